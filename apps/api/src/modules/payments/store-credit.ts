import {
  addDays,
  type CreditRow,
  creditBalance,
  creditGrants,
  planCreditSpend,
  todayInIndia,
} from '@vastra/shared/rules';
import type { StoreCredit } from '@vastra/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeCredits, users } from '../../db/schema/index.ts';
import { type Executor, isUuid, lockCustomer } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../staff/index.ts';

const CUSTOMER_NOT_FOUND = 'Customer not found';
export const CREDIT_TOO_LOW = 'The customer has less store credit than that to take back.';

type Row = typeof storeCredits.$inferSelect;
/** A stored credit row as the shared credit rules read it. */
export const asCreditRow = (r: Row): CreditRow => ({
  id: r.id,
  amount: r.amount,
  grantId: r.grantId,
  expiresOn: r.expiresOn,
  createdAt: r.createdAt.toISOString(),
});

/** Every credit row of one customer, oldest first. */
export const rowsOf = (db: Executor, userId: string) =>
  db.select().from(storeCredits).where(eq(storeCredits.userId, userId)).orderBy(asc(storeCredits.createdAt));

/** The customer's credit: the balance today, each grant with what is left, and every movement. */
export async function customerCredit(db: Executor, userId: string, now: Date): Promise<StoreCredit> {
  const rows = await rowsOf(db, userId);
  const today = todayInIndia(now);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    balance: creditBalance(rows.map(asCreditRow), today),
    grants: creditGrants(rows.map(asCreditRow), today).map((g) => {
      const row = byId.get(g.id);
      return {
        ...g,
        reason: row?.reason ?? '',
        orderId: row?.orderId ?? null,
        createdAt: row?.createdAt.toISOString() ?? '',
      };
    }),
    history: rows
      .map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: r.amount,
        reason: r.reason,
        orderId: r.orderId,
        expiresOn: r.expiresOn,
        createdAt: r.createdAt.toISOString(),
      }))
      .reverse(),
  };
}

/**
 * Takes up to `amount` from the customer's credit, oldest grant first, each 'spend' row naming
 * its grant; never more than the balance. Returns what was taken. Run it in the transaction that
 * uses the money: the customer's row is locked so two checkouts cannot spend the same credit.
 */
export async function spendCredit(
  tx: Executor,
  input: { userId: string; amount: number; orderId: string | null; reason: string; now: Date },
  kind: 'spend' | 'adjust' = 'spend',
  staffId: string | null = null,
): Promise<number> {
  await lockCustomer(tx, input.userId);
  const rows = (await rowsOf(tx, input.userId)).map(asCreditRow);
  const plan = planCreditSpend(rows, input.amount, todayInIndia(input.now));
  if (plan.length > 0)
    await tx.insert(storeCredits).values(
      plan.map((p) => ({
        userId: input.userId,
        orderId: input.orderId,
        kind,
        grantId: p.grantId,
        amount: -p.amount,
        expiresOn: p.expiresOn,
        reason: input.reason,
        staffId,
        createdAt: input.now,
      })),
    );
  return plan.reduce((sum, p) => sum + p.amount, 0);
}

/** The customer with this id, or 404 (also for an id that is not a uuid). */
export async function knownCustomer(db: Executor, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw notFound(CUSTOMER_NOT_FOUND);
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  return customer;
}

export type CreditAdjustment = { customerId: string; amount: number; reason: string };
type StaffActor = { staffId: string; ip: string; now: Date; validityDays: number };

/**
 * Staff add credit (a new grant valid for the usual days) or take some back (oldest first,
 * refused when the customer has less), with a reason, audited in the same transaction.
 */
export async function adjustCredit(
  db: Db,
  change: CreditAdjustment,
  actor: StaffActor,
): Promise<StoreCredit> {
  if (!isUuid(change.customerId)) throw notFound(CUSTOMER_NOT_FOUND);
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, change.customerId));
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    const before = await customerCredit(tx, customer.id, actor.now);
    if (change.amount > 0) {
      await tx.insert(storeCredits).values({
        userId: customer.id,
        kind: 'adjust',
        amount: change.amount,
        expiresOn: addDays(todayInIndia(actor.now), actor.validityDays),
        reason: change.reason,
        staffId: actor.staffId,
        createdAt: actor.now,
      });
    } else {
      if (before.balance < -change.amount) throw conflict(CREDIT_TOO_LOW);
      const input = {
        userId: customer.id,
        amount: -change.amount,
        orderId: null,
        reason: change.reason,
        now: actor.now,
      };
      await spendCredit(tx, input, 'adjust', actor.staffId);
    }
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'credit.adjust',
      entity: 'customer',
      entityId: customer.id,
      before: { balance: before.balance },
      after: { balance: before.balance + change.amount, amount: change.amount, reason: change.reason },
      ip: actor.ip,
      at: actor.now,
    });
  });
  return customerCredit(db, customer.id, actor.now);
}
