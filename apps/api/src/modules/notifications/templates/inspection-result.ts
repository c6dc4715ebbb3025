import type { Template } from './template.ts';

export const inspectionResult: Template = {
  event: 'inspection_result',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: {product} ({billNo}) is checked. Charges {charges}; deposit refund {refund}. Details and photos: {link}',
    hi: 'Vastra: {product} ({billNo}) की जाँच हो गई। शुल्क {charges}; जमा राशि वापसी {refund}। विवरण और फ़ोटो: {link}',
  },
  whatsapp: {
    name: 'inspection_result',
    text: {
      en: 'Thank you for returning {product} ({billNo}). Charges: {charges}. Deposit refund: {refund}. Details and photos: {link}',
      hi: '{product} ({billNo}) लौटाने के लिए धन्यवाद। शुल्क: {charges}। जमा राशि वापसी: {refund}। विवरण और फ़ोटो: {link}',
    },
  },
  email: {
    subject: { en: 'Your deposit for {billNo}', hi: '{billNo} की जमा राशि' },
    text: {
      en: 'Dear {name},\n\nThank you for returning {product} (order {billNo}).\nCharges: {charges}\nDeposit refund: {refund}\n\nDetails and photos: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\n{product} (ऑर्डर {billNo}) लौटाने के लिए धन्यवाद।\nशुल्क: {charges}\nजमा राशि वापसी: {refund}\n\nविवरण और फ़ोटो: {link}\n\nVastra',
    },
  },
};
