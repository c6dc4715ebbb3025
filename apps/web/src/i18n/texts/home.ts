import { addFeatureTexts, useTranslation } from '..';
import { enHome } from '../locales/en-home';

/** The home page's texts (namespace `home`): English here, Hindi loaded with Hindi. */
addFeatureTexts('home', enHome, { hi: () => import('../locales/hi-home') });

export const useHomeTexts = () => useTranslation('home');
