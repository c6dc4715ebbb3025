import type { IsoDate } from '@vastra/shared/rules';
import { and, eq, gte, isNull, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { perConnection } from '../../db/prepared.ts';
import { memberships } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

/**
 * The best discount on rent, in percent, of a customer's active plans whose year has not ended
 * (null when none), as a scalar sub-query: a checkout reads it in the same statement as its other
 * facts. `userId` is a column or a placeholder, `today` a placeholder or a date.
 */
export function membershipDiscountSql(userId: AnyPgColumn | Placeholder, today: Placeholder | IsoDate) {
  return sql<number | null>`(select max(${memberships.discountPct}) from ${memberships} where ${and(
    eq(memberships.userId, userId),
    eq(memberships.status, 'active'),
    gte(memberships.endsOn, today),
    or(isNull(memberships.startsOn), lte(memberships.startsOn, today)),
  )})`;
}

const membershipDiscountQuery = perConnection((db: Executor) =>
  db
    .select({ pct: membershipDiscountSql(sql.placeholder('userId'), sql.placeholder('today')) })
    .from(sql`(select 1) as one`)
    .prepare('membership_discount'),
);

/**
 * The customer's membership discount on rent, in percent: the best active plan whose year has
 * not ended (members get their plan's discount on rent only), else 0. activeMembershipDiscount(db, id, '2026-12-01') → 7.
 */
export async function activeMembershipDiscount(
  db: Executor,
  userId: string,
  today: IsoDate,
): Promise<number> {
  const [row] = await membershipDiscountQuery(db).execute({ userId, today });
  return Number(row?.pct ?? 0);
}
