import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, notificationOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Each test posts from its own address, so the form's rate limit only bites where it is tested.
let lastIp = 0;
const post = (payload: unknown, remoteAddress = `10.1.0.${++lastIp}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

const valid = {
  name: 'Asha Patel',
  email: 'asha.patel@example.in',
  message: 'I would like to rent a sherwani for my brother in December. Do you deliver to Thane?',
};

describe('POST /api/contact', () => {
  it('requires name, email and message', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        name: 'This field is required',
        email: 'This field is required',
        message: 'This field is required',
      },
    });
    const blank = await post({ name: '  ', email: '', message: '\n' });
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(['email', 'message', 'name']);
  });

  it('refuses an invalid e-mail address', async () => {
    const res = await post({ ...valid, email: 'asha@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('refuses over-long text', async () => {
    const longName = await post({ ...valid, name: 'a'.repeat(101) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().error.fields.name).toBe('At most 100 characters');
    const longMessage = await post({ ...valid, message: 'a'.repeat(2001) });
    expect(longMessage.json().error.fields.message).toBe('At most 2000 characters');
    expect((await post({ ...valid, message: 'a'.repeat(2000) })).statusCode).toBe(201);
  });

  it('answers 400, never 500, for wrong types and broken JSON', async () => {
    const wrongTypes = await post({ name: 42, email: ['x'], message: { a: 1 } });
    expect(wrongTypes.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
      remoteAddress: '10.1.9.9',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION');
  });

  it('stores the message and e-mails the shop through the outbox', async () => {
    const res = await post({ ...valid, name: '  Asha Patel ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you for getting in touch!' });

    const [stored] = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, valid.message));
    expect(stored).toMatchObject({ name: 'Asha Patel', email: valid.email });

    const [mail] = await ctx.app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'contact'))
      .orderBy(desc(notificationOutbox.createdAt));
    expect(mail).toMatchObject({ to: 'care@vastra.in', subject: 'Contact form: Asha Patel', sentAt: null });
    expect(mail?.body).toContain(valid.message);
    expect(mail?.body).toContain(valid.email);
  });

  it('answers 429 after five posts a minute from one address', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, '10.1.200.1')).statusCode).toBe(201);
    const res = await post(valid, '10.1.200.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(res.json().error.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Another visitor is not affected.
    expect((await post(valid, '10.1.200.2')).statusCode).toBe(201);
  });
});
