import { formatOrderDate, type IsoDate, todayInIndia } from '@vastra/shared/rules';
import type { Db } from '../../db/client.ts';
import { notifyCustomer, ORIGIN } from '../notifications/index.ts';
import { assertOrganiser, memberStatuses, type PartyRow } from './parties.ts';

/**
 * POST /api/parties/:code/reminders: the organiser nudges every member who has not chosen or not
 * paid, through the notification queue. A member hears at most once a day however often it is
 * pressed. Answers the first names of those newly reminded.
 */
export async function remindMembers(db: Db, party: PartyRow, organiserId: string, now: Date) {
  assertOrganiser(party, organiserId);
  const statuses = await memberStatuses(db, party);
  const organiser = statuses.find((s) => s.organiser)?.firstName ?? 'Your organiser';
  const waiting = statuses.filter((s) => !s.organiser && !s.paid);
  const day = todayInIndia(now);
  const reminded: string[] = [];
  await db.transaction(async (tx) => {
    for (const member of waiting) {
      const made = await notifyCustomer(tx, member.memberId, {
        event: 'party_reminder',
        step: `${party.id}:${day}`,
        variables: {
          name: member.firstName,
          organiser,
          party: party.name,
          eventDate: formatOrderDate(party.eventDate as IsoDate),
          link: `${ORIGIN}/party/${party.code}`,
        },
        at: now,
      });
      if (made > 0) reminded.push(member.firstName);
    }
  });
  return { reminded };
}
