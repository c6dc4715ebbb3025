import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { franchiseApplications, notificationOutbox } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test-support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let lastIp = 0;
const post = (payload: unknown, remoteAddress = `10.2.0.${++lastIp}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/franchise-applications',
    payload: payload as object,
    remoteAddress,
  });

const valid = {
  name: 'Rohan Mehta',
  contactNo: '9820011987',
  email: 'rohan.mehta@example.in',
  location: 'Nashik, Maharashtra',
  experience: 'Eight years running a menswear shop on College Road.',
  rentalSpace: 'A 600 sq ft ground-floor shop with two trial rooms.',
  additionalQuestions: 'What stock does a new branch start with?',
};
const FIELDS = Object.keys(valid);

describe('POST /api/franchise-applications', () => {
  it('requires every field', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
    expect(res.json().error.fields).toEqual(
      Object.fromEntries(FIELDS.map((f) => [f, 'This field is required'])),
    );
    const blank = await post(Object.fromEntries(FIELDS.map((f) => [f, ' '])));
    expect(Object.values(blank.json().error.fields)).toEqual(FIELDS.map(() => 'This field is required'));
  });

  it('checks the e-mail and the contact number', async () => {
    const res = await post({ ...valid, email: 'rohan.example.in', contactNo: '98200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Please enter a valid email address',
      contactNo: 'Contact number must be exactly 10 digits',
    });
  });

  it('limits each text area to 500 characters', async () => {
    const res = await post({
      ...valid,
      experience: 'a'.repeat(501),
      rentalSpace: 'b'.repeat(501),
      additionalQuestions: 'c'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      experience: 'At most 500 characters',
      rentalSpace: 'At most 500 characters',
      additionalQuestions: 'At most 500 characters',
    });
    expect((await post({ ...valid, experience: 'a'.repeat(500) })).statusCode).toBe(201);
  });

  it('stores the application and e-mails the shop through the outbox', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Form submitted successfully' });

    const [stored] = await ctx.app.db
      .select()
      .from(franchiseApplications)
      .where(eq(franchiseApplications.experience, valid.experience));
    expect(stored).toMatchObject(valid);

    const [mail] = await ctx.app.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, 'franchise'))
      .orderBy(desc(notificationOutbox.createdAt));
    expect(mail?.subject).toBe('Franchise application: Rohan Mehta, Nashik, Maharashtra');
    expect(mail?.to).toBe('care@vastra.in');
    for (const value of Object.values(valid)) expect(mail?.body).toContain(value);
  });

  it('answers 429 after five applications a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid, '10.2.200.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const res = await post({}, '10.2.200.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });
});
