import type { Settings } from '@vastra/shared/schemas';
import type { Tx } from '../../db/tx.ts';
import type { PaymentDeps } from './deps.ts';
import type { PaymentRow } from './payment-row.ts';

export type PurposeName = PaymentRow['purpose'];

/**
 * What a purpose of payment does when its money arrives or fails, in the caller's transaction
 * (the browser's verify and the gateway's webhook share it). confirm answers an outcome word
 * ('paid', 'activated', 'refund_due', ...); it must be safe to run twice for one payment.
 */
export type PurposeHandler = {
  confirm(
    tx: Tx,
    paymentRowId: string,
    paymentId: string,
    ctx: { now: Date; settings: Settings },
  ): Promise<string>;
  fail(tx: Tx, paymentRowId: string): Promise<void>;
  /**
   * Runs after confirm's transaction committed, with the gateway at hand (never inside a
   * transaction): e.g. sends back money that arrived too late. Must be safe to run again.
   */
  settled?(deps: PaymentDeps, paymentRowId: string, outcome: string): Promise<void>;
};

const handlers = new Map<PurposeName, PurposeHandler>();

/** A module that asks for money says here how its payments settle (membership registers its fee). */
export function registerPaymentPurpose(name: PurposeName, handler: PurposeHandler): void {
  handlers.set(name, handler);
}

export function purposeHandler(name: PurposeName): PurposeHandler {
  const handler = handlers.get(name);
  if (!handler) throw new Error(`no payment handler registered for '${name}'`);
  return handler;
}
