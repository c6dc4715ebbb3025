// Every event the shop tells someone about, through the real step → message row → dispatch job →
// send job → local adapter path, read back from the outboxes. One row of the table per event.
import {
  addDays,
  atIndianHour,
  formatEventDate,
  formatOrderDate,
  formatRupees,
  type IsoDate,
} from '@vastra/shared/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notificationOutbox, orderLines, smsOutbox, users } from '../../db/schema/index.ts';
import type { LocalGateway } from '../../integrations/payment/index.ts';
import type { JobContext } from '../../queue/jobs.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import {
  ADDRESS,
  eventIn,
  payOrder,
  pickPiece,
  placeOrder,
  rentIntoCart,
} from '../../test-support/commerce.ts';
import { type Customer, createCustomer } from '../../test-support/customers.ts';
import { tinyPng } from '../../test-support/images.ts';
import { multipart } from '../../test-support/multipart.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';
import { appGateway } from '../payments/index.ts';
import { dispatchMessagesJob, remindersJob, sendMessageJob } from './jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const silent = pino({ level: 'silent' });
const PUBLIC_URL = 'https://vastra.test';
type Lang = 'en' | 'hi';
type Headers = Record<string, string>;

function jobContext(): JobContext {
  const base: JobContext = {
    db: ctx.app.db,
    env: { ...ctx.app.deps.env, PUBLIC_URL },
    now: () => ctx.clock.now,
    log: silent,
    gateway: appGateway(ctx.app),
  };
  // The dispatcher's follow-up jobs run at once, as a worker would run them.
  return {
    ...base,
    send: async (name, data) => {
      expect(name).toBe(sendMessageJob.name);
      await sendMessageJob.handle(base, data as { messageId: string }, {
        id: 'job',
        retryCount: 0,
        retryLimit: 5,
      });
    },
  };
}

/** What the scheduled jobs would do now: queue due reminders, then send every due message. */
async function runJobs() {
  await remindersJob.handle(jobContext(), {}, { id: 'r', retryCount: 0, retryLimit: 2 });
  await dispatchMessagesJob.handle(jobContext(), {}, { id: 'd', retryCount: 0, retryLimit: 2 });
  // A second pass sends nothing more.
  await dispatchMessagesJob.handle(jobContext(), {}, { id: 'd2', retryCount: 0, retryLimit: 2 });
}

