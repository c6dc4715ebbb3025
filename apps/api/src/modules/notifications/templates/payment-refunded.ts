import type { Template } from './template.ts';

export const paymentRefunded: Template = {
  event: 'payment_refunded',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: {amount} for order {billNo} is refunded to your original payment method (ref {reference}). It may take 5-7 working days.',
    hi: 'Vastra: ऑर्डर {billNo} के {amount} आपके मूल भुगतान माध्यम में लौटा दिए गए हैं (संदर्भ {reference})। इसमें 5-7 कार्य दिवस लग सकते हैं।',
  },
  whatsapp: {
    name: 'payment_refunded',
    text: {
      en: '{amount} for order {billNo} is refunded to your original payment method (ref {reference}). It may take 5-7 working days to show.',
      hi: 'ऑर्डर {billNo} के {amount} आपके मूल भुगतान माध्यम में लौटा दिए गए हैं (संदर्भ {reference})। दिखने में 5-7 कार्य दिवस लग सकते हैं।',
    },
  },
  email: {
    subject: { en: 'Refund of {amount} for {billNo}', hi: '{billNo} के {amount} की वापसी' },
    text: {
      en: 'Dear {name},\n\n{amount} for order {billNo} is refunded to your original payment method (reference {reference}). It may take 5-7 working days to show.\n\nVastra',
      hi: 'प्रिय {name},\n\nऑर्डर {billNo} के {amount} आपके मूल भुगतान माध्यम में लौटा दिए गए हैं (संदर्भ {reference})। दिखने में 5-7 कार्य दिवस लग सकते हैं।\n\nVastra',
    },
  },
};
