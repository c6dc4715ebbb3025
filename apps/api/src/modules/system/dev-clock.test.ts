import { addDays, todayInIndia } from '@vastra/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';

/** The earliest event date the product page offers, as the server's clock puts it. */
async function earliestEventDate(ctx: TestContext, headers: Record<string, string> = {}) {
  const list = await ctx.app.inject({ method: 'GET', url: '/api/products?type=rent&limit=1' });
  const code = list.json().items[0].code as string;
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${code}/booked-dates`, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('a browser test may ask for another moment (DEV_CLOCK)', () => {
  let on: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestApp({ DEV_CLOCK: 'true' }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
  });

  it('answers a request carrying X-Dev-Clock as if it were that moment, and no other request', async () => {
    const shifted = await earliestEventDate(on, { 'x-dev-clock': '2027-01-10T23:30:00+05:30' });
    expect(shifted.body.earliestEventDate).toBe('2027-01-12');
    const plain = await earliestEventDate(on);
    expect(plain.body.earliestEventDate).toBe(addDays(todayInIndia(on.clock.now), 2));
  });

  it('refuses a moment it cannot read, saying how to write one', async () => {
    for (const bad of ['tomorrow', '2027-01-10', '2027-02-30T10:00:00Z']) {
      const res = await earliestEventDate(on, { 'x-dev-clock': bad });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/X-Dev-Clock must be a date and time with its zone/);
    }
  });

  it('ignores the header when DEV_CLOCK is off', async () => {
    const res = await earliestEventDate(off, { 'x-dev-clock': '2027-01-10T10:00:00+05:30' });
    expect(res.body.earliestEventDate).toBe(addDays(todayInIndia(off.clock.now), 2));
  });
});
