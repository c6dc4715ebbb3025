import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashToken } from '../../plugins/auth.ts';
import { type StaffUser, staffFromToken } from '../../plugins/staff-auth.ts';
import { consumeOtp } from '../auth/index.ts';

/** A staff sign-in lasts one working day; the next day starts with a new code. */
export const STAFF_SESSION_MS = 12 * 3600_000;

/** Said to anyone who is not active staff, without telling whether the number is known. */
export const NOT_STAFF = 'This mobile number is not registered as staff.';

/**
 * Staff sign-in step 2 (the code is sent by the customers' /api/auth/otp): checks the code, then
 * that the number belongs to active staff, and starts a staff session, separate from any customer
 * session of the same number.
 */
export async function signInStaff(
  db: Db,
  input: { mobile: string; otp: string },
  ctx: { now: Date; secret: string; ip: string },
): Promise<{ token: string; staff: StaffUser }> {
  const token = randomToken(32);
  const problem = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.mobile, input.mobile), eq(staff.active, true)));
    const wrongCode = await consumeOtp(tx, { now: ctx.now, secret: ctx.secret }, input);
    if (wrongCode) return wrongCode;
    if (!member) return NOT_STAFF;
    await tx.insert(staffSessions).values({
      staffId: member.id,
      tokenHash: hashToken(token),
      ip: ctx.ip,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + STAFF_SESSION_MS),
    });
    return null;
  });
  if (problem) throw badRequest(problem, { otp: problem });
  const who = await staffFromToken(db, token, ctx.now);
  if (!who) throw new Error('staff session vanished after sign-in');
  return { token, staff: who };
}

/** Ends a staff session (sign out); its token answers 401 from now on. */
export async function signOutStaff(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}
