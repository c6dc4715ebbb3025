import { i18n } from '..';
import { enOrders } from '../locales/en-orders';

/*
 * The English texts of the bag's lines and amounts, checkout, payment and the order pages: keys of
 * the main namespace (`checkout.…`, `orders.…`), added to it by the modules that show them, so a
 * first visit to the home, a listing or a product page does not load them. Hindi has them in its
 * one file (locales/hi.ts), loaded with the language. Every module that uses these keys imports
 * this one (a key missing here shows as its name, which the tests of those pages would catch).
 */
i18n.addResourceBundle('en', 'translation', enOrders, true, false);
