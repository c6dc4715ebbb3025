import { addFeatureTexts, useTranslation } from '..';
import { enMember } from '../locales/en-member';

/** The membership pages' texts (namespace `member`): English here, Hindi loaded with Hindi. */
addFeatureTexts('member', enMember, { hi: () => import('../locales/hi-member') });

export const useMemberTexts = () => useTranslation('member');
