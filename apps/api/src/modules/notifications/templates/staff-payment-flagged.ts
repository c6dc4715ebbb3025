import type { Template } from './template.ts';

export const staffPaymentFlagged: Template = {
  event: 'staff_payment_flagged',
  audience: 'staff',
  reminder: false,
  sms: {
    en: 'Vastra staff: Payment for {billNo} needs a look: {reason}',
    hi: 'Vastra स्टाफ़: {billNo} के भुगतान की जाँच करें: {reason}',
  },
};
