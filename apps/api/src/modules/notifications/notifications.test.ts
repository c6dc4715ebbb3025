import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema/index.ts';
import { LOCAL_WHATSAPP_SECRET } from '../../integrations/whatsapp/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { ADDRESS, eventIn, newKey, payOrder, pickPiece, rentIntoCart } from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { signInAsStaff } from '../../test-support/staff.ts';
import { queueDueReminders } from './reminders.ts';
import { channelsFor, dueMessageIds, sendMessage } from './send.ts';
import { LOCAL_MSG91_WEBHOOK_SECRET } from './webhook-routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const silent = pino({ level: 'silent' });
const firstTry = { id: 'job', retryCount: 0, retryLimit: 5 };

async function rentAndPay(who: Customer, opts: { whatsappOptIn?: boolean; days?: number } = {}) {
  await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), eventIn(ctx, opts.days ?? 40));
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who.headers, 'idempotency-key': newKey() },
    payload: { address: ADDRESS, deliveryType: 'pickup', whatsappOptIn: opts.whatsappOptIn ?? false },
  });
  expect(placed.statusCode).toBe(201);
  const body = placed.json();
  expect((await payOrder(ctx, who, body.order.id, body.payment.gatewayOrderId)).statusCode).toBe(200);
  return body.order as { id: string; billNo: string };
}

async function messagesOf(orderId: string) {
  return ctx.app.db.select().from(messages).where(eq(messages.orderId, orderId));
}

/** Runs what the send jobs would: every due message once (twice to show a retry sends nothing more). */
async function sendDue(times = 1) {
  const channels = channelsFor(ctx.app.deps.env, ctx.app.db, silent);
  for (let i = 0; i < times; i += 1) {
    for (const id of await dueMessageIds(ctx.app.db, ctx.clock.now)) {
      await sendMessage(ctx.app.db, channels, 'https://vastra.test', id, firstTry, ctx.clock.now);
    }
  }
}

async function outbox(mobile: string, channel: 'sms' | 'whatsapp') {
  const res = await ctx.app.inject({
    url: `/api/dev/sms-outbox?mobile=${mobile}&kind=message&channel=${channel}`,
  });
  return (res.json().messages as { body: string }[]).map((m) => m.body);
}

describe('an order confirmed', () => {
  it('sends the customer exactly one SMS with the order link, none on WhatsApp without consent, and tells the branch', async () => {
    const staffer = await signInAsStaff(ctx, 'staff', ['KDV']);
    const who = await createCustomer(ctx);
    const order = await rentAndPay(who);
    const queued = await messagesOf(order.id);
    const customer = queued.filter((m) => m.audience === 'customer');
    // SMS always; e-mail because checkout gave an address; WhatsApp not without consent.
    expect(customer.map((m) => `${m.event}/${m.channel}`).sort()).toEqual([
      'order_confirmed/email',
      'order_confirmed/sms',
    ]);
    await sendDue(2);
    const sms = await outbox(who.mobile, 'sms');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`order ${order.billNo} is confirmed`);
    expect(sms[0]).toContain(`https://vastra.test/order/${order.id}`);
    expect(await outbox(who.mobile, 'whatsapp')).toEqual([]);
    const toStaff = queued.filter((m) => m.event === 'staff_new_order');
    expect(toStaff[0]?.body).toContain(order.billNo);
    // The owners hear of every order; a staff member only of their own branch's.
    const branch = await ctx.app.db.execute<{ code: string }>(
      sql`select b.code from orders o join branches b on b.id = o.branch_id where o.id = ${order.id}`,
    );
    const recipients = toStaff.map((m) => m.recipient);
    expect(recipients).toContain('9000000001');
    expect(recipients.includes(staffer.mobile)).toBe(branch.rows[0]?.code === 'KDV');
  });

  it('adds WhatsApp after the checkout opt-in, in Hindi for a Hindi-speaking customer, and records the consent', async () => {
    const who = await createCustomer(ctx);
    await ctx.app.db.update(users).set({ language: 'hi' }).where(eq(users.id, who.userId));
    const order = await rentAndPay(who, { whatsappOptIn: true });
    const prefs = await ctx.app.inject({ url: '/api/me/notifications', headers: who.headers });
    expect(prefs.json()).toMatchObject({ language: 'hi', whatsapp: true, email: true });
    await sendDue();
    const [wa] = await outbox(who.mobile, 'whatsapp');
    expect(wa).toContain(`आपका ऑर्डर ${order.billNo} पक्का हो गया है`);
    const [sms] = await outbox(who.mobile, 'sms');
    expect(sms).toContain('पक्का');

    // Switched off in the account: the consent ledger keeps both choices, and no WhatsApp follows.
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: who.headers,
      payload: { whatsapp: false },
    });
    expect(off.json().whatsapp).toBe(false);
    const ledger = await ctx.app.db.execute<{ granted: string; source: string }>(
      sql`select granted, source from consents where user_id = ${who.userId} order by seq`,
    );
    expect(ledger.rows).toEqual([
      { granted: 'yes', source: 'checkout' },
      { granted: 'no', source: 'account' },
    ]);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: who.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await messagesOf(order.id)).filter((m) => m.event === 'order_cancelled');
    expect(after.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(after[0]?.body).toContain('रद्द');
  });
});

