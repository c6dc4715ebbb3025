import { formatOrderDate, formatRupees, type IsoDate } from '@vastra/shared/rules';
import type { Membership, MembershipVerify } from '@vastra/shared/schemas';
import { and, eq, like } from 'drizzle-orm';
import { memberships, notificationOutbox } from '../../db/schema/index.ts';
import { type Notifier, notifyShop, type ShopNotice } from '../notifications/index.ts';
import { getSettings } from '../system/index.ts';
import { type MembershipDeps, toMembership, verifyMembershipPayment } from './membership.ts';

type MembershipRow = typeof memberships.$inferSelect;

/** The line naming the membership in the shop's e-mail; also how a sent notice is recognised. */
const NOTICE_ID_LABEL = 'Membership id:';

const dateOrDash = (date: IsoDate | null) => (date ? formatOrderDate(date) : '-');

/** The shop's e-mail about a new member (the card to issue), sent once the fee is paid. */
function membershipNotice(membership: Membership, row: MembershipRow): ShopNotice {
  return {
    kind: 'membership',
    subject: `Membership ${membership.planName} (plan ${membership.plan}): ${row.name}`,
    replyTo: row.email,
    text: [
      `${NOTICE_ID_LABEL} ${membership.id}`,
      `Plan: ${membership.plan} ${membership.planName}, ${membership.discountPct}% off rent`,
      `Fee paid: ${formatRupees(membership.amount)}`,
      `Valid: ${dateOrDash(membership.startsOn)} to ${dateOrDash(membership.endsOn)}`,
      '',
      `Name: ${row.name}`,
      `Mobile: ${row.mobile}`,
      `E-mail: ${row.email}`,
      `City: ${row.city}`,
      `Pincode: ${row.pincode}`,
    ].join('\n'),
  };
}

/**
 * E-mails the shop about an active membership once, whichever confirmed it first (the browser's
 * verify or the gateway's webhook): a notice already in the outbox for this id is not repeated.
 */
async function notifyNewMember(notifier: Notifier, membershipId: string): Promise<void> {
  const [row] = await notifier.db.select().from(memberships).where(eq(memberships.id, membershipId));
  if (row?.status !== 'active') return;
  const [sent] = await notifier.db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.kind, 'membership'),
        like(notificationOutbox.body, `${NOTICE_ID_LABEL} ${membershipId}%`),
      ),
    )
    .limit(1);
  if (sent) return;
  const settings = await getSettings(notifier.db);
  await notifyShop(notifier, membershipNotice(toMembership(row, settings), row));
}

/** POST /api/membership/verify as a whole: the payment activates the plan, then the shop hears of it. */
export async function verifyAndAnnounceMembership(
  deps: MembershipDeps,
  notifier: Notifier,
  userId: string,
  input: MembershipVerify,
): Promise<Membership> {
  const membership = await verifyMembershipPayment(deps, userId, input);
  await notifyNewMember(notifier, membership.id);
  return membership;
}
