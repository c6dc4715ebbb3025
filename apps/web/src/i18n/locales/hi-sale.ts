import type { enSale } from './en-sale';

/** हिन्दी: the pre-used sale (namespace `sale`, loaded only with Hindi). */
const hiSale: typeof enSale = {
  listing: {
    title: 'पहले इस्तेमाल हुए कपड़े - सेल',
    description: 'वस्त्र से पहले इस्तेमाल हुई डिज़ाइनर शेरवानी, सूट, लहंगे और गाउन असली दाम के छोटे से हिस्से में ख़रीदें।',
    shop: 'दुकान',
    intro: 'हमारे किराए के संग्रह के पीस, सँभालकर रखे हुए और आपके नाप पर ऑल्टर किए हुए, हमेशा के लिए आपके।',
    mainCategory: 'मुख्य श्रेणी',
    all: 'सभी',
    failed: 'हम सेल नहीं दिखा सके',
  },
  card: {
    size: 'साइज़ {{size}}',
    mrp: 'MRP',
    buyNow: 'अभी ख़रीदें- {{price}}',
  },
  product: {
    metaTitle: '{{name}} ({{code}}) {{price}} में, पहले इस्तेमाल हुआ',
    metaDescription: 'पहले इस्तेमाल हुआ {{name}} {{price}} में ख़रीदें (MRP {{mrp}}), वस्त्र {{branch}} में।',
    share: '{{name}}, पहले इस्तेमाल हुआ, वस्त्र में',
    price: 'दाम',
    preUsedSale: 'पहले इस्तेमाल हुए कपड़ों की सेल',
    buyNow: 'अभी ख़रीदें',
    originalMrpHidden: 'असली MRP ',
    code: 'कोड',
    salePrice: 'सेल का दाम',
    originalMrp: 'असली MRP',
    size: 'साइज़',
    location: 'जगह',
    advance: 'अभी {{pct}}% बुकिंग अग्रिम; बाक़ी रक़म डिलीवरी से पहले।',
  },
};

export default hiSale;
