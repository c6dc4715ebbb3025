import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import type { PaymentGateway } from '../integrations/payment/index.ts';

/** What a job's handler may use: the database, the clock, settings and a logger. */
export type JobContext = {
  db: Db;
  env: Env;
  now: () => Date;
  /** The payment gateway (refunds, reconciliation), the same instance the server uses. */
  gateway: PaymentGateway;
  /** Sends another job (e.g. one message of a batch); null where no queue runs. */
  send?: (name: string, data: object, options?: { id?: string; startAfter?: Date }) => Promise<void>;
  log: FastifyBaseLogger;
};

/**
 * A kind of background job, declared by the module that owns it. `cron` (in IST) runs it on a
 * schedule; otherwise it runs when something sends it. A failed run is retried with backoff up to
 * `retryLimit` times, then the job stays `failed` where staff can see it. A job claimed by a
 * process that died is given back after `expireInSeconds` and runs again, so handlers must be
 * safe to run twice.
 */
export type JobDefinition<T extends object = object> = {
  name: string;
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /**
   * How many jobs one fetch claims (default 1); each runs on its own and a failing one is retried
   * alone. Many small jobs (messages) need this: a worker fetches once per polling interval.
   */
  batchSize?: number;
  handle: (ctx: JobContext, data: T, attempt: JobAttempt) => Promise<void>;
};

/** Which run this is: retryCount 0 is the first; the last allowed run has retryCount = retryLimit. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };

/** Declares a job with its payload type: defineJob<{ orderId: string }>({ name: 'x', handle }). */
export function defineJob<T extends object>(job: JobDefinition<T>): JobDefinition<T> {
  return job;
}
