/**
 * Fills a database with benchmark volumes:
 *   npm run seed:large -- --products 100000 --bookings 1000000 [--yes]
 * Uses DATABASE_URL (PostgreSQL) or else the PGlite folder under DATA_DIR, like the server.
 * Refuses a database that already holds data unless --yes is given: a seed must only touch
 * a database it was pointed at on purpose.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { todayInIndia } from '@vastra/shared/rules';
import { type SQL, sql } from 'drizzle-orm';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { bookingPlan, insertLargeBookings, insertLargeProducts } from '../apps/api/src/demo/catalog-large.ts';
import { seedDemoIfEmpty } from '../apps/api/src/demo/demo.ts';
import { seedOrderHistory } from '../apps/api/src/demo/orders-large.ts';
import { sqlState } from '../apps/api/src/lib/errors.ts';
import { ensureSettings } from '../apps/api/src/modules/system/index.ts';

/** PostgreSQL's SQLSTATE for a role that may not do what it asked (here: checkpoint). */
const INSUFFICIENT_PRIVILEGE = '42501';

const PRODUCT_BATCH = 25_000;
const BOOKING_BATCH_PRODUCTS = 20_000;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    bookings: { type: 'string', default: '1000000' },
    'sale-share': { type: 'string', default: '0.14' },
    yes: { type: 'boolean', default: false },
  },
});

function count(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
    console.error(`--${name} must be a whole number from 0 to 10,000,000`);
    process.exit(2);
  }
  return n;
}

const products = count('products', values.products);
const bookings = count('bookings', values.bookings);
const saleShare = Number(values['sale-share']);
const fmt = (n: number) => n.toLocaleString('en-IN');
const started = Date.now();

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t = Date.now();
  const result = await work();
  console.log(`  ${label.padEnd(44)} ${((Date.now() - t) / 1000).toFixed(1).padStart(7)} s`);
  return result;
}

async function scalar<T>(db: Database['db'], query: SQL): Promise<T> {
  const res = await db.execute(query);
  return Object.values((res.rows[0] ?? {}) as Record<string, T>)[0] as T;
}

/** Empty = no tables at all, or our tables without a single product. */
async function isEmpty(database: Database): Promise<{ empty: boolean; why: string }> {
  const { db } = database;
  const tables = await scalar<number>(
    db,
    sql`select count(*)::int from pg_tables where schemaname = 'public'`,
  );
  if (tables === 0) return { empty: true, why: 'no tables yet' };
  const hasProducts = await scalar<string | null>(db, sql`select to_regclass('public.products')::text`);
  if (!hasProducts) return { empty: false, why: `${tables} tables, but none is Vastra's products table` };
  const n = await scalar<number>(db, sql`select count(*)::int from products`);
  return n === 0 ? { empty: true, why: 'no products' } : { empty: false, why: `${fmt(n)} products already` };
}

