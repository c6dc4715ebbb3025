import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MOBILE_MESSAGE,
  OTP_EXPIRED,
  OTP_INVALID,
  OTP_MESSAGE,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_USED,
} from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { otpCodes, sessions, users } from '../../db/schema/index.ts';
import { createSmsSender, devOutboxEnabled } from '../../integrations/sms/index.ts';
import { hashToken } from '../../plugins/auth.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { auth, loginAs } from '../../test-support/login.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let ipCounter = 0;
/** Each test's own client address, so the per-network limit only trips where a test wants it. */
const freshIp = () => `203.0.113.${++ipCounter}`;

async function askOtp(mobile: string, remoteAddress = freshIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { mobile }, remoteAddress });
}

/** The code of the newest SMS to this number, read as a developer would. */
async function latestCode(mobile: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  expect(res.statusCode).toBe(200);
  const body: string = res.json().messages[0].body;
  return body.slice(0, 6);
}

async function verify(mobile: string, otp: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { mobile, otp } });
}

describe('one-time password', () => {
  it('refuses a malformed mobile number or code with the spec message', async () => {
    const bad = await askOtp('98765');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.mobile).toBe(MOBILE_MESSAGE);
    const badOtp = await verify('9876500001', '12ab');
    expect(badOtp.statusCode).toBe(400);
    expect(badOtp.json().error.fields.otp).toBe(OTP_MESSAGE);
  });

  it('sends a code, stores only its hash, and logs in a new customer once', async () => {
    const mobile = '9876500002';
    const sent = await askOtp(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ expiresInSeconds: 600, resendAfterSeconds: 30 });

    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
    const message = outbox.json().messages[0];
    expect(message.body).toMatch(/^\d{6} is your Vastra login OTP\. It is valid for 10 minutes\./);
    const code = message.body.slice(0, 6);
    const [stored] = await ctx.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    expect(await ctx.app.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
    const ok = await verify(mobile, code);
    expect(ok.statusCode).toBe(200);
    const login = ok.json();
    expect(login.isNewCustomer).toBe(true);
    expect(login.user).toMatchObject({ mobile, firstName: '', photoUrl: null });
    expect(login.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await ctx.app.db.select().from(sessions).where(eq(sessions.userId, login.user.id));
    expect(session?.tokenHash).toBe(hashToken(login.token));
    expect(session!.expiresAt.getTime() - ctx.clock.now.getTime()).toBe(90 * 24 * 3600_000);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(login.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(login.user.id);

    const again = await verify(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.otp).toBe(OTP_USED);

    ctx.clock.advance(30_000);
    await askOtp(mobile);
    const second = await verify(mobile, await latestCode(mobile));
    expect(second.json()).toMatchObject({ isNewCustomer: false, user: { id: login.user.id } });
  });

  it('expires a code after 10 minutes', async () => {
    const mobile = '9876500003';
    await askOtp(mobile);
    const code = await latestCode(mobile);
    ctx.clock.advance(10 * 60_000);
    const res = await verify(mobile, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { otp: OTP_EXPIRED } });
  });

  it('accepts a code just before it expires', async () => {
    const mobile = '9876500004';
    await askOtp(mobile);
    const code = await latestCode(mobile);
    ctx.clock.advance(10 * 60_000 - 1000);
    expect((await verify(mobile, code)).statusCode).toBe(200);
  });

  it('kills a code on the fifth wrong try', async () => {
    const mobile = '9876500005';
    await askOtp(mobile);
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await verify(mobile, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.otp).toBe(OTP_INVALID);
    }
    const fifth = await verify(mobile, wrong);
    expect(fifth.json().error.fields.otp).toBe(OTP_TOO_MANY_ATTEMPTS);
    const right = await verify(mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.fields.otp).toBe(OTP_TOO_MANY_ATTEMPTS);
  });

  it('counts parallel wrong tries without losing any', async () => {
    const mobile = '9876500006';
    await askOtp(mobile);
    const code = await latestCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 8 }, () => verify(mobile, wrong)));
    const [row] = await ctx.app.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(row?.attempts).toBe(5);
    expect((await verify(mobile, code)).json().error.fields.otp).toBe(OTP_TOO_MANY_ATTEMPTS);
  });

  it('waits 30 seconds between codes, and a new code replaces the old one', async () => {
    const mobile = '9876500007';
    const ip = freshIp();
    expect((await askOtp(mobile, ip)).statusCode).toBe(200);
    const first = await latestCode(mobile);
    const soon = await askOtp(mobile, ip);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('30');
    expect(soon.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please wait 30 seconds before asking for a new OTP.',
      retryAfterSeconds: 30,
    });
    ctx.clock.advance(29_000);
    expect((await askOtp(mobile, ip)).json().error.message).toBe(
      'Please wait 1 second before asking for a new OTP.',
    );
    ctx.clock.advance(1_000);
    expect((await askOtp(mobile, ip)).statusCode).toBe(200);
    const second = await latestCode(mobile);
    if (first !== second) expect((await verify(mobile, first)).json().error.fields.otp).toBe(OTP_INVALID);
    expect((await verify(mobile, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one number', async () => {
    const mobile = '9876500008';
    for (let i = 0; i < 5; i++) {
      expect((await askOtp(mobile)).statusCode).toBe(200);
      ctx.clock.advance(31_000);
    }
    const sixth = await askOtp(mobile);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(
      /^Too many OTP requests for this mobile number\. Please try again in \d+ minutes\.$/,
    );
    ctx.clock.advance(60 * 60_000);
    expect((await askOtp(mobile)).statusCode).toBe(200);
  });

  it('sends as many codes an hour to one number as OTP_PER_NUMBER_PER_HOUR allows', async () => {
    const roomy = await createTestApp({ OTP_PER_NUMBER_PER_HOUR: '7' });
    try {
      const ask = () =>
        roomy.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { mobile: '9876500018' } });
      for (let i = 0; i < 7; i++) {
        expect((await ask()).statusCode).toBe(200);
        roomy.clock.advance(31_000);
      }
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await roomy.close();
    }
  });

  it('sends at most 20 codes an hour to one network', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i++)
      expect((await askOtp(`97000000${String(i).padStart(2, '0')}`, ip)).statusCode).toBe(200);
    const next = await askOtp('9700000099', ip);
    expect(next.statusCode).toBe(429);
    expect(next.json().error.message).toMatch(/^Too many OTP requests for this network\./);
    expect((await askOtp('9700000099', '192.0.2.78')).statusCode).toBe(200);
  });

  it('lets the shop set its own per-network limit (OTP_PER_IP_PER_HOUR)', async () => {
    const shop = await createTestApp({ OTP_PER_IP_PER_HOUR: '2' });
    try {
      const ask = (mobile: string) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/auth/otp',
          payload: { mobile },
          remoteAddress: '192.0.2.90',
        });
      expect((await ask('9700000201')).statusCode).toBe(200);
      expect((await ask('9700000202')).statusCode).toBe(200);
      expect((await ask('9700000203')).statusCode).toBe(429);
    } finally {
      await shop.close();
    }
  });
});

