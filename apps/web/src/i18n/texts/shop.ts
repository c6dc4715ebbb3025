import { addFeatureTexts, useTranslation } from '..';
import { enShop } from '../locales/en-shop';

/** The header's dialogs' texts (namespace `shop`): English here, Hindi loaded with Hindi. */
addFeatureTexts('shop', enShop, { hi: () => import('../locales/hi-shop') });

export const useShopTexts = () => useTranslation('shop');
