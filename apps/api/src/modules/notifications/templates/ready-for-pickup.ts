import type { Template } from './template.ts';

export const readyForPickup: Template = {
  event: 'ready_for_pickup',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: your {product} ({billNo}) is ready for pickup at {branch}. Please bring your ID and the balance {balance}.',
    hi: 'Vastra: आपका {product} ({billNo}) {branch} पर लेने के लिए तैयार है। कृपया अपना पहचान पत्र और बाकी {balance} साथ लाएँ।',
  },
  whatsapp: {
    name: 'ready_for_pickup',
    text: {
      en: 'Your {product} ({billNo}) is ready for pickup at {branch}. Please bring your ID and the balance of {balance}.',
      hi: 'आपका {product} ({billNo}) {branch} पर लेने के लिए तैयार है। कृपया अपना पहचान पत्र और बाकी {balance} साथ लाएँ।',
    },
  },
  email: {
    subject: { en: 'Your outfit is ready for pickup', hi: 'आपका परिधान लेने के लिए तैयार है' },
    text: {
      en: 'Dear {name},\n\nYour {product} (order {billNo}) is ready for pickup at {branch}.\nPlease bring your ID and the balance of {balance}.\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका {product} (ऑर्डर {billNo}) {branch} पर लेने के लिए तैयार है।\nकृपया अपना पहचान पत्र और बाकी {balance} साथ लाएँ।\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
