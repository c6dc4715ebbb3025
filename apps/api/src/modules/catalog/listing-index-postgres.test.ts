import { ListingQuerySchema } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { addDays, todayInIndia } from '../../test-support/fixtures.ts';
import { keptAnswer } from '../../test-support/kept-listing.ts';
import { signal } from '../../test-support/signal.ts';
import { bookPiece } from '../booking/index.ts';
import { getSettings } from '../system/index.ts';
import { listingIndex } from './listing-index.ts';

/** Record 33 on PostgreSQL: a look must not pass over a transaction that was still open at the one before. */
let ctx: TestContext;
/** India's date on the app's clock (not the machine's: a run may cross midnight). */
let today: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the kept listing on PostgreSQL', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    today = todayInIndia(ctx.clock.now);
  });
  afterAll(() => ctx.close());

  it('sees a booking whose transaction was still open at its last look, once it commits', async () => {
    const db = ctx.app.db;
    const index = listingIndex(db);
    expect(await index.loaded()).toBe(true);
    const settings = await getSettings(db);
    const eventDate = addDays(today, 70);
    const delivery = addDays(eventDate, -settings.rental.deliveryDaysBeforeEvent);
    const [piece, other] = (
      await db.execute<{ id: number; code: string; price: number; slug: string }>(sql`
        select p.id, p.code, p.price, c.slug from products p join categories c on c.id = p.category_id
        where p.type = 'rent' and p.is_active and p.arrives_on is null
          and not exists (select 1 from bookings b where b.product_id = p.id)
        order by p.id limit 2`)
    ).rows;
    if (!piece || !other) throw new Error('no free pieces');
    const query = ListingQuerySchema.parse({
      eventDate,
      period: 4,
      category: piece.slug,
      minPrice: piece.price,
      maxPrice: piece.price,
      limit: 60,
    });
    const freeNow = async () => (await keptAnswer(ctx.app.db, query)).items.map((c) => c.code);
    expect(await freeNow()).toContain(piece.code);
    const commit = signal();
    const booked = signal();
    const open = db.transaction(async (tx) => {
      await bookPiece(tx, {
        productId: piece.id,
        deliveryDate: delivery,
        returnDate: addDays(delivery, 3),
        status: 'confirmed',
      });
      booked.send();
      await commit.done;
    });
    await booked.done;
    // A later transaction commits and the index looks while the booking's is still open.
    await db.execute(sql`update products set times_booked = times_booked + 1 where id = ${other.id}`);
    expect(await freeNow()).toContain(piece.code);
    commit.send();
    await open;
    expect(await freeNow()).not.toContain(piece.code);
  });
});
