import type { Template } from './template.ts';

export const staffFranchise: Template = {
  event: 'staff_franchise',
  audience: 'staff',
  reminder: false,
  sms: {
    en: 'Vastra staff: Franchise application from {name} ({contact}) for {location}.',
    hi: 'Vastra स्टाफ़: {location} के लिए {name} ({contact}) का फ्रेंचाइज़ आवेदन।',
  },
};
