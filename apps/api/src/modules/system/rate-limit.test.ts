import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const contact = { name: 'Asha Patel', email: 'asha@example.in', message: 'Do you have a maroon sherwani?' };
const franchise = {
  name: 'Rohan Mehta',
  contactNo: '9820011987',
  email: 'rohan@example.in',
  location: 'Nashik',
  experience: 'Eight years in menswear.',
  rentalSpace: 'A 600 sq ft shop.',
  additionalQuestions: 'How long does setting up take?',
};

describe('rate limits count each route on its own', () => {
  it('a visitor who used up the contact form can still apply for a franchise', async () => {
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', contact)).statusCode).toBe(201);
    const sixth = await post('/api/contact', contact);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect((await post('/api/franchise-applications', franchise)).statusCode).toBe(201);
  });
});
