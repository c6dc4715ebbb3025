import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notificationOutbox, smsOutbox } from '../../db/schema/index.ts';
import { messageIdFor } from '../../integrations/email/smtp.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { type Channels, channelsFor, sendMessage } from './send.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WHATSAPP_PROVIDER: 'local' });
});
afterAll(() => ctx.close());

const silent = pino({ level: 'silent' });
const firstTry = { id: 'job', retryCount: 0, retryLimit: 5 };

/** The channels of a process that dies right after the vendor took a message, before it could note it. */
function dyingAfterHandOver(real: Channels): Channels {
  const die = (_taken: unknown): never => {
    throw new Error('process killed after the hand-over');
  };
  return {
    sms: {
      kind: real.sms.kind,
      sendOtp: (m) => real.sms.sendOtp(m),
      sendTemplate: async (m) => die(await real.sms.sendTemplate(m)),
    },
    whatsapp: real.whatsapp && {
      kind: real.whatsapp.kind,
      verifySignature: (b, h) => real.whatsapp?.verifySignature(b, h) ?? false,
      send: async (m) => die(await real.whatsapp?.send(m)),
    },
    mail: { send: async (m) => die(await real.mail.send(m)) },
  };
}

async function queueMessage(channel: 'sms' | 'whatsapp' | 'email', recipient: string) {
  const [row] = await ctx.app.db
    .insert(messages)
    .values({
      dedupeKey: `order_confirmed:once-test::${channel}:${recipient}`,
      event: 'order_confirmed',
      channel,
      audience: 'customer',
      recipient,
      language: 'en',
      variables: {},
      subject: channel === 'email' ? 'Order confirmed' : '',
      body: `Vastra: your order is confirmed (${channel})`,
      sendAfter: new Date('2020-01-01T00:00:00Z'),
    })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

describe('a message whose sender died after the vendor took it', () => {
  it.each([
    ['sms', '8200000001'],
    ['whatsapp', '8200000002'],
  ] as const)(
    'is not sent again on %s: the retry finds the first copy and notes it sent',
    async (channel, mobile) => {
      const message = await queueMessage(channel, mobile);
      const real = channelsFor(ctx.app.deps.env, ctx.app.db, silent);
      await expect(
        sendMessage(ctx.app.db, dyingAfterHandOver(real), '', message.id, firstTry, ctx.clock.now),
      ).rejects.toThrow('process killed');
      await sendMessage(ctx.app.db, real, '', message.id, { ...firstTry, retryCount: 1 }, ctx.clock.now);

      const copies = await ctx.app.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
      expect(copies).toHaveLength(1);
      expect(copies[0]?.idempotencyKey).toBe(message.dedupeKey);
      const [after] = await ctx.app.db.select().from(messages).where(eq(messages.id, message.id));
      expect(after?.status).toBe('sent');
      // Delivery reports name the first copy, the one the customer got.
      expect(after?.vendorId).toBe(`local-${channel === 'sms' ? 'sms' : 'wa'}-${copies[0]?.id}`);
    },
  );

  it('is not e-mailed again: one outbox copy for the message', async () => {
    const message = await queueMessage('email', 'once-test@vastra.test');
    const real = channelsFor(ctx.app.deps.env, ctx.app.db, silent);
    await expect(
      sendMessage(ctx.app.db, dyingAfterHandOver(real), '', message.id, firstTry, ctx.clock.now),
    ).rejects.toThrow('process killed');
    await sendMessage(ctx.app.db, real, '', message.id, { ...firstTry, retryCount: 1 }, ctx.clock.now);

    const copies = await ctx.app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.to, 'once-test@vastra.test'));
    expect(copies).toHaveLength(1);
    const [after] = await ctx.app.db.select().from(messages).where(eq(messages.id, message.id));
    expect(after?.status).toBe('sent');
  });

  it('login codes and forms carry no key and are never refused as repeats', async () => {
    const { sms } = channelsFor(ctx.app.deps.env, ctx.app.db, silent);
    await sms.sendOtp({ mobile: '8200000003', otp: '111111', text: 'code 111111' });
    await sms.sendOtp({ mobile: '8200000003', otp: '111111', text: 'code 111111' });
    const codes = await ctx.app.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '8200000003'));
    expect(codes).toHaveLength(2);
  });
});

describe('the SMTP Message-ID of a shop message', () => {
  it('is the same for every hand-over of one message and differs between messages', () => {
    const a = messageIdFor('order_confirmed:o1::email:a@x.in', 'vastra.in');
    expect(a).toMatch(/^<[0-9a-f]{32}@vastra\.in>$/);
    expect(messageIdFor('order_confirmed:o1::email:a@x.in', 'vastra.in')).toBe(a);
    expect(messageIdFor('order_confirmed:o2::email:a@x.in', 'vastra.in')).not.toBe(a);
  });
});
