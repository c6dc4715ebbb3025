import type { Template } from './template.ts';

/** A cancellation close to delivery: the booking advance is kept. */
export const orderCancelledAdvanceKept: Template = {
  event: 'order_cancelled_advance_kept',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: order {billNo} is cancelled. The booking advance of {advance} is not refunded, as the order was cancelled {days} days or less before delivery.',
    hi: 'Vastra: ऑर्डर {billNo} रद्द हो गया है। डिलीवरी से {days} दिन या उससे कम पहले रद्द होने के कारण {advance} का बुकिंग अग्रिम वापस नहीं होगा।',
  },
  whatsapp: {
    name: 'order_cancelled_advance_kept',
    text: {
      en: 'Your order {billNo} is cancelled. The booking advance of {advance} is not refunded, as the order was cancelled {days} days or less before delivery.',
      hi: 'आपका ऑर्डर {billNo} रद्द हो गया है। डिलीवरी से {days} दिन या उससे कम पहले रद्द होने के कारण {advance} का बुकिंग अग्रिम वापस नहीं होगा।',
    },
  },
  email: {
    subject: { en: 'Order {billNo} cancelled', hi: 'ऑर्डर {billNo} रद्द' },
    text: {
      en: 'Dear {name},\n\nYour order {billNo} is cancelled.\nThe booking advance of {advance} is not refunded, as the order was cancelled {days} days or less before delivery.\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका ऑर्डर {billNo} रद्द हो गया है।\nडिलीवरी से {days} दिन या उससे कम पहले रद्द होने के कारण {advance} का बुकिंग अग्रिम वापस नहीं होगा।\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
