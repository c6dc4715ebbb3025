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
  email: {
    subject: { en: '{product} was due back on {returnDate}', hi: '{product} {returnDate} को लौटाना था' },
    text: {
      en: 'Dear {name},\n\n{product} (order {billNo}) was due back on {returnDate}.\nPlease return it to {branch} today; a late fee applies for each day.\n\nYour order: {link}\n\nVastra',
      hi: 'प्रिय {name},\n\n{product} (ऑर्डर {billNo}) {returnDate} को लौटाना था।\nकृपया आज ही {branch} पर लौटाएँ; हर दिन का देरी शुल्क लगेगा।\n\nआपका ऑर्डर: {link}\n\nVastra',
    },
  },
};