describe('sessions', () => {
  it('revokes the token on logout', async () => {
    const { token } = await loginAs(ctx, '9876500010');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) });
    expect(out.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(token) })).statusCode,
    ).toBe(401);
  });

  it('answers 401 without a token and with a garbage one', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const garbage = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth('x'.repeat(43)) });
    expect(garbage.statusCode).toBe(401);
  });

  it('ends a session after 30 idle days and after 90 days whatever happens', async () => {
    const idle = await loginAs(ctx, '9876500011');
    const busy = await loginAs(ctx, '9876500012');
    const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: auth(token) });
    ctx.clock.advance(30 * 24 * 3600_000 - 60_000);
    expect((await me(busy.token)).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await me(idle.token)).statusCode).toBe(401);
    // Used every few weeks, the other session still ends 90 days after login.
    ctx.clock.advance(29 * 24 * 3600_000); // day 59
    expect((await me(busy.token)).statusCode).toBe(200);
    ctx.clock.advance(29 * 24 * 3600_000); // day 88
    expect((await me(busy.token)).statusCode).toBe(200);
    ctx.clock.advance(2 * 24 * 3600_000); // day 90
    expect((await me(busy.token)).statusCode).toBe(401);
  });

  it('loginAs reuses a working session and logs in again after logout', async () => {
    const first = await loginAs(ctx, '9876500013');
    expect(await loginAs(ctx, '9876500013')).toEqual(first);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth(first.token) });
    const second = await loginAs(ctx, '9876500013');
    expect(second.userId).toBe(first.userId);
    expect(second.token).not.toBe(first.token);
  });
});

