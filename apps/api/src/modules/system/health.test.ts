import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('system', () => {
  it('reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    await other.app.close();
  });

  it('publishes the business rules the pages state', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rental.periods).toEqual([4, 6, 8, 10]);
    expect(body.rental.surchargePct).toEqual({ '4': 0, '6': 10, '8': 20, '10': 30 });
    expect(body.advance).toEqual({ rentPct: 25, buyPct: 10 });
    expect(body.delivery.homeFee).toBe(200);
    // A whole outfit (a kit counts as one) plus accessories fit in one order.
    expect(body.cart.maxItems).toBe(6);
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