describe('reminders', () => {
  it('are queued two days before delivery at 10:00 India time, and a late run waits out quiet hours', async () => {
    const who = await createCustomer(ctx);
    const order = await rentAndPay(who, { days: 30 });
    const [line] = await ctx.app.db
      .execute<{ delivery: string }>(
        sql`select delivery_date as delivery from order_lines where order_id = ${order.id}`,
      )
      .then((r) => r.rows);
    const twoDaysBefore = new Date(Date.parse(`${line!.delivery}T00:00:00Z`) - 2 * 86_400_000);
    // 09:59 IST that day: not yet.
    ctx.clock.set(new Date(twoDaysBefore.getTime() + (9 * 60 + 59 - 330) * 60_000).toISOString());
    await queueDueReminders(ctx.app.db, ctx.clock.now);
    expect((await messagesOf(order.id)).some((m) => m.event === 'before_delivery')).toBe(false);
    // 22:30 IST the same day (the job was down all day): queued now, sent at 09:00 the next morning.
    ctx.clock.set(new Date(twoDaysBefore.getTime() + (22 * 60 + 30 - 330) * 60_000).toISOString());
    await queueDueReminders(ctx.app.db, ctx.clock.now);
    await queueDueReminders(ctx.app.db, ctx.clock.now);
    const reminders = (await messagesOf(order.id)).filter(
      (m) => m.event === 'before_delivery' && m.channel === 'sms',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.sendAfter.toISOString()).toBe(
      new Date(twoDaysBefore.getTime() + (24 * 60 + 9 * 60 - 330) * 60_000).toISOString(),
    );
    expect(reminders[0]!.body).toContain('Are your measurements still right?');
    expect(await dueMessageIds(ctx.app.db, ctx.clock.now)).not.toContain(reminders[0]!.id);
  });
});

describe('a vendor that fails', () => {
  it('is retried, and the last allowed attempt leaves the message failed with its error', async () => {
    const who = await createCustomer(ctx);
    const order = await rentAndPay(who);
    const [sms] = (await messagesOf(order.id)).filter((m) => m.audience === 'customer');
    const failing = {
      ...channelsFor(ctx.app.deps.env, ctx.app.db, silent),
      sms: {
        kind: 'msg91' as const,
        sendOtp: async () => {},
        sendTemplate: async () => Promise.reject(new Error('MSG91 answered 500')),
      },
    };
    await expect(sendMessage(ctx.app.db, failing, '', sms!.id, firstTry, ctx.clock.now)).rejects.toThrow(
      '500',
    );
    const [retrying] = await ctx.app.db.select().from(messages).where(eq(messages.id, sms!.id));
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: 'MSG91 answered 500' });
    await expect(
      sendMessage(
        ctx.app.db,
        failing,
        '',
        sms!.id,
        { id: 'job', retryCount: 5, retryLimit: 5 },
        ctx.clock.now,
      ),
    ).rejects.toThrow();
    const [failed] = await ctx.app.db.select().from(messages).where(eq(messages.id, sms!.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('delivery reports', () => {
  it('mark SMS delivered and WhatsApp read when signed, and refuse a bad signature with 401', async () => {
    const who = await createCustomer(ctx);
    const order = await rentAndPay(who, { whatsappOptIn: true });
    await sendDue();
    const sent = await messagesOf(order.id);
    const sms = sent.find((m) => m.channel === 'sms' && m.audience === 'customer')!;
    const wa = sent.find((m) => m.channel === 'whatsapp')!;

    const report = JSON.stringify({ data: [{ requestId: sms.vendorId, report: [{ status: '1' }] }] });
    const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91',
      headers: { 'content-type': 'application/json', 'x-vastra-signature': sign('wrong-secret', report) },
      payload: report,
    });
    expect(forged.statusCode).toBe(401);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/msg91',
      headers: {
        'content-type': 'application/json',
        'x-vastra-signature': sign(LOCAL_MSG91_WEBHOOK_SECRET, report),
      },
      payload: report,
    });
    expect(ok.json()).toEqual({ applied: 1 });

    const notice = JSON.stringify({
      entry: [{ changes: [{ value: { statuses: [{ id: wa.vendorId, status: 'read' }] } }] }],
    });
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: notice,
    });
    expect(unsigned.statusCode).toBe(401);
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': `sha256=${sign(LOCAL_WHATSAPP_SECRET, notice)}`,
      },
      payload: notice,
    });
    expect(signed.statusCode).toBe(200);
    const after = await messagesOf(order.id);
    expect(after.find((m) => m.id === sms.id)?.status).toBe('delivered');
    expect(after.find((m) => m.id === wa.id)?.status).toBe('read');
  });
});
