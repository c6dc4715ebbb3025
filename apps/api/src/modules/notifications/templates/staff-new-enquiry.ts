import type { Template } from './template.ts';

export const staffNewEnquiry: Template = {
  event: 'staff_new_enquiry',
  audience: 'staff',
  reminder: false,
  sms: {
    en: 'Vastra staff: New enquiry from {name} ({contact}): {summary}',
    hi: 'Vastra स्टाफ़: {name} ({contact}) की नई पूछताछ: {summary}',
  },
};
