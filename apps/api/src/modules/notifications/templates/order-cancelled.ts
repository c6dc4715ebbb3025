import type { Template } from './template.ts';

/** A cancellation early enough that the advance comes back as store credit until a date. */
export const orderCancelled: Template = {
  event: 'order_cancelled',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: order {billNo} is cancelled. Your advance of {credit} is now store credit, valid until {expiresOn}.',
    hi: 'Vastra: ऑर्डर {billNo} रद्द हो गया है। आपका {credit} का अग्रिम अब स्टोर क्रेडिट है, {expiresOn} तक मान्य।',
  },
  whatsapp: {
    name: 'order_cancelled',
    text: {
      en: 'Your order {billNo} is cancelled. Your advance of {credit} is now store credit, valid until {expiresOn}.',
      hi: 'आपका ऑर्डर {billNo} रद्द हो गया है। आपका {credit} का अग्रिम अब स्टोर क्रेडिट है, {expiresOn} तक मान्य।',
    },
  },
  email: {
    subject: { en: 'Order {billNo} cancelled', hi: 'ऑर्डर {billNo} रद्द' },
    text: {
      en: 'Dear {name},\n\nYour order {billNo} is cancelled.\nYour booking advance of {credit} is returned as store credit, valid until {expiresOn}.\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका ऑर्डर {billNo} रद्द हो गया है।\nआपका {credit} का बुकिंग अग्रिम स्टोर क्रेडिट के रूप में लौटाया गया है, {expiresOn} तक मान्य।\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
