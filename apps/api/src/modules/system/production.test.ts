import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { DEV_DOCUMENT_KEY, DEV_OTP_SECRET } from '../../lib/crypto.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer } from '../../test-support/customers.ts';

/** A production environment that is complete and safe; each test spoils one setting. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  OTP_SECRET: 'o'.repeat(40),
  DOCUMENT_KEY: 'd'.repeat(64),
  TRUST_PROXY: '1',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('production refuses unsafe settings', () => {
  it('starts with a complete, safe production environment', () => {
    expect(() => loadEnv(SAFE_PRODUCTION)).not.toThrow();
  });

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'local' }, /PAYMENT_PROVIDER: the local gateway is refused/],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'console' }, /SMS_PROVIDER: the console SMS sender is refused/],
    ['OTP_SECRET', { OTP_SECRET: DEV_OTP_SECRET }, /OTP_SECRET: is the published development secret/],
    ['DOCUMENT_KEY', { DOCUMENT_KEY: DEV_DOCUMENT_KEY }, /DOCUMENT_KEY: is the published development key/],
    ['BENCH_ROUTES', { BENCH_ROUTES: 'true' }, /BENCH_ROUTES: development routes are refused/],
    ['DEV_CLOCK', { DEV_CLOCK: 'true' }, /DEV_CLOCK: a client-chosen clock is refused/],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }, /TRUST_PROXY: true believes any X-Forwarded-For/],
  ])('names %s when it is unsafe', (_name, spoil, message) => {
    expect(() => loadEnv({ ...SAFE_PRODUCTION, ...spoil })).toThrow(message);
  });

  it('the server exits with a message naming the setting instead of starting', () => {
    const root = resolve(import.meta.dirname, '../../../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...SAFE_PRODUCTION, PAYMENT_PROVIDER: 'local', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PAYMENT_PROVIDER: the local gateway is refused in production');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the demo says payments are simulated', () => {
  it('the public settings tell every page when the gateway is the local one', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.json().paymentsSimulated).toBe(true);
  });
});

describe('the development SMS outbox', () => {
  it('shows one mobile’s messages only when asked for that mobile', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(all.statusCode).toBe(400);
    expect(all.json().error.fields.mobile).toBeDefined();
    const one = await ctx.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?mobile=9876543210' });
    expect(one.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('accepts a hop count or proxy addresses and CIDR blocks, and refuses anything else', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
    ]);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be false, a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('with one trusted hop, a forged left-most X-Forwarded-For does not escape the OTP limit', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', OTP_PER_IP_PER_HOUR: '2' });
    try {
      const ask = (i: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/otp',
          payload: { mobile: `98765${String(40_000 + i)}` },
          remoteAddress: '10.0.0.2',
          // The load balancer appends the address it saw; the client forged the first one.
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.77` },
        });
      expect((await ask(1)).statusCode).toBe(200);
      expect((await ask(2)).statusCode).toBe(200);
      const third = await ask(3);
      expect(third.statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('security headers', () => {
  it('a malformed URL is a 400 in the error shape with the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("base-uri 'none'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('the policy forbids <base> and forms posting elsewhere', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('pages, API answers and errors all carry the same full set of security headers', async () => {
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const answers = await Promise.all(
      ['/api/health', '/api/products?limit=1', '/api/nope', '/'].map((url) =>
        ctx.app.inject({ method: 'GET', url }),
      ),
    );
    const first = answers[0];
    for (const name of names) expect(first?.headers[name], name).toBeTruthy();
    for (const res of answers) {
      for (const name of names) expect(res.headers[name], name).toBe(first?.headers[name]);
    }
    expect(first?.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first?.headers['referrer-policy']).toBe('no-referrer');
    expect(first?.headers['x-powered-by']).toBeUndefined();
  });

  it('every answer to a logged-in request is no-store, errors included', async () => {
    const who = await createCustomer(ctx);
    for (const url of ['/api/me', '/api/cart', '/api/orders', '/api/products?limit=1', '/api/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: who.headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer not-a-real-session-token-000' },
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers['cache-control']).toBe('no-store');
  });
});

describe('files', () => {
  it('STORAGE_DIR defaults to a folder under DATA_DIR', () => {
    expect(loadEnv({ DATA_DIR: '/srv/vastra' }).STORAGE_DIR).toBe(join('/srv/vastra', 'storage'));
    expect(loadEnv({ DATA_DIR: '/srv/vastra', STORAGE_DIR: '/mnt/files' }).STORAGE_DIR).toBe('/mnt/files');
  });
});
