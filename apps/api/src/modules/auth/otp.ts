import { randomInt, randomUUID } from 'node:crypto';
import {
  OTP_EXPIRED,
  OTP_INVALID,
  OTP_NOT_SENT,
  OTP_RULES,
  OTP_SENT,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_USED,
  type OtpSent,
  otpCooldownMessage,
  otpLimitMessage,
  otpSmsText,
} from '@vastra/shared/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { SmsLog, SmsSender } from '../../integrations/sms/index.ts';
import { hmacSha256Hex, sameHex } from '../../lib/crypto.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

export type OtpDeps = {
  db: Db;
  now: Date;
  secret: string;
  /** Codes one network may ask for in an hour (OTP_PER_IP_PER_HOUR; default OTP_RULES). */
  perIpPerHour?: number;
  /** Codes one mobile number may ask for in an hour (OTP_PER_NUMBER_PER_HOUR; default OTP_RULES). */
  perNumberPerHour?: number;
};

/**
 * A fixed-window counter in rate_limits on the app's clock (tests move it), shared by every
 * server process. A window whose end lies further ahead than its length (the clock was moved
 * back) counts as over. Returns the count including this hit and the ms left in the window.
 */
async function hitWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; ttl: number }> {
  const at = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const result = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${at}::timestamptz or rate_limits.reset_at > ${resetAt}::timestamptz
        then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${at}::timestamptz or rate_limits.reset_at > ${resetAt}::timestamptz
        then ${resetAt}::timestamptz else rate_limits.reset_at end
    returning count, reset_at`);
  const row = result.rows[0];
  const ends = row ? new Date(row.reset_at).getTime() : now.getTime() + windowMs;
  return { count: Number(row?.count ?? 1), ttl: Math.max(0, ends - now.getTime()) };
}

function tooMany(message: string, ttlMs: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / SECOND));
  return new AppError('RATE_LIMITED', message, { mobile: message }, { retryAfterSeconds });
}

function hashCode(secret: string, codeId: string, code: string): string {
  return hmacSha256Hex(secret, `${codeId}:${code}`);
}

/**
 * Login step 1: checks the limits (per network, 30 s between codes, per number per hour), then
 * stores a fresh code (hashed; it replaces any earlier one) and sends it by SMS.
 */
export async function requestOtp(
  deps: OtpDeps & { sms: SmsSender; log: SmsLog },
  input: { mobile: string; ip: string },
): Promise<OtpSent> {
  const { db, now } = deps;
  const perIp = await hitWindow(db, `otp:ip:${input.ip}`, HOUR, now);
  if (perIp.count > (deps.perIpPerHour ?? OTP_RULES.perIpPerHour)) {
    throw tooMany(otpLimitMessage('this network', Math.ceil(perIp.ttl / 60_000)), perIp.ttl);
  }
  // Only requests past the cooldown count towards the hourly limit, so a double click costs nothing.
  const cooldown = await hitWindow(
    db,
    `otp:wait:${input.mobile}`,
    OTP_RULES.resendAfterSeconds * SECOND,
    now,
  );
  if (cooldown.count > 1) {
    throw tooMany(otpCooldownMessage(Math.max(1, Math.ceil(cooldown.ttl / SECOND))), cooldown.ttl);
  }
  const perNumber = await hitWindow(db, `otp:mobile:${input.mobile}`, HOUR, now);
  if (perNumber.count > (deps.perNumberPerHour ?? OTP_RULES.perNumberPerHour)) {
    throw tooMany(otpLimitMessage('this mobile number', Math.ceil(perNumber.ttl / 60_000)), perNumber.ttl);
  }

  const code = String(randomInt(0, 1_000_000)).padStart(OTP_RULES.length, '0');
  const id = randomUUID();
  // One code per number at a time: the new one replaces the old, so "the latest code" never
  // depends on ordering timestamps from a clock that tests move.
  await db.transaction(async (tx) => {
    await tx.delete(otpCodes).where(eq(otpCodes.mobile, input.mobile));
    await tx.insert(otpCodes).values({
      id,
      mobile: input.mobile,
      codeHash: hashCode(deps.secret, id, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_RULES.validMinutes * 60 * SECOND),
    });
  });
  try {
    await deps.sms.sendOtp({ mobile: input.mobile, otp: code, text: otpSmsText(code) });
  } catch {
    // The sender has logged the cause; an unsent code must not be guessable either.
    await db.delete(otpCodes).where(eq(otpCodes.id, id));
    throw new AppError('UNAVAILABLE', OTP_NOT_SENT);
  }
  return {
    message: OTP_SENT,
    expiresInSeconds: OTP_RULES.validMinutes * 60,
    resendAfterSeconds: OTP_RULES.resendAfterSeconds,
  };
}

/**
 * Uses up the latest code of a mobile number inside the caller's transaction: right once, before
 * it expires, at most five wrong tries (counted even though the call then fails). Returns null
 * when the code was right, else the message to show.
 */
export async function consumeOtp(
  tx: Tx,
  deps: Pick<OtpDeps, 'now' | 'secret'>,
  input: { mobile: string; otp: string },
): Promise<string | null> {
  // FOR UPDATE: parallel guesses queue up, so none escapes the count and a code works once.
  const [code] = await tx
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.mobile, input.mobile))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  if (!code) return OTP_INVALID;
  if (code.consumedAt) return OTP_USED;
  if (code.attempts >= OTP_RULES.maxWrongAttempts) return OTP_TOO_MANY_ATTEMPTS;
  if (code.expiresAt.getTime() <= deps.now.getTime()) return OTP_EXPIRED;
  if (!sameHex(hashCode(deps.secret, code.id, input.otp), code.codeHash)) {
    const attempts = code.attempts + 1;
    await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, code.id));
    return attempts >= OTP_RULES.maxWrongAttempts ? OTP_TOO_MANY_ATTEMPTS : OTP_INVALID;
  }
  await tx.update(otpCodes).set({ consumedAt: deps.now }).where(eq(otpCodes.id, code.id));
  return null;
}

type Outcome = { ok: true; userId: string; isNewCustomer: boolean } | { ok: false; message: string };

/**
 * Login step 2: checks the code (consumeOtp) and returns the customer, created on their first
 * login.
 */
export async function verifyOtp(
  deps: OtpDeps,
  input: { mobile: string; otp: string },
): Promise<{ userId: string; isNewCustomer: boolean }> {
  const { now } = deps;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const problem = await consumeOtp(tx, deps, input);
    if (problem) return { ok: false, message: problem };
    const [created] = await tx
      .insert(users)
      .values({ mobile: input.mobile, createdAt: now })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (created) return { ok: true, userId: created.id, isNewCustomer: true };
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile));
    if (!existing) throw new Error('user vanished during login');
    return { ok: true, userId: existing.id, isNewCustomer: false };
  });
  if (!outcome.ok) throw badRequest(outcome.message, { otp: outcome.message });
  return { userId: outcome.userId, isNewCustomer: outcome.isNewCustomer };
}
