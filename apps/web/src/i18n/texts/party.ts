import { addFeatureTexts, useTranslation } from '..';
import { enParty } from '../locales/en-party';

/** The wedding-party pages' texts (namespace `party`): English here, Hindi loaded with Hindi. */
addFeatureTexts('party', enParty, { hi: () => import('../locales/hi-party') });

export const usePartyTexts = () => useTranslation('party');
