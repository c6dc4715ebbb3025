import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_SETTINGS, type Settings, SettingsSchema } from '@vastra/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { connectionOf } from '../../db/prepared.ts';
import { settings } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';

/** The parsed record per database, with the version (last change) it was read at. */
const cache = new WeakMap<Db, { value: Settings; version: string }>();

/** The version of the record: its last change, to the microsecond; '' when there is none. */
async function settingsVersion(db: Executor): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`${settings.updatedAt}::text` })
    .from(settings)
    .where(eq(settings.id, 1));
  return row?.version ?? '';
}

/** Inserts the default business rules when the record is missing. */
export async function ensureSettings(db: Db): Promise<void> {
  await db.insert(settings).values({ id: 1, value: DEFAULT_SETTINGS }).onConflictDoNothing();
}

/** The version query in flight per database: callers arriving meanwhile share its answer. */
const asking = new WeakMap<Db, Promise<string>>();

/**
 * The settings' version now, asked of the database (shared with the calls waiting at the same
 * moment): what a cache of anything built from the settings keys on, so a change made through any
 * server process is seen by every process at once (the kept server-rendered pages, plugins/web.ts).
 * On PGlite, which one process holds, it is kept in memory until the database's notice of a change.
 */
export function currentVersion(db: Db): Promise<string> {
  const client = connectionOf(db);
  if (client instanceof PGlite) return embeddedVersion(db, client);
  let pending = asking.get(db);
  if (!pending) {
    pending = settingsVersion(db).finally(() => asking.delete(db));
    asking.set(db, pending);
  }
  return pending;
}

/** PGlite's settings version, with the count of change notices it has had (record 40). */
type Noted = { version: string | undefined; notices: number; listening: Promise<unknown> };
const noted = new WeakMap<Db, Noted>();

/**
 * The version on PGlite: asked once, then kept until the trigger on `settings` sends
 * `settings_changed` (migration 0033). PGlite hands the notice to its listener while it reads the
 * writing statement's answer, before that statement's caller goes on, so the next read asks
 * again. A version asked while a notice came in is not kept. On PGlite each query runs on the
 * server's own thread: asking on every request held every catalogue path to ~1,000 a second.
 */
async function embeddedVersion(db: Db, client: PGlite): Promise<string> {
  let kept = noted.get(db);
  if (!kept) {
    const fresh: Noted = { version: undefined, notices: 0, listening: Promise.resolve() };
    // Should PGlite refuse to listen, the version is asked every time, as on PostgreSQL.
    fresh.listening = client
      .listen('settings_changed', () => {
        fresh.notices += 1;
        fresh.version = undefined;
      })
      .catch(() => noted.delete(db));
    noted.set(db, fresh);
    kept = fresh;
  }
  await kept.listening;
  if (noted.get(db) !== kept) return settingsVersion(db);
  if (kept.version !== undefined) return kept.version;
  // Not shared with a query already in flight: one asked before a change could be kept after it.
  const notices = kept.notices;
  const version = await settingsVersion(db);
  if (kept.notices === notices) kept.version = version;
  return version;
}

/**
 * The business rules. Each call asks the database for the record's version (one tiny row, one
 * query shared by the calls waiting at the same moment; on PGlite, only after a change) and
 * re-reads the record only when it changed, so a change made through any server process takes
 * effect at once in every process; the cache only saves parsing.
 */
export async function getSettings(db: Db): Promise<Settings> {
  const version = await currentVersion(db);
  const hit = cache.get(db);
  if (hit && hit.version === version) return hit.value;
  const fresh = await readSettings(db);
  cache.set(db, { value: fresh.value, version: fresh.updatedAt });
  return fresh.value;
}

/** The record as stored, with its version; the defaults when it is missing. */
export async function readSettings(db: Executor): Promise<{ value: Settings; updatedAt: string }> {
  const [row] = await db
    .select({ value: settings.value, updatedAt: sql<string>`${settings.updatedAt}::text` })
    .from(settings)
    .where(eq(settings.id, 1));
  if (!row) return { value: DEFAULT_SETTINGS, updatedAt: '' };
  return { value: SettingsSchema.parse(row.value), updatedAt: row.updatedAt };
}

/** Replaces the business rules; validated against the same schema. Staff go through saveSettings. */
export async function updateSettings(db: Executor, value: Settings): Promise<Settings> {
  const parsed = SettingsSchema.parse(value);
  await db
    .insert(settings)
    .values({ id: 1, value: parsed })
    .onConflictDoUpdate({ target: settings.id, set: { value: parsed, updatedAt: sql`clock_timestamp()` } });
  return parsed;
}

/** The rules the pages show; `paymentsSimulated` when the demo's built-in gateway takes payments. */
export async function publicSettings(db: Db, paymentsSimulated: boolean) {
  const s = await getSettings(db);
  return {
    rental: {
      periods: s.rental.periods,
      defaultPeriod: s.rental.defaultPeriod,
      surchargePct: s.rental.surchargePct,
      earliestEventDaysAhead: s.rental.earliestEventDaysAhead,
      maxDaysAhead: s.rental.maxDaysAhead,
      deliveryDaysBeforeEvent: s.rental.deliveryDaysBeforeEvent,
      holdMinutes: s.rental.holdMinutes,
    },
    advance: s.advance,
    delivery: s.delivery,
    gstPct: s.gstPct,
    cart: s.cart,
    membership: s.membership,
    cancellation: s.cancellation,
    deposit: s.deposit,
    support: s.support,
    texts: s.texts,
    measurements: s.measurements,
    paymentsSimulated,
  };
}
