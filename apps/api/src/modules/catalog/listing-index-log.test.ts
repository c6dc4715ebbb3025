import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createLoggedApp, type LoggedApp } from '../../test-support/logged-app.ts';
import { ListingIndex, listingIndex } from './listing-index.ts';

let logged: LoggedApp;
let app: App;
let lines: string[];

beforeAll(async () => {
  logged = await createLoggedApp();
  ({ app, lines } = logged);
});
afterAll(() => logged.close());

describe('the kept listing in the log', () => {
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
