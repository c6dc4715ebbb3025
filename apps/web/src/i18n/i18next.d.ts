import 'i18next';
import type { Messages } from './locales/en';

/** Keys given to t() are checked against the English texts. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
