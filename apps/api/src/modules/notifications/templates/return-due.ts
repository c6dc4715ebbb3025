import type { Template } from './template.ts';

export const returnDue: Template = {
  event: 'return_due',
  audience: 'customer',
  reminder: true,
  sms: {
    en: 'Vastra: please return {product} ({billNo}) tomorrow, {returnDate}, to {branch}. Late returns are charged per day.',
    hi: 'Vastra: कृपया {product} ({billNo}) कल, {returnDate} को, {branch} पर लौटाएँ। देर से लौटाने पर प्रतिदिन शुल्क लगता है।',
  },
  whatsapp: {
    name: 'return_due',
    text: {
      en: 'A reminder: please return {product} ({billNo}) tomorrow, {returnDate}, to {branch}. Late returns are charged per day.',
      hi: 'याद दिलाना: कृपया {product} ({billNo}) कल, {returnDate} को, {branch} पर लौटाएँ। देर से लौटाने पर प्रतिदिन शुल्क लगता है।',
    },
  },
};
