import { lapseExtensionsJob } from '../modules/extensions/index.ts';
import { dispatchMessagesJob, remindersJob, sendMessageJob } from '../modules/notifications/index.ts';
import { lateRefundsJob, releaseHoldsJob } from '../modules/orders/index.ts';
import { expireStoreCreditJob, reconcilePaymentsJob } from '../modules/payments/index.ts';
import { peakSnapshotJob } from '../modules/reports/index.ts';
import type { JobDefinition } from './jobs.ts';

/** Every background job of the shop, from the modules that own them. */
export const ALL_JOBS = [
  releaseHoldsJob,
  lateRefundsJob,
  reconcilePaymentsJob,
  sendMessageJob,
  dispatchMessagesJob,
  remindersJob,
  expireStoreCreditJob,
  peakSnapshotJob,
  lapseExtensionsJob,
] as unknown as readonly JobDefinition<never>[];
