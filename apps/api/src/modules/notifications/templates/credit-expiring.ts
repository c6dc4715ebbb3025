import type { Template } from './template.ts';

export const creditExpiring: Template = {
  event: 'credit_expiring',
  audience: 'customer',
  reminder: true,
  sms: {
    en: 'Vastra: your store credit of {amount} expires on {expiresOn}. Use it on your next rental: {link}',
    hi: 'Vastra: आपका {amount} का स्टोर क्रेडिट {expiresOn} को समाप्त होगा। अगली बुकिंग में इस्तेमाल करें: {link}',
  },
  whatsapp: {
    name: 'credit_expiring',
    text: {
      en: 'Your store credit of {amount} expires on {expiresOn}. Use it on your next rental: {link}',
      hi: 'आपका {amount} का स्टोर क्रेडिट {expiresOn} को समाप्त होगा। अगली बुकिंग में इस्तेमाल करें: {link}',
    },
  },
  email: {
    subject: {
      en: 'Your store credit expires on {expiresOn}',
      hi: 'आपका स्टोर क्रेडिट {expiresOn} को समाप्त होगा',
    },
    text: {
      en: 'Dear {name},\n\nYour store credit of {amount} expires on {expiresOn}.\nUse it on your next rental: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका {amount} का स्टोर क्रेडिट {expiresOn} को समाप्त होगा।\nअगली बुकिंग में इस्तेमाल करें: {link}\n\nVastra',
    },
  },
};