const post = (headers: Headers, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const staffDetail = async (headers: Headers, id: string) =>
  (await ctx.app.inject({ url: `/api/staff/orders/${id}`, headers })).json();

type Order = {
  id: string;
  billNo: string;
  lineId: string;
  branchCode: string;
  delivery: IsoDate;
  ret: IsoDate;
};

async function placed(who: Customer, days: number, deliveryType: 'home' | 'pickup' = 'pickup') {
  const piece = await pickPiece(ctx, 'men');
  await rentIntoCart(ctx, who, piece, eventIn(ctx, days));
  // Home delivery goes from the piece's branch: deliver to that branch's own pincode.
  const [branch] = (
    await ctx.app.db.execute<{ pincode: string }>(
      sql`select pincode from branches where id = ${piece.branchId}`,
    )
  ).rows;
  const res = await placeOrder(ctx, who, { deliveryType, address: { ...ADDRESS, zipCode: branch?.pincode } });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  return {
    id: body.order.id as string,
    billNo: body.order.billNo as string,
    gatewayOrderId: body.payment.gatewayOrderId as string,
  };
}

async function orderOf(id: string, billNo: string): Promise<Order> {
  const rows = await ctx.app.db.execute<{ line: string; code: string; delivery: IsoDate; ret: IsoDate }>(
    sql`select l.id as line, b.code, l.delivery_date::text as delivery, l.return_date::text as ret
      from order_lines l join orders o on o.id = l.order_id join branches b on b.id = o.branch_id
      where o.id = ${id}`,
  );
  const row = rows.rows[0]!;
  return { id, billNo, lineId: row.line, branchCode: row.code, delivery: row.delivery, ret: row.ret };
}

async function rentAndPay(who: Customer, days = 30, deliveryType: 'home' | 'pickup' = 'pickup') {
  const p = await placed(who, days, deliveryType);
  expect((await payOrder(ctx, who, p.id, p.gatewayOrderId)).statusCode).toBe(200);
  return orderOf(p.id, p.billNo);
}

const setLine = (lineId: string, status: 'with_customer' | 'returned') =>
  ctx.app.db.update(orderLines).set({ status }).where(eq(orderLines.id, lineId));

/** Staff of the order's branch move its piece on (each step signs in again: the clock moves). */
async function staffSteps(order: Order, steps: string[]) {
  const member = await signInAsStaff(ctx, 'staff', [order.branchCode]);
  for (const step of steps) {
    const res = await post(member.headers, `/api/staff/orders/${order.id}/${step}`, { lineId: order.lineId });
    expect(res.statusCode, res.body).toBe(200);
  }
  return member;
}

type Scenario = {
  event: string;
  /** What is done before the step (placing an order…), with the customer's channels already set. */
  setup?: (who: Customer) => Promise<Record<string, string>>;
  /** The step that should tell the customer; returns words the message must hold. */
  fire: (who: Customer, state: Record<string, string>) => Promise<Record<Lang, string[]>>;
  /** How many of this event each channel carries (overdue: one a day, three days at most). */
  count?: number;
};

const CUSTOMER_EVENTS: Scenario[] = [
  {
    event: 'order_confirmed',
    setup: async (who) => placed(who, 30),
    fire: async (who, s) => {
      expect((await payOrder(ctx, who, s.id!, s.gatewayOrderId!)).statusCode).toBe(200);
      return { en: [s.billNo!, 'confirmed', `${PUBLIC_URL}/order/${s.id}`], hi: [s.billNo!, 'पक्का'] };
    },
  },
  {
    event: 'before_delivery',
    setup: async (who) => ({ ...(await rentAndPay(who, 30)) }),
    fire: async (_who, s) => {
      ctx.clock.set(atIndianHour(addDays(s.delivery as IsoDate, -2), 10).toISOString());
      return {
        en: [formatOrderDate(s.delivery as IsoDate), 'measurements still right?', 'balance'],
        hi: [formatOrderDate(s.delivery as IsoDate), 'नाप अब भी सही हैं?'],
      };
    },
  },
  {
    event: 'ready_for_pickup',
    setup: async (who) => ({ ...(await rentAndPay(who)) }),
    fire: async (_who, s) => {
      await staffSteps(s as unknown as Order, ['prepare', 'ready']);
      return { en: [s.billNo!, 'ready for pickup'], hi: [s.billNo!, 'लेने के लिए तैयार'] };
    },
  },
  {
    event: 'out_for_delivery',
    setup: async (who) => ({ ...(await rentAndPay(who, 30, 'home')) }),
    fire: async (_who, s) => {
      await staffSteps(s as unknown as Order, ['prepare', 'ready', 'dispatch']);
      return { en: [s.billNo!, 'out for delivery'], hi: [s.billNo!, 'डिलीवरी के लिए निकल चुका'] };
    },
  },
  {
    event: 'return_due',
    setup: async (who) => {
      const order = await rentAndPay(who);
      await setLine(order.lineId, 'with_customer');
      return { ...order };
    },
    fire: async (_who, s) => {
      ctx.clock.set(atIndianHour(addDays(s.ret as IsoDate, -1), 10).toISOString());
      const date = formatOrderDate(s.ret as IsoDate);
      return { en: ['tomorrow', date], hi: ['कल', date] };
    },
  },
  {
    event: 'overdue',
    count: 3,
    setup: async (who) => {
      const order = await rentAndPay(who);
      await setLine(order.lineId, 'with_customer');
      return { ...order };
    },
    fire: async (_who, s) => {
      // Four days late: the jobs run each morning, the fourth adds nothing.
      for (const day of [1, 2, 3]) {
        ctx.clock.set(atIndianHour(addDays(s.ret as IsoDate, day), 10).toISOString());
        await runJobs();
      }
      ctx.clock.set(atIndianHour(addDays(s.ret as IsoDate, 4), 10).toISOString());
      const date = formatOrderDate(s.ret as IsoDate);
      return { en: ['was due back on', date], hi: ['को लौटाना था', date] };
    },
  },
  {
    event: 'inspection_result',
    setup: async (who) => {
      const order = await rentAndPay(who);
      const member = await signInAsStaff(ctx, 'staff', [order.branchCode]);
      const before = await staffDetail(member.headers, order.id);
      const deposit = before.lines[0].deposit as number;
      const paid = await post(member.headers, `/api/staff/orders/${order.id}/payments`, {
        kind: 'deposit',
        method: 'cash',
        amount: deposit,
      });
      expect(paid.statusCode).toBe(200);
      await setLine(order.lineId, 'returned');
      return { ...order, deposit: String(deposit) };
    },
    fire: async (_who, s) => {
      const member = await signInAsStaff(ctx, 'staff', [s.branchCode!]);
      const form = multipart(
        [
          { name: 'lineId', value: s.lineId! },
          { name: 'condition', value: 'needs_cleaning' },
          { name: 'charges', value: JSON.stringify([{ code: 'stain' }]) },
          { name: 'note', value: 'Haldi on the hem' },
          { name: 'photos', filename: 'hem.png', data: tinyPng(), type: 'image/png' },
        ],
        member.headers,
      );
      const res = await ctx.app.inject({ method: 'POST', url: `/api/staff/orders/${s.id}/inspect`, ...form });
      expect(res.statusCode, res.body).toBe(200);
      const { summary } = res.json().ledger;
      expect(summary.refundable).toBeGreaterThan(0);
      const money = [formatRupees(summary.charges), formatRupees(summary.refundable)];
      return { en: [...money, 'deposit refund'], hi: [...money, 'जमा राशि वापसी'] };
    },
  },
  {
    event: 'order_cancelled',
    setup: async (who) => ({ ...(await rentAndPay(who, 40)) }),
    fire: async (who, s) => {
      const res = await post(who.headers, `/api/orders/${s.id}/cancel`);
      expect(res.statusCode).toBe(200);
      const [credit] = await ctx.app.db
        .execute<{ amount: number; expires: IsoDate }>(
          sql`select amount, expires_on::text as expires from store_credits where order_id = ${s.id}`,
        )
        .then((r) => r.rows);
      const words = [formatRupees(credit!.amount), formatEventDate(credit!.expires)];
      return { en: [...words, 'store credit'], hi: [...words, 'स्टोर क्रेडिट'] };
    },
  },
  {
    event: 'order_cancelled_advance_kept',
    setup: async (who) => ({ ...(await rentAndPay(who, 4)) }),
    fire: async (who, s) => {
      const res = await post(who.headers, `/api/orders/${s.id}/cancel`);
      expect(res.statusCode).toBe(200);
      return { en: [s.billNo!, 'not refunded'], hi: [s.billNo!, 'वापस नहीं होगा'] };
    },
  },
  {
    event: 'credit_expiring',
    setup: async (who) => {
      const order = await rentAndPay(who, 40);
      expect((await post(who.headers, `/api/orders/${order.id}/cancel`)).statusCode).toBe(200);
      return { ...order };
    },
    fire: async (_who, s) => {
      const [credit] = await ctx.app.db
        .execute<{ amount: number; expires: IsoDate }>(
          sql`select amount, expires_on::text as expires from store_credits where order_id = ${s.id}`,
        )
        .then((r) => r.rows);
      // 10:00 in India, 14 days before the credit's last day.
      ctx.clock.set(atIndianHour(addDays(credit!.expires, -14), 10).toISOString());
      const words = [formatRupees(credit!.amount), formatEventDate(credit!.expires)];
      return { en: [...words, 'expires on'], hi: [...words, 'समाप्त होगा'] };
    },
  },
  {
    event: 'payment_refunded',
    setup: async (who) => {
      // The customer's hold lapses and someone else books the piece before the payment arrives.
      const piece = await pickPiece(ctx, 'men');
      await rentIntoCart(ctx, who, piece, eventIn(ctx, 30));
      const { order, payment } = (await placeOrder(ctx, who)).json();
      ctx.clock.advance(16 * 60_000);
      const quick = await createCustomer(ctx);
      await rentIntoCart(ctx, quick, piece, eventIn(ctx, 30));
      expect((await placeOrder(ctx, quick)).statusCode).toBe(201);
      return {
        id: order.id,
        billNo: order.billNo,
        gatewayOrderId: payment.gatewayOrderId,
        paise: String(payment.amountPaise),
      };
    },
    fire: async (who, s) => {
      expect((await payOrder(ctx, who, s.id!, s.gatewayOrderId!)).statusCode).toBe(409);
      const amount = formatRupees(Number(s.paise) / 100);
      return { en: [amount, s.billNo!, 'refunded'], hi: [amount, s.billNo!, 'लौटा दिए गए'] };
    },
  },
  {
    event: 'membership_activated',
    fire: async (who) => {
      const form = { mobile: who.mobile, name: 'Asha Rao', city: 'Mumbai', pincode: '400067', plan: 'B' };
      const started = await post(who.headers, '/api/membership', { ...form, email: 'plan@example.in' });
      expect(started.statusCode, started.body).toBe(201);
      const { membership, payment } = started.json();
      const page = await post(who.headers, '/api/membership/local/complete', {
        gatewayOrderId: payment.gatewayOrderId,
        outcome: 'pay',
      });
      const verified = await post(who.headers, '/api/membership/verify', {
        membershipId: membership.id,
        ...page.json(),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      return { en: ['membership is active until'], hi: ['सदस्यता', 'सक्रिय है'] };
    },
  },
];

/** A customer speaking `lang`: the English one opted in to WhatsApp and has an e-mail address. */
async function customer(lang: Lang) {
  const who = await createCustomer(ctx);
  await ctx.app.db.update(users).set({ language: lang }).where(eq(users.id, who.userId));
  if (lang === 'en') {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/notifications',
      headers: who.headers,
      payload: { whatsapp: true },
    });
    expect(res.statusCode).toBe(200);
  }
  return who;
}

/** The English customer: SMS, WhatsApp and e-mail. The Hindi one: SMS only (no consent, no address). */
const CHANNELS: Record<Lang, string[]> = { en: ['email', 'sms', 'whatsapp'], hi: ['sms'] };

async function outboxBodies(who: Customer, channel: string, email: string | null, event: string) {
  if (channel === 'email') {
    const rows = await ctx.app.db
      .select({ body: notificationOutbox.body })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.to, email ?? ''), eq(notificationOutbox.kind, event)));
    return rows.map((r) => r.body);
  }
  const rows = await ctx.app.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.mobile, who.mobile),
        eq(smsOutbox.channel, channel as 'sms' | 'whatsapp'),
        eq(smsOutbox.kind, 'message'),
      ),
    );
  return rows.map((r) => r.body);
}

