import { addFeatureTexts, useTranslation } from '..';
import { enPages } from '../locales/en-pages';

/** The information pages' texts (namespace `pages`): English here, Hindi loaded with Hindi. */
addFeatureTexts('pages', enPages, { hi: () => import('../locales/hi-pages') });

export const usePagesTexts = () => useTranslation('pages');
