import { addFeatureTexts, useTranslation } from '..';
import { enProfile } from '../locales/en-profile';

/** The account's own pages' texts (namespace `profile`): English here, Hindi loaded with Hindi. */
addFeatureTexts('profile', enProfile, { hi: () => import('../locales/hi-profile') });

export const useProfileTexts = () => useTranslation('profile');
