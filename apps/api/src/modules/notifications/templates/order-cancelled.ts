import type { Template } from './template.ts';

export const orderCancelled: Template = {
  event: 'order_cancelled',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: order {billNo} is cancelled. {outcome}',
    hi: 'Vastra: ऑर्डर {billNo} रद्द हो गया है। {outcome}',
  },
  whatsapp: {
    name: 'order_cancelled',
    text: {
      en: 'Your order {billNo} is cancelled. {outcome}',
      hi: 'आपका ऑर्डर {billNo} रद्द हो गया है। {outcome}',
    },
  },
  email: {
    subject: { en: 'Order {billNo} cancelled', hi: 'ऑर्डर {billNo} रद्द' },
    text: {
      en: 'Dear {name},\n\nYour order {billNo} is cancelled.\n{outcome}\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका ऑर्डर {billNo} रद्द हो गया है।\n{outcome}\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
