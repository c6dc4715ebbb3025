import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { LocalStorage } from '../../integrations/storage/index.ts';
import { createTestDatabase } from '../../test-support/app.ts';
import { ListingIndex, listingIndex } from '../catalog/listing-index.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let app: App;
let database: Database;
const storageDir = join(tmpdir(), `vastra-logs-${randomUUID()}`);

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    STORAGE_DIR: storageDir,
    WEB_DIST: join(tmpdir(), 'no-web-dist'),
  });
  app = await buildApp({
    env,
    database,
    storage: new LocalStorage(storageDir),
    now: () => new Date(),
    logStream: capture,
  });
  // A failing statement whose parameter is a mobile number (a duplicate customer).
  app.post('/api/test-only/duplicate-user', async () => {
    await app.db.insert(users).values({ mobile: '9811122233' });
    await app.db.insert(users).values({ mobile: '9811122233' });
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

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

  it('a kept listing that cannot read the database is logged, and the database answers the listing', async () => {
    const index = listingIndex(app.db);
    expect(await index.loaded()).toBe(true);
    const listing = async () => {
      const page = await app.inject({
        method: 'GET',
        url: '/api/products?type=rent&eventDate=2027-02-10&limit=5',
      });
      expect(page.statusCode).toBe(200);
      return page.json().items.map((card: { code: string }) => card.code);
    };
    const answered = await listing();
    expect(answered.length).toBeGreaterThan(0);
    await app.db.execute(sql`alter table listing_epoch rename to listing_epoch_away`);
    try {
      // Within the allowed lag the last look answers; the next look (by the time it is due) fails,
      // is logged, and the database answers: the same pieces (a new filter each time, uncached).
      lines.length = 0;
      let limit = 6;
      await expect
        .poll(async () => {
          const page = await app.inject({
            method: 'GET',
            url: `/api/products?type=rent&eventDate=2027-02-10&limit=${limit++}`,
          });
          expect(page.statusCode).toBe(200);
          expect(
            page
              .json()
              .items.slice(0, 5)
              .map((card: { code: string }) => card.code),
          ).toEqual(answered);
          return lines.join('');
        })
        .toContain('kept listing: a look failed, the database answers');
      // A load that fails is told too.
      const another = new ListingIndex(app.db);
      const told: string[] = [];
      another.warn = (_error, message) => told.push(message);
      expect(await another.loaded()).toBe(false);
      expect(told).toEqual(['kept listing: the load failed, the database answers']);
    } finally {
      await app.db.execute(sql`alter table listing_epoch_away rename to listing_epoch`);
    }
  });
});