async function main(): Promise<void> {
  const env = loadEnv();
  const where = env.DATABASE_URL
    ? `PostgreSQL ${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`
    : `PGlite ${resolve(env.DATA_DIR, 'pglite')}`;
  if (!env.DATABASE_URL) await mkdir(resolve(env.DATA_DIR), { recursive: true });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR, 'pglite'),
    poolSize: 2,
  });
  const { db } = database;
  try {
    const state = await isEmpty(database);
    if (!state.empty && !values.yes) {
      console.error(
        `Refusing to seed ${where}: ${state.why}. Pass --yes to add benchmark data to it anyway.`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`Seeding ${where} with ${fmt(products)} products and ${fmt(bookings)} bookings`);
    await step('migrations', () => runMigrations(database));
    await step('settings and demo shop', async () => {
      await ensureSettings(db);
      await seedDemoIfEmpty(db);
    });

    const categories = (
      await db.execute(
        sql`select id, code, grp, is_accessory as "isAccessory", name from categories order by id`,
      )
    ).rows as { id: number; code: string; grp: number; isAccessory: boolean; name: string }[];
    const branchIds = (
      (await db.execute(sql`select id from branches order by id`)).rows as { id: number }[]
    ).map((b) => b.id);
    // Numbering continues after what is there, so a second run with --yes never repeats a code.
    const offset = await scalar<number>(db, sql`select count(*)::int from products`);
    const firstId = await scalar<number>(db, sql`select coalesce(max(id), 0)::int + 1 from products`);
    for (let from = 1; from <= products; from += PRODUCT_BATCH) {
      const to = Math.min(products, from + PRODUCT_BATCH - 1);
      await step(`products ${fmt(from)}-${fmt(to)}`, () =>
        insertLargeProducts(db, { from: offset + from, to: offset + to, categories, branchIds, saleShare }),
      );
    }
    const lastId = await scalar<number>(db, sql`select coalesce(max(id), 0)::int from products`);
    const rentals = await scalar<number>(
      db,
      sql`select count(*)::int from products where id >= ${firstId} and type = 'rent'`,
    );
    const plan = bookingPlan(bookings, rentals);
    console.log(
      `  ${fmt(rentals)} rentals: up to ${plan.perProduct} bookings each, one per ${plan.slot}-day slot`,
    );
    let left = bookings;
    // Each booking would refresh its piece's busy row (record 31) and note its branch (record 38):
    // both off while loading, then the rows of the new pieces are built in one pass and every
    // branch is noted once.
    await db.execute(sql`alter table bookings disable trigger bookings_piece_busy`);
    await db.execute(sql`alter table bookings disable trigger bookings_branch_changes_insert`);
    try {
      for (let from = firstId; from <= lastId && left > 0; from += BOOKING_BATCH_PRODUCTS) {
        const to = Math.min(lastId, from + BOOKING_BATCH_PRODUCTS - 1);
        const inserted = await step(`bookings for products ${fmt(from)}-${fmt(to)}`, () =>
          insertLargeBookings(db, { fromId: from, toId: to, ...plan, limit: left, today: todayInIndia() }),
        );
        left -= inserted;
      }
    } finally {
      await db.execute(sql`alter table bookings enable trigger bookings_piece_busy`);
      await db.execute(sql`alter table bookings enable trigger bookings_branch_changes_insert`);
    }
    const history = await seedOrderHistory(db, {
      fromId: firstId,
      toId: lastId,
      today: todayInIndia(),
      bookings,
      batch: BOOKING_BATCH_PRODUCTS,
      step,
    });
    console.log(
      `  ${fmt(history.orders)} closed orders of ${fmt(history.customers)} customers behind the past online bookings`,
    );
    await db.execute(sql`select note_branch_changes(array(select id from branches))`);
    await step('busy rows of the new pieces', async () => {
      await db.execute(sql`select piece_busy_rebuild(${firstId}::int, ${lastId}::int)`);
    });
    if (left > 0) console.log(`  ${fmt(left)} bookings fewer than asked: not enough rentals for that many.`);
    // Vacuumed as well as analysed: a database that has been running is, so the bench meets
    // neither the visibility map's first pass nor autovacuum's over the loaded rows (record 45).
    await step('vacuum and analyze', async () => {
      await db.execute(sql`vacuum analyze`);
    });
    // Written out to the data files, as a running database's pages are by its checkpoints: else
    // shared_buffers stay full of the load's dirty pages, and for minutes every statement that
    // reads a page not in them first writes one of those out itself (record 49).
    await step('checkpoint', async () => {
      await db.execute(sql`checkpoint`).catch((error: unknown) => {
        if (sqlState(error) !== INSUFFICIENT_PRIVILEGE) throw error;
        console.log('  (no checkpoint: the role may not; PostgreSQL writes the pages out in time)');
      });
    });
    const totals = (
      await db.execute(
        sql`select (select count(*) from products)::int as products, (select count(*) from bookings)::int as bookings`,
      )
    ).rows[0] as { products: number; bookings: number };
    console.log(
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: the database now holds ${fmt(totals.products)} products and ${fmt(totals.bookings)} bookings.`,
    );
  } finally {
    await database.close();
  }
}

await main();
