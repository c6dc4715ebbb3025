import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { createLoggedApp, type LoggedApp } from '../../test-support/logged-app.ts';

let logged: LoggedApp;
let app: App;
let lines: string[];

beforeAll(async () => {
  // A failing statement whose parameter is a mobile number (a duplicate customer).
  logged = await createLoggedApp((server) =>
    server.post('/api/test-only/duplicate-user', async () => {
      await server.db.insert(users).values({ mobile: '9811122233' });
      await server.db.insert(users).values({ mobile: '9811122233' });
      return {};
    }),
  );
  ({ app, lines } = logged);
});
afterAll(() => logged.close());

describe('logs carry no personal data', () => {
  it('no mobile number, login code, token, name or address reaches the log', async () => {
    const mobile = '9876512345';
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { mobile },
      remoteAddress: '198.18.9.1',
    });
    expect(asked.statusCode).toBe(200);
    const outbox = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
    const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0].body)?.[1] ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { mobile, otp } });
    expect(verified.statusCode).toBe(200);
    const token: string = verified.json().token;
    const headers = { authorization: `Bearer ${token}` };
    await app.inject({ method: 'GET', url: '/api/me', headers });
    await app.inject({
      method: 'PUT',
      url: '/api/me',
      headers,
      payload: { firstName: 'Sunayana', lastName: 'Kulkarni', email: 'sunayana@example.in' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sunayana Kulkarni', email: 'sunayana@example.in', message: 'Flat 7, Ganesh Kripa' },
    });
    const failed = await app.inject({ method: 'POST', url: '/api/test-only/duplicate-user' });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('request failed');
    for (const secret of [mobile, otp, token, 'Sunayana', 'Kulkarni', 'Ganesh Kripa', '9811122233']) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
