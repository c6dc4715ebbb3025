import { releaseHoldsJob } from '../modules/orders/index.ts';
import type { JobDefinition } from './jobs.ts';

/** Every background job of the shop, from the modules that own them. */
export const ALL_JOBS: readonly JobDefinition<never>[] = [releaseHoldsJob as JobDefinition<never>];
