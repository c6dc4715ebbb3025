import type { Template } from './template.ts';

export const orderConfirmed: Template = {
  event: 'order_confirmed',
  audience: 'customer',
  reminder: false,
  sms: {
    en: 'Vastra: your order {billNo} is confirmed. Advance paid {advance}, balance {balance} due before delivery on {deliveryDate}. Details: {link}',
    hi: 'Vastra: आपका ऑर्डर {billNo} पक्का हो गया है। अग्रिम {advance} मिला, बाकी {balance} डिलीवरी ({deliveryDate}) से पहले देय। विवरण: {link}',
  },
  whatsapp: {
    name: 'order_confirmed',
    text: {
      en: 'Your order {billNo} is confirmed. Advance paid {advance}; balance {balance} is due before delivery on {deliveryDate}. See your order: {link}',
      hi: 'आपका ऑर्डर {billNo} पक्का हो गया है। अग्रिम {advance} मिला; बाकी {balance} डिलीवरी ({deliveryDate}) से पहले देय है। अपना ऑर्डर देखें: {link}',
    },
  },
  email: {
    subject: { en: 'Order {billNo} confirmed', hi: 'ऑर्डर {billNo} पक्का हुआ' },
    text: {
      en: 'Dear {name},\n\nThank you. Your order {billNo} is confirmed.\nAdvance paid: {advance}\nBalance due before delivery ({deliveryDate}): {balance}\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nधन्यवाद। आपका ऑर्डर {billNo} पक्का हो गया है।\nअग्रिम भुगतान: {advance}\nडिलीवरी ({deliveryDate}) से पहले बाकी: {balance}\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
