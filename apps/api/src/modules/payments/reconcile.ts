import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { getSettings } from '../system/index.ts';
import { applyCapture } from './capture.ts';
import type { PaymentDeps } from './deps.ts';
import { afterSettling } from './settle.ts';

/** A payment still open this long after it was started is asked about at the gateway. */
const STALE_AFTER_MS = 15 * 60_000;
/** Older ones are left to staff: the gateway's own attempts are over by then. */
const GIVE_UP_AFTER_MS = 2 * 24 * 3600_000;

/**
 * Settles payments whose browser never came back and whose webhook never arrived: for each
 * payment still open 15 minutes after it started, the gateway is asked for the captured
 * payments of its order, and one is applied exactly as a webhook would (amount checked, late
 * payments refunded). A gateway that cannot be reached is asked again on the next run. Returns
 * how many were settled.
 */
export async function reconcilePayments(deps: PaymentDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const open = await openPaymentsQuery(deps.db, deps.gateway.provider, now, limit);
  let settled = 0;
  let settings: Awaited<ReturnType<typeof getSettings>> | undefined;
  for (const payment of open) {
    const captured = await deps.gateway.capturedPayments(payment.gatewayOrderId).catch(() => []);
    const [first] = captured;
    if (!first) continue;
    settings ??= await getSettings(deps.db);
    const ctx = { now, settings };
    const outcome = await deps.db.transaction((tx) => applyCapture(tx, payment.id, first, ctx));
    await afterSettling(deps, payment, outcome);
    settled += 1;
  }
  return settled;
}

/**
 * The gateway's payments still open after STALE_AFTER_MS and not yet given up, oldest first: an
 * index of the open payments alone (migration 0035).
 */
export function openPaymentsQuery(db: Executor, provider: string, now: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'created'),
        // A group's parts are settled with their group, never asked about alone.
        isNull(payments.groupId),
        eq(payments.provider, provider),
        lt(payments.createdAt, new Date(now.getTime() - STALE_AFTER_MS)),
        gt(payments.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
