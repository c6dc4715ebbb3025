import type { Template } from './template.ts';

export const outForDelivery: Template = {
  event: 'out_for_delivery',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: your {product} ({billNo}) is out for delivery today. Balance due at the door: {balance}.',
    hi: 'Vastra: आपका {product} ({billNo}) आज डिलीवरी के लिए निकल चुका है। दरवाज़े पर बाकी देय: {balance}।',
  },
  whatsapp: {
    name: 'out_for_delivery',
    text: {
      en: 'Your {product} ({billNo}) is out for delivery today. Balance due at the door: {balance}.',
      hi: 'आपका {product} ({billNo}) आज डिलीवरी के लिए निकल चुका है। दरवाज़े पर बाकी देय: {balance}।',
    },
  },
  email: {
    subject: { en: 'Your outfit is out for delivery', hi: 'आपका परिधान डिलीवरी के लिए निकल चुका है' },
    text: {
      en: 'Dear {name},\n\nYour {product} (order {billNo}) is out for delivery today.\nBalance due at the door: {balance}\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nआपका {product} (ऑर्डर {billNo}) आज डिलीवरी के लिए निकल चुका है।\nदरवाज़े पर बाकी देय: {balance}\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
