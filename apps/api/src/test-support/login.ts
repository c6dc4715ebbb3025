import type { TestContext } from './app.ts';

export type LoggedIn = { token: string; userId: string };

const cache = new WeakMap<TestContext, Map<string, LoggedIn>>();
let ipCounter = 0;

/** A different client address per login (198.18.0.0/15 is reserved for tests), so the per-network OTP limit never trips. */
function nextIp(): string {
  ipCounter += 1;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** `Authorization` header for app.inject: `headers: auth(token)`. */
export function auth(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Logs in as the customer with this mobile through the real OTP flow (code read from
 * GET /api/dev/sms-outbox), creating the customer on first use. Returns their bearer token and id.
 *
 * - Calling it again for the same mobile returns the same session while it still works (so a
 *   beforeEach login does not trip the 30 s resend rule); `{ fresh: true }` forces a new session.
 * - When a new code is refused for the 30 s resend rule, it moves ctx.clock past the wait and
 *   asks again; the hourly limit (5 codes per number) is not worked around: it throws.
 */
export async function loginAs(
  ctx: TestContext,
  mobile: string,
  opts: { fresh?: boolean } = {},
): Promise<LoggedIn> {
  const known = cache.get(ctx) ?? new Map<string, LoggedIn>();
  cache.set(ctx, known);
  const previous = known.get(mobile);
  if (previous && !opts.fresh) {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(previous.token) });
    if (me.statusCode === 200) return previous;
  }

  const { otp, remoteAddress } = await receiveCode(ctx, mobile);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    payload: { mobile, otp },
    remoteAddress,
  });
  if (verified.statusCode !== 200) {
    throw new Error(`loginAs(${mobile}): verify answered ${verified.statusCode} ${verified.body}`);
  }
  const { token, user } = verified.json() as { token: string; user: { id: string } };
  const session = { token, userId: user.id };
  known.set(mobile, session);
  return session;
}

/**
 * Asks for a login code for this mobile (from a fresh test address) and reads it from the
 * development SMS outbox. A refusal for the 30 s resend rule moves ctx.clock past the wait.
 */
export async function receiveCode(
  ctx: TestContext,
  mobile: string,
): Promise<{ otp: string; remoteAddress: string }> {
  const remoteAddress = nextIp();
  const ask = () =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { mobile }, remoteAddress });
  let sent = await ask();
  const waitSeconds = sent.statusCode === 429 ? sent.json().error.retryAfterSeconds : undefined;
  if (typeof waitSeconds === 'number' && waitSeconds <= 30) {
    ctx.clock.advance(waitSeconds * 1000);
    sent = await ask();
  }
  if (sent.statusCode !== 200)
    throw new Error(`receiveCode(${mobile}): OTP request answered ${sent.statusCode} ${sent.body}`);
  const outbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  const body: string | undefined = outbox.json().messages?.[0]?.body;
  const otp = body?.match(/\b(\d{6})\b/)?.[1];
  if (!otp)
    throw new Error(`receiveCode(${mobile}): no OTP in the SMS outbox (${outbox.statusCode} ${outbox.body})`);
  return { otp, remoteAddress };
}
