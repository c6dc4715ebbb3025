import { i18n } from '..';
import { enBookingDialogs } from '../locales/en-booking-dialogs';
import './booking';

/*
 * The booking namespace's keys that only dialogs show (pincode check, measurements, buying, the
 * bag's edit and remove, renting from the wishlist), added to the English namespace by the modules
 * that show them, so a listing or a product page loads them with its dialogs, not at first
 * (record 29, addendum 3). The namespace itself is registered first (./booking); Hindi has these
 * keys in its one file. Every module that uses these keys imports this one.
 */
i18n.addResourceBundle('en', 'booking', enBookingDialogs, true, false);
