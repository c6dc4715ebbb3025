import type { Template } from './template.ts';

export const beforeDelivery: Template = {
  event: 'before_delivery',
  audience: 'customer',
  reminder: true,
  sms: {
    en: 'Vastra: your {product} ({billNo}) is due on {deliveryDate} for your event on {eventDate}. Balance {balance}. Are your measurements still right? Check: {link}',
    hi: 'Vastra: आपका {product} ({billNo}) {deliveryDate} को मिलेगा, आपका कार्यक्रम {eventDate} को है। बाकी {balance}। क्या आपके नाप अब भी सही हैं? देखें: {link}',
  },
  whatsapp: {
    name: 'before_delivery',
    text: {
      en: 'Your {product} ({billNo}) arrives on {deliveryDate} for your event on {eventDate}. Balance due: {balance}. Are these measurements still right? Check or change them: {link}',
      hi: 'आपका {product} ({billNo}) {deliveryDate} को आएगा, कार्यक्रम {eventDate} को है। बाकी राशि: {balance}। क्या ये नाप अब भी सही हैं? देखें या बदलें: {link}',
    },
  },
  email: {
    subject: { en: 'Your outfit arrives on {deliveryDate}', hi: 'आपका परिधान {deliveryDate} को आएगा' },
    text: {
      en: 'Dear {name},\n\nYour {product} (order {billNo}) is due on {deliveryDate} for your event on {eventDate}.\nBalance to pay before delivery: {balance}\n\nAre your measurements still right? Check them here: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका {product} (ऑर्डर {billNo}) {deliveryDate} को मिलेगा, आपका कार्यक्रम {eventDate} को है।\nडिलीवरी से पहले बाकी भुगतान: {balance}\n\nक्या आपके नाप अब भी सही हैं? यहाँ देखें: {link}\n\nVastra',
    },
  },
};
