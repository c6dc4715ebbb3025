import type { IsoDate } from '@vastra/shared/rules';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { perConnection } from '../../db/prepared.ts';
import { memberships } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

const membershipDiscountQuery = perConnection((db: Executor) =>
  db
    .select({ pct: sql<number | null>`max(${memberships.discountPct})` })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.status, 'active'),
        gte(memberships.endsOn, sql.placeholder('today')),
        or(isNull(memberships.startsOn), lte(memberships.startsOn, sql.placeholder('today'))),
      ),
    )
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
