import { i18n } from '..';
import { enLoginAccount } from '../locales/en-login-account';

/*
 * The English texts of the login and signup forms, the account pages and the kits: keys of the
 * main namespace (`login.…`, `accountPages.…`, `kits.…`), added to it by the modules that show
 * them, as texts/orders.ts does for checkout (record 29, addendum 3). Every module that uses these
 * keys imports this one.
 */
i18n.addResourceBundle('en', 'translation', enLoginAccount, true, false);
