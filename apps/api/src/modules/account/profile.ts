import { todayInIndia } from '@vastra/shared/rules';
import {
  ACCOUNT_REQUIRED_FIELDS,
  type Measurements,
  type MeasurementsInput,
  type Profile,
  type ProfileUpdate,
} from '@vastra/shared/schemas';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, measurements, memberships, staff, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { getSettings } from '../system/index.ts';

const BRANCH_UNKNOWN = 'Please choose a branch from the list.';

/** The URL of the owner's photo; the key's random part busts caches when the photo changes. */
export function photoUrl(photoKey: string | null): string | null {
  if (!photoKey) return null;
  const version =
    photoKey
      .split('/')
      .pop()
      ?.replace(/\.webp$/, '') ?? '';
  return `/api/me/photo?v=${encodeURIComponent(version)}`;
}

/** The customer's branch, else the first branch: its relationship manager serves them. */
async function branchFor(db: Db, branchId: number | null) {
  const pick = {
    code: branches.code,
    name: branches.name,
    city: branches.city,
    rmName: branches.rmName,
    rmPhone: branches.rmPhone,
  };
  if (branchId !== null) {
    const [own] = await db.select(pick).from(branches).where(eq(branches.id, branchId));
    if (own) return { branch: own, chosen: true };
  }
  const [first] = await db
    .select(pick)
    .from(branches)
    .orderBy(asc(branches.sortOrder), asc(branches.id))
    .limit(1);
  return { branch: first ?? null, chosen: false };
}

/** The active plan on today's date in India, if any. */
async function activeMembership(db: Db, userId: string, now: Date): Promise<Profile['membership']> {
  const [row] = await db
    .select({ plan: memberships.plan, discountPct: memberships.discountPct, endsOn: memberships.endsOn })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
        gte(memberships.endsOn, todayInIndia(now)),
      ),
    )
    .orderBy(desc(memberships.endsOn))
    .limit(1);
  if (!row?.endsOn) return null;
  const plans = (await getSettings(db)).membership.plans;
  const name = plans.find((p) => p.code === row.plan)?.name ?? `Plan ${row.plan}`;
  return { plan: row.plan, name, discountPct: row.discountPct, endsOn: row.endsOn };
}

/** The staff member staff assigned to look after the customer (active ones only). */
async function assignedManager(db: Db, staffId: string | null) {
  if (!staffId) return null;
  const [row] = await db
    .select({ name: staff.name, phone: staff.mobile })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.active, true)));
  return row ?? null;
}

/** GET /api/me: profile, address, branch, relationship manager (assigned, else the branch's) and membership. */
export async function getProfile(db: Db, userId: string, now: Date): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Customer not found');
  const { branch, chosen } = await branchFor(db, user.branchId);
  return {
    id: user.id,
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    building: user.building,
    road: user.road,
    landmark: user.landmark,
    station: user.station,
    city: user.city,
    state: user.state,
    zip: user.zip,
    phone2: user.phone2,
    photoUrl: photoUrl(user.photoKey),
    branch: branch && chosen ? { code: branch.code, name: branch.name, city: branch.city } : null,
    relationshipManager:
      (await assignedManager(db, user.relationshipManagerId)) ??
      (branch ? { name: branch.rmName, phone: branch.rmPhone } : null),
    membership: await activeMembership(db, userId, now),
    missingFields: ACCOUNT_REQUIRED_FIELDS.filter((field) => user[field].trim() === ''),
    language: user.language,
  };
}

/** PUT /api/me: saves the fields given (already validated); a branch code must exist. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<void> {
  const { branchCode, ...fields } = input;
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(changes, { [name]: value });
  }
  if (branchCode === null) changes.branchId = null;
  if (branchCode) {
    const [branch] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(sql`upper(${branches.code})`, branchCode.toUpperCase()));
    if (!branch) throw badRequest(BRANCH_UNKNOWN, { branchCode: BRANCH_UNKNOWN });
    changes.branchId = branch.id;
  }
  if (Object.keys(changes).length === 0) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

const MEASUREMENT_KEYS = [
  'pantLength',
  'pantWaist',
  'chest',
  'sleeveLength',
  'topBust',
  'topWaist',
  'topSleeves',
  'chaniyaLength',
] as const;

/** GET /api/me/measurements: all nulls when nothing was saved yet. */
export async function getMeasurements(db: Executor, userId: string): Promise<Measurements> {
  const [row] = await db.select().from(measurements).where(eq(measurements.userId, userId));
  const out = { updatedAt: row ? row.updatedAt.toISOString() : null } as Measurements;
  for (const key of MEASUREMENT_KEYS) {
    const value = row?.[key];
    out[key] = value === null || value === undefined ? null : Number(value);
  }
  return out;
}

/** PUT /api/me/measurements: saves the fields given (null clears one) and returns the record. */
export async function saveMeasurements(
  db: Db,
  userId: string,
  input: MeasurementsInput,
  now: Date,
): Promise<Measurements> {
  const changes: Partial<Record<(typeof MEASUREMENT_KEYS)[number], string | null>> = {};
  for (const key of MEASUREMENT_KEYS) {
    const value = input[key];
    if (value !== undefined) changes[key] = value === null ? null : value.toFixed(1);
  }
  await db
    .insert(measurements)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: measurements.userId, set: { ...changes, updatedAt: now } });
  return getMeasurements(db, userId);
}
