import 'i18next';
import type { Messages } from './locales/en';
import type { enAuth } from './locales/en-auth';
import type { BookingMessages } from './locales/en-booking';
import type { enHome } from './locales/en-home';
import type { enMember } from './locales/en-member';
import type { enPages } from './locales/en-pages';
import type { enParty } from './locales/en-party';
import type { enProfile } from './locales/en-profile';
import type { enSale } from './locales/en-sale';
import type { enShop } from './locales/en-shop';

/** Keys given to t() are checked against the English texts (the features' namespaces too, i18n/texts). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Messages;
      party: typeof enParty;
      member: typeof enMember;
      pages: typeof enPages;
      profile: typeof enProfile;
      booking: BookingMessages;
      shop: typeof enShop;
      sale: typeof enSale;
      home: typeof enHome;
      auth: typeof enAuth;
    };
  }
}
