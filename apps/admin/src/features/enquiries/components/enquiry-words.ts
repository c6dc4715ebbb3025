import type { EnquiryKind, EnquiryStatus } from '@vastra/shared/schemas';

export const KIND_WORDS: Record<EnquiryKind, string> = {
  contact: 'Contact message',
  franchise: 'Franchise application',
  fit_check: 'Fit-check request',
  membership: 'Membership sign-up',
};

export const STATUS_WORDS: Record<EnquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};
