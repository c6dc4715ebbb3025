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
  email: {
    subject: { en: 'Please return {product} tomorrow', hi: 'कृपया {product} कल लौटाएँ' },
    text: {
      en: 'Dear {name},\n\nA reminder: please return {product} (order {billNo}) tomorrow, {returnDate}, to {branch}.\nLate returns are charged per day.\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\nयाद दिलाना: कृपया {product} (ऑर्डर {billNo}) कल, {returnDate} को, {branch} पर लौटाएँ।\nदेर से लौटाने पर प्रतिदिन शुल्क लगता है।\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
