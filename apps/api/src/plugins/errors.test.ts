import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

/** A driver error as pg and PGlite throw it (SQLSTATE in `code`), wrapped as the query builder wraps it. */
function databaseError(code: string, message: string): Error {
  const cause = Object.assign(new Error(message), { code });
  return new Error('Failed query: update orders set due = due + $1 where id = $2', { cause });
}

describe('errors the database gives when writes race', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.get('/deadlock', async () => {
      throw databaseError('40P01', 'deadlock detected');
    });
    app.get('/serialization', async () => {
      throw databaseError('40001', 'could not serialize access due to concurrent update');
    });
    app.get('/broken', async () => {
      throw databaseError('42703', 'column "secret_column" does not exist');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a deadlock victim or a serialisation failure 503 with Retry-After, without the SQL', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.message).toBe('The shop cannot answer just now. Please try again in a moment.');
      expect(res.body).not.toMatch(/orders|deadlock|serialize/);
    }
  });

  it('still answers any other database failure 500 without its details', async () => {
    const res = await app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret_column|Failed query/);
  });
});
