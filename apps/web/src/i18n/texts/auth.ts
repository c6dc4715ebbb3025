import { addFeatureTexts, useTranslation } from '..';
import { enAuth } from '../locales/en-auth';

/** The sign-in and sign-up pages' texts (namespace `auth`): English here, Hindi loaded with Hindi. */
addFeatureTexts('auth', enAuth, { hi: () => import('../locales/hi-auth') });

export const useAuthTexts = () => useTranslation('auth');
