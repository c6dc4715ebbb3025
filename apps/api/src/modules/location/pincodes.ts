import { PINCODE_MESSAGE, PINCODE_NOT_FOUND, type PincodeInfo } from '@vastra/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches, pincodeCentroids } from '../../db/schema/index.ts';
import { OfflinePincodeDirectory, type PincodeDirectory } from '../../integrations/pincode/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { getSettings } from '../system/index.ts';

type Point = { latitude: number; longitude: number };
type BranchPoint = Point & { id: number; code: string; name: string; city: string };
type BranchDistance = { branch: BranchPoint; km: number };

const PINCODE_PATTERN = /^\d{6}$/;
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km, e.g. Kandivali (400067) to Vashi (400703) ≈ 24 km. */
function haversineKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const BRANCH_TTL_MS = 30_000;
const branchCache = new WeakMap<Db, { value: Promise<BranchPoint[]>; at: number }>();

/**
 * Branch points, read on every pincode check. A dozen rows, kept 30 s per process: a moved
 * branch shows within that time, and losing the cache loses nothing.
 */
function branchPoints(db: Db): Promise<BranchPoint[]> {
  const hit = branchCache.get(db);
  if (hit && Date.now() - hit.at < BRANCH_TTL_MS) return hit.value;
  // Promise.resolve runs drizzle's query once; its builder would re-run on every then().
  const value = Promise.resolve(
    db
      .select({
        id: branches.id,
        code: branches.code,
        name: branches.name,
        city: branches.city,
        latitude: branches.latitude,
        longitude: branches.longitude,
      })
      .from(branches)
      .orderBy(branches.sortOrder, branches.id),
  );
  branchCache.set(db, { value, at: Date.now() });
  value.catch(() => branchCache.delete(db));
  return value;
}

/**
 * The PIN's point for the radius rule, or null when it cannot be trusted: unknown PIN, no
 * coordinates, or a quality flag (offices spread out, or far from their district). The data
 * README's rule: such PINs are 'unknown', never auto-accepted.
 */
async function pincodePoint(db: Db, pincode: string): Promise<Point | null> {
  if (!PINCODE_PATTERN.test(pincode)) return null;
  const [row] = await db
    .select({
      latitude: pincodeCentroids.latitude,
      longitude: pincodeCentroids.longitude,
      flag: pincodeCentroids.flag,
    })
    .from(pincodeCentroids)
    .where(eq(pincodeCentroids.pincode, pincode));
  if (row?.flag !== '' || row.latitude === null || row.longitude === null) return null;
  return { latitude: row.latitude, longitude: row.longitude };
}

/** Every branch with its distance from the PIN, nearest first; null when the PIN's point is unknown. */
async function branchDistances(db: Db, pincode: string): Promise<BranchDistance[] | null> {
  const [point, branchList] = await Promise.all([pincodePoint(db, pincode), branchPoints(db)]);
  if (!point) return null;
  return branchList.map((branch) => ({ branch, km: haversineKm(point, branch) })).sort((a, b) => a.km - b.km);
}

async function radiusKm(db: Db): Promise<number> {
  return (await getSettings(db)).delivery.radiusKm;
}

/**
 * Ids of the branches whose delivery radius covers the pincode, nearest first; [] when the
 * PIN is unknown, flagged or out of reach. The listing's pincode filter, e.g. 400067 → [1, 7, …].
 */
export async function branchesServing(db: Db, pincode: string): Promise<number[]> {
  const [distances, radius] = await Promise.all([branchDistances(db, pincode), radiusKm(db)]);
  return (distances ?? []).filter((d) => d.km <= radius).map((d) => d.branch.id);
}

/** Whether some branch delivers to this pincode (the header's question), e.g. 411030 → true. */
export async function isServiceable(db: Db, pincode: string): Promise<boolean> {
  return (await branchesServing(db, pincode)).length > 0;
}

/**
 * Whether the branch that holds a piece delivers to this pincode: a piece travels from its own
 * branch, so a Goregaon piece is not delivered to Ahmedabad although Ahmedabad has a branch.
 */
export async function branchServes(db: Db, branchId: number, pincode: string): Promise<boolean> {
  return (await branchesServing(db, pincode)).includes(branchId);
}

/**
 * The pincode page's answer: areas, district and state for display, serviceability and the
 * nearest branch. 400 for a malformed PIN, 404 when no directory knows it.
 */
export async function lookupPincode(
  db: Db,
  pincode: string,
  directory: PincodeDirectory = new OfflinePincodeDirectory(db),
  /** The branch that holds the piece asked about: serviceability is then from it alone. */
  pieceBranchId?: number,
): Promise<PincodeInfo> {
  if (!PINCODE_PATTERN.test(pincode)) throw badRequest(PINCODE_MESSAGE, { pincode: PINCODE_MESSAGE });
  const [found, distances, radius] = await Promise.all([
    directory.lookup(pincode),
    branchDistances(db, pincode),
    radiusKm(db),
  ]);
  const first = found?.areas[0];
  if (!found || !first) throw notFound(PINCODE_NOT_FOUND);

  const nearest = distances?.[0];
  const from = pieceBranchId === undefined ? nearest : distances?.find((d) => d.branch.id === pieceBranchId);
  const serviceability = !distances ? 'unknown' : from && from.km <= radius ? 'yes' : 'no';
  return {
    pincode,
    areas: found.areas,
    areaName: first.name,
    // A few offices lack district or state; take the first area that has one.
    district: found.areas.find((a) => a.district)?.district ?? '',
    state: found.areas.find((a) => a.state)?.state ?? '',
    serviceable: serviceability === 'yes',
    serviceability,
    nearestBranch: nearest
      ? {
          code: nearest.branch.code,
          name: nearest.branch.name,
          city: nearest.branch.city,
          distanceKm: Math.round(nearest.km * 10) / 10,
        }
      : null,
    ...(pieceBranchId !== undefined && from
      ? {
          pieceBranch: {
            code: from.branch.code,
            name: from.branch.name,
            city: from.branch.city,
            distanceKm: Math.round(from.km * 10) / 10,
          },
        }
      : {}),
  };
}
