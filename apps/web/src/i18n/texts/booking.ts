import { addFeatureTexts, useTranslation } from '..';
import { enBooking } from '../locales/en-booking';

/** The product page's dialogs and the bag's (namespace `booking`): English here, Hindi loaded with Hindi. */
addFeatureTexts('booking', enBooking, { hi: () => import('../locales/hi-booking') });

export const useBookingTexts = () => useTranslation('booking');