describe.each<Lang>(['en', 'hi'])('each customer event, for a customer who reads %s', (lang) => {
  it.each(CUSTOMER_EVENTS.map((s) => [s.event, s] as const))(
    '%s: one message per chosen channel, in the right words',
    async (event, scenario) => {
      const who = await customer(lang);
      const state = (await scenario.setup?.(who)) ?? {};
      if (lang === 'en') {
        await ctx.app.db
          .update(users)
          .set({ email: `${who.mobile}@example.in` })
          .where(eq(users.id, who.userId));
      } else {
        await ctx.app.db.update(users).set({ email: '' }).where(eq(users.id, who.userId));
      }
      await runJobs();
      const words = await scenario.fire(who, state);
      await runJobs();

      const rows = await ctx.app.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, who.userId), eq(messages.event, event)));
      const perChannel = CHANNELS[lang].flatMap((c) => Array(scenario.count ?? 1).fill(c));
      expect(rows.map((r) => r.channel).sort()).toEqual(perChannel);
      const [user] = await ctx.app.db.select().from(users).where(eq(users.id, who.userId));
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'sent', language: lang, attempts: 1 });
        const body = row.body.replaceAll('{origin}', PUBLIC_URL);
        for (const word of words[lang]) expect(body.toLowerCase()).toContain(word.toLowerCase());
        // Hindi texts are in Devanagari, English ones are not.
        expect(/[\u0900-\u097F]/.test(body)).toBe(lang === 'hi');
        const sent = await outboxBodies(who, row.channel, user?.email ?? null, event);
        // The same words each overdue day: as many copies as messages, never more.
        expect(sent.filter((b) => b === body)).toHaveLength(scenario.count ?? 1);
      }
    },
    60_000,
  );
});

