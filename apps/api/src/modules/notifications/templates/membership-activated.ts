import type { Template } from './template.ts';

export const membershipActivated: Template = {
  event: 'membership_activated',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: your {plan} membership is active until {endsOn}. You get {discount} off rent on every booking.',
    hi: 'Vastra: आपकी {plan} सदस्यता {endsOn} तक सक्रिय है। हर बुकिंग के किराए पर {discount} की छूट मिलेगी।',
  },
  whatsapp: {
    name: 'membership_activated',
    text: {
      en: 'Your {plan} membership is active until {endsOn}. You get {discount} off rent on every booking.',
      hi: 'आपकी {plan} सदस्यता {endsOn} तक सक्रिय है। हर बुकिंग के किराए पर {discount} की छूट मिलेगी।',
    },
  },
  email: {
    subject: { en: 'Your {plan} membership is active', hi: 'आपकी {plan} सदस्यता सक्रिय है' },
    text: {
      en: 'Dear {name},\n\nYour {plan} membership is active until {endsOn}. You get {discount} off rent on every booking.\n\nVastra',
      hi: 'प्रिय {name},\n\nआपकी {plan} सदस्यता {endsOn} तक सक्रिय है। हर बुकिंग के किराए पर {discount} की छूट मिलेगी।\n\nVastra',
    },
  },
};
