import type { Template } from './template.ts';

export const staffNewOrder: Template = {
  event: 'staff_new_order',
  audience: 'staff',
  reminder: false,
  sms: {
    en: 'Vastra staff: New order {billNo} at {branch}: {product}, delivery {deliveryDate}, advance {advance} paid.',
    hi: 'Vastra स्टाफ़: नया ऑर्डर {billNo}, {branch}: {product}, डिलीवरी {deliveryDate}, अग्रिम {advance} मिला।',
  },
};
