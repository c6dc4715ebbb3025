import type { Template } from './template.ts';

export const overdue: Template = {
  event: 'overdue',
  audience: 'customer',
  reminder: true,
  sms: {
    en: 'Vastra: {product} ({billNo}) was due back on {returnDate}. Please return it to {branch} today; a late fee applies per day.',
    hi: 'Vastra: {product} ({billNo}) {returnDate} को लौटाना था। कृपया आज ही {branch} पर लौटाएँ; प्रतिदिन देरी शुल्क लगेगा।',
  },
  whatsapp: {
    name: 'overdue',
    text: {
      en: '{product} ({billNo}) was due back on {returnDate}. Please return it to {branch} today; a late fee applies for each day.',
      hi: '{product} ({billNo}) {returnDate} को लौटाना था। कृपया आज ही {branch} पर लौटाएँ; हर दिन का देरी शुल्क लगेगा।',
    },
  },
};
