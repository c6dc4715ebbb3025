import { DEFAULT_SETTINGS, type Settings, SettingsSchema } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

const TTL_MS = 5_000;
const cache = new WeakMap<Db, { value: Settings; at: number }>();

/** Inserts the default business rules when the record is missing. */
export async function ensureSettings(db: Db): Promise<void> {
  await db.insert(settings).values({ id: 1, value: DEFAULT_SETTINGS }).onConflictDoNothing();
}

/** The business rules. Cached for a few seconds per process; losing the cache loses nothing. */
export async function getSettings(db: Db): Promise<Settings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  const value = row ? SettingsSchema.parse(row.value) : DEFAULT_SETTINGS;
  cache.set(db, { value, at: Date.now() });
  return value;
}

/** Replaces the business rules (staff); validated against the same schema. */
export async function updateSettings(db: Db, value: Settings): Promise<Settings> {
  const parsed = SettingsSchema.parse(value);
  await db
    .insert(settings)
    .values({ id: 1, value: parsed })
    .onConflictDoUpdate({ target: settings.id, set: { value: parsed, updatedAt: new Date() } });
  cache.delete(db);
  return parsed;
}

/** GET /api/settings/public: the business rules the pages state (no staff-only settings). */
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
    paymentsSimulated,
  };
}
