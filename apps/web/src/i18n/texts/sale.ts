import { addFeatureTexts, useTranslation } from '..';
import { enSale } from '../locales/en-sale';

/** The pre-used sale's texts (namespace `sale`): English here, Hindi loaded with Hindi. */
addFeatureTexts('sale', enSale, { hi: () => import('../locales/hi-sale') });

export const useSaleTexts = () => useTranslation('sale');
