import type { Template } from './template.ts';

export const staffFitCheck: Template = {
  event: 'staff_fit_check',
  audience: 'staff',
  reminder: false,
  sms: {
    en: 'Vastra staff: Fit-check requested: {name} ({contact}) for {product} on {date} at {branch}.',
    hi: 'Vastra स्टाफ़: फ़िट-चेक अनुरोध: {name} ({contact}), {product}, {date}, {branch}।',
  },
};