describe('SMS senders and configuration', () => {
  type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
  let fake: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let answer: { status: number; body: object } = { status: 200, body: { type: 'success', request_id: 'r1' } };

  beforeAll(async () => {
    // A stand-in for MSG91 on 127.0.0.1: records each request and answers what the test says.
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('sends the code through MSG91 with the auth key, template and +91 number', async () => {
    const gateway = await createTestApp({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'test-auth-key',
      MSG91_TEMPLATE_ID: 'tmpl-123',
      MSG91_SENDER_ID: 'VASTRA',
      MSG91_BASE_URL: baseUrl,
    });
    try {
      const sent = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { mobile: '9876511111' },
      });
      expect(sent.statusCode).toBe(200);
      const request = seen.at(-1)!;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/api/v5/otp');
      expect(request.headers.authkey).toBe('test-auth-key');
      expect(request.body).toMatchObject({
        template_id: 'tmpl-123',
        mobile: '919876511111',
        sender: 'VASTRA',
      });
      expect(request.body.otp).toMatch(/^\d{6}$/);
      // The code the gateway was given is the one the server accepts.
      const ok = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { mobile: '9876511111', otp: request.body.otp },
      });
      expect(ok.statusCode).toBe(200);
      // No development outbox with a real sender.
      const outbox = await gateway.app.inject({
        method: 'GET',
        url: '/api/dev/sms-outbox?mobile=9876511111',
      });
      expect(outbox.statusCode).toBe(404);

      // A refusal by the gateway is a 503, and the unsent code does not work.
      answer = { status: 200, body: { type: 'error', message: 'Invalid template' } };
      gateway.clock.advance(30_000);
      const refused = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/otp',
        payload: { mobile: '9876511112' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('UNAVAILABLE');
      const unsent = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        payload: { mobile: '9876511112', otp: String(seen.at(-1)!.body.otp) },
      });
      expect(unsent.json().error.fields.otp).toBe(OTP_INVALID);
    } finally {
      answer = { status: 200, body: { type: 'success', request_id: 'r1' } };
      await gateway.close();
    }
  });

  it('refuses to start production with the console sender or without its own secrets', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SMS_PROVIDER: the console SMS sender is refused/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/DOCUMENT_KEY: required in production/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/OTP_SECRET: required in production/);
    const configured = () =>
      loadEnv({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        OTP_SECRET: 'a'.repeat(32),
        DOCUMENT_KEY: 'b'.repeat(64),
      });
    // Other parts may add production requirements of their own; none of these may be named.
    try {
      configured();
    } catch (error) {
      expect(String(error)).not.toMatch(/SMS_PROVIDER|MSG91|OTP_SECRET|DOCUMENT_KEY/);
    }
    expect(() => loadEnv({ SMS_PROVIDER: 'msg91' })).toThrow(
      /MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91/,
    );
    expect(() => loadEnv({ DOCUMENT_KEY: 'too-short' })).toThrow(/DOCUMENT_KEY must be 32 bytes/);
  });

  it('keeps the development outbox out of production', () => {
    const env = loadEnv({});
    expect(devOutboxEnabled(env)).toBe(true);
    expect(devOutboxEnabled({ ...env, NODE_ENV: 'production' })).toBe(false);
    expect(() => createSmsSender({ ...env, NODE_ENV: 'production' }, ctx.app.db, ctx.app.log)).toThrow(
      /refused in production/,
    );
  });
});