type StaffScenario = {
  event: string;
  /** Whose branch it is (null: the owners only), and the step; returns words the alert must hold. */
  fire: () => Promise<{ branchCode: string | null; words: string[]; step: string }>;
};

const STAFF_EVENTS: StaffScenario[] = [
  {
    event: 'staff_new_order',
    fire: async () => {
      const who = await customer('en');
      const order = await rentAndPay(who);
      return { branchCode: order.branchCode, words: [order.billNo], step: order.id };
    },
  },
  {
    event: 'staff_payment_flagged',
    fire: async () => {
      const who = await customer('en');
      const p = await placed(who, 30);
      // The gateway took less than was due.
      const paid = (appGateway(ctx.app) as LocalGateway).completePayment(p.gatewayOrderId, 100_00);
      await post(who.headers, '/api/payments/verify', { orderId: p.id, ...paid });
      const order = await orderOf(p.id, p.billNo);
      return { branchCode: order.branchCode, words: [p.billNo, '₹100'], step: p.id };
    },
  },
  {
    event: 'staff_new_enquiry',
    fire: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Meera Shah',
          email: 'meera@example.in',
          message: 'Do you rent sherwanis for kids?',
        },
        remoteAddress: '10.9.0.1',
      });
      expect(res.statusCode).toBeLessThan(300);
      return { branchCode: null, words: ['Meera Shah', 'meera@example.in'], step: '' };
    },
  },
  {
    event: 'staff_franchise',
    fire: async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/franchise-applications',
        payload: {
          name: 'Rohan Mehta',
          contactNo: '9820011987',
          email: 'rohan.mehta@example.in',
          location: 'Nashik, Maharashtra',
          experience: 'Eight years running a menswear shop.',
          rentalSpace: 'A 600 sq ft shop.',
          additionalQuestions: 'What stock does a new branch start with?',
        },
        remoteAddress: '10.9.0.2',
      });
      expect(res.statusCode).toBeLessThan(300);
      return { branchCode: null, words: ['Rohan Mehta', 'Nashik'], step: '' };
    },
  },
];

