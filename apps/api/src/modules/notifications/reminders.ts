import { addDays, type IsoDate, type LineStatus, rentalReminders, todayInIndia } from '@vastra/shared/rules';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from '../../db/schema/index.ts';
import { notifyCustomer } from './enqueue.ts';
import { orderVariables } from './order-variables.ts';

/** A reminder is sent once its moment has come, and not at all when it is more than a day late. */
const LATE_LIMIT_MS = 24 * 3600_000;

const WAITING: readonly LineStatus[] = ['confirmed', 'preparing', 'ready'];
const OUT: readonly LineStatus[] = ['with_customer', 'out_for_delivery'];

/**
 * Queues the reminders that are due now for rentals: two days before delivery (balance, event,
 * measurement check) while the piece has not left; the day before the return and each of the
 * three days after a missed return while the customer has it. Safe to run as often as wanted:
 * each reminder has its own dedupe key.
 */
export async function queueDueReminders(db: Db, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const lines = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      status: orderLines.status,
      deliveryDate: orderLines.deliveryDate,
      returnDate: orderLines.returnDate,
    })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.type, 'rent'),
        inArray(orderLines.status, [...WAITING, ...OUT]),
        gte(orderLines.returnDate, addDays(today, -4)),
        lte(orderLines.deliveryDate, addDays(today, 3)),
      ),
    );
  let queued = 0;
  for (const line of lines) {
    if (!line.deliveryDate || !line.returnDate) continue;
    for (const reminder of rentalReminders({
      deliveryDate: line.deliveryDate,
      returnDate: line.returnDate as IsoDate,
    })) {
      const late = now.getTime() - reminder.at.getTime();
      if (late < 0 || late > LATE_LIMIT_MS) continue;
      const applies =
        reminder.step === 'before_delivery' ? WAITING.includes(line.status) : line.status === 'with_customer';
      if (!applies) continue;
      const found = await orderVariables(db, line.orderId, line.id);
      if (!found) continue;
      const event =
        reminder.step === 'before_delivery'
          ? 'before_delivery'
          : reminder.step === 'return_due'
            ? 'return_due'
            : 'overdue';
      queued += await notifyCustomer(db, found.userId, {
        event,
        orderId: line.orderId,
        // A return reminder names the return date it was about: an extended rental is reminded again.
        step:
          reminder.step === 'before_delivery'
            ? `${line.id}:${reminder.step}`
            : `${line.id}:${reminder.step}:${line.returnDate}`,
        variables: found.variables,
        at: now,
      });
    }
  }
  return queued;
}
