import type { enShop } from './en-shop';

/** हिन्दी: the header's dialogs (namespace `shop`, loaded only with Hindi). */
const hiShop: typeof enShop = {
  branch: {
    title: 'अपनी ब्रांच चुनें',
    description: 'बेहतर सेवा के लिए अपने सबसे पास की ब्रांच चुनें',
    all: 'सभी ब्रांच',
    pincode: 'डिलीवरी का पिनकोड डालें',
    failed: 'ब्रांच की सूची खुल नहीं सकी।',
    tryAgain: 'फिर से कोशिश करें',
    list: 'ब्रांच',
    selected: 'चुनी गई',
  },
  pincode: {
    title: 'डिलीवरी का पिनकोड डालें',
    description: 'हम आपका इलाक़ा और सबसे पास की ब्रांच देख लेते हैं।',
    cancel: 'रद्द करें',
    save: 'सहेजें',
    label: 'पिनकोड',
    placeholder: '6 अंकों का पिनकोड',
    lookingUp: 'इलाक़ा देखा जा रहा है…',
    nearest: ' · सबसे पास की ब्रांच {{name}} ({{km}} km)',
    fetchFailed: 'इलाक़े का नाम नहीं मिल सका',
  },
  listing: {
    products: 'पोशाकें',
    tryAgain: 'फिर से कोशिश करें',
    none: 'कोई पीस नहीं मिला',
    noneText: 'जो ढूँढ रहे हैं वह पाने के लिए फ़िल्टर बदलकर देखें।',
    pages: 'पेज',
    prev: 'पिछला',
    next: 'अगला',
    page: 'पेज {{n}}',
    code: 'प्रोडक्ट कोड',
    size: 'साइज़',
    loadingPiece: 'पीस खुल रहा है…',
    related: 'आपको ये भी पसंद आ सकते हैं',
    sizeFilter: 'साइज़',
    allSize: 'सभी साइज़',
    sortBy: 'क्रम',
    sorts: {
      latest: 'नए पहले',
      lowToHigh: 'दाम: कम से ज़्यादा',
      highToLow: 'दाम: ज़्यादा से कम',
      bestSelling: 'सबसे ज़्यादा पसंद किए गए',
      discounted: 'छूट वाले',
    },
  },
  search: {
    title: 'कलेक्शन में खोजें',
    description: 'नाम, कोड या रंग से खोजें।',
    placeholder: 'शेरवानी, लहंगा, कोड…',
    search: 'खोजें',
    popular: 'लोकप्रिय:',
  },
};

export default hiShop;