describe('each staff alert', () => {
  it.each(STAFF_EVENTS.map((s) => [s.event, s] as const))(
    '%s: one SMS to each staff member of the branch and each owner, none to other branches',
    async (event, scenario) => {
      const owner = await signInAsStaff(ctx, 'owner');
      const members: SignedInStaff[] = [];
      const branches = await ctx.app.db.execute<{ code: string }>(sql`select code from branches order by id`);
      for (const { code } of branches.rows) members.push(await signInAsStaff(ctx, 'staff', [code]));
      const started = ctx.clock.now;
      const { branchCode, words } = await scenario.fire();
      await runJobs();
      const rows = await ctx.app.db
        .select()
        .from(messages)
        .where(and(eq(messages.event, event), sql`${messages.createdAt} >= ${started}`));
      const byMobile = (mobile: string) => rows.filter((r) => r.recipient === mobile);
      expect(byMobile(owner.mobile).map((r) => r.channel)).toEqual(['sms']);
      const branchMembers = await ctx.app.db.execute<{ mobile: string; code: string }>(
        sql`select s.mobile, b.code from staff s join staff_branches sb on sb.staff_id = s.id
          join branches b on b.id = sb.branch_id
          where s.mobile in ${sql.raw(`(${members.map((m) => `'${m.mobile}'`).join(',')})`)}`,
      );
      for (const { mobile, code } of branchMembers.rows) {
        expect(byMobile(mobile)).toHaveLength(code === branchCode ? 1 : 0);
      }
      for (const row of rows.filter((r) => r.recipient === owner.mobile)) {
        expect(row).toMatchObject({ status: 'sent', language: 'en', audience: 'staff' });
        for (const word of words) expect(row.body).toContain(word);
        const sent = await ctx.app.db
          .select({ body: smsOutbox.body })
          .from(smsOutbox)
          .where(and(eq(smsOutbox.mobile, owner.mobile), inArray(smsOutbox.body, [row.body])));
        expect(sent).toHaveLength(1);
      }
    },
    60_000,
  );
});

describe('the reminder schedule', () => {
  it('follows India dates over a month boundary while the server clock is in Los Angeles', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      ctx.clock.set('2027-02-01T06:00:00Z');
      const who = await customer('hi');
      await rentIntoCart(ctx, who, await pickPiece(ctx, 'men'), '2027-03-02');
      const p = await placeOrder(ctx, who);
      expect(p.statusCode).toBe(201);
      const { order, payment } = p.json();
      expect((await payOrder(ctx, who, order.id, payment.gatewayOrderId)).statusCode).toBe(200);
      expect((await orderOf(order.id, order.billNo)).delivery).toBe('2027-03-01');
      const reminders = async () =>
        (await ctx.app.db.select().from(messages).where(eq(messages.orderId, order.id))).filter(
          (m) => m.event === 'before_delivery',
        );
      // 09:59 on 27/02 in India is 20:29 on 26/02 in Los Angeles: not yet.
      ctx.clock.set('2027-02-27T04:29:00Z');
      expect(new Date(ctx.clock.now).getDate()).toBe(26);
      await runJobs();
      expect(await reminders()).toEqual([]);
      // 10:00 on 27/02 in India (two days before delivery on 01/03): sent, once.
      ctx.clock.set('2027-02-27T04:30:00Z');
      await runJobs();
      await runJobs();
      const sent = await reminders();
      // SMS, and e-mail to the address given at checkout.
      expect(sent.map((m) => `${m.channel}:${m.status}`).sort()).toEqual(['email:sent', 'sms:sent']);
      expect(sent[0]?.body).toContain('01/03/2027');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
