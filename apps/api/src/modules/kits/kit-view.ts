import { type IsoDate, isRentalPeriod, kitRent, rentalDates } from '@vastra/shared/rules';
import {
  KIT_MESSAGES,
  type KitDetail,
  type KitSummary,
  type Settings,
  sizeLabel,
} from '@vastra/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kits } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { pieceTaken } from '../booking/index.ts';
import { getReference } from '../catalog/index.ts';
import { getSettings } from '../system/index.ts';
import { isLivePiece, type KitRecord, kitRecords } from './kit-data.ts';

type Reference = Awaited<ReturnType<typeof getReference>>;

/** A kit as customers see it: only the pieces they can rent online; none when a part has none. */
function liveKit(record: KitRecord): KitRecord | null {
  const parts = record.parts.map((p) => ({ ...p, pieces: p.pieces.filter(isLivePiece) }));
  return parts.length > 0 && parts.every((p) => p.pieces.length > 0) ? { kit: record.kit, parts } : null;
}

function toSummary(record: KitRecord, ref: Reference, rules: Settings['rental']): KitSummary {
  const { kit, parts } = record;
  const branch = ref.branchById.get(kit.branchId);
  const firstRents = parts.map((p) => p.pieces[0]?.baseRent ?? p.pieces[0]?.price ?? 0);
  return {
    code: kit.code,
    slug: kit.slug,
    name: kit.name,
    group: kit.grp === 2 ? 'women' : 'men',
    branch: { code: branch?.code ?? '', name: branch?.name ?? '' },
    fromPrice: kitRent(kit, firstRents, rules.defaultPeriod, rules),
    kitPrice: kit.price,
    discountPct: kit.discountPct,
    imageKeys: parts.flatMap((p) => (p.pieces[0]?.images[0] ? [p.pieces[0].images[0].key] : [])),
    partLabels: parts.map((p) => p.part.label),
  };
}

/** GET /api/kits: the kits customers can rent, optionally of one group. */
export async function listKits(
  db: Db,
  query: { group?: 'men' | 'women' | undefined },
): Promise<{ items: KitSummary[] }> {
  const where = and(
    eq(kits.isActive, true),
    query.group ? eq(kits.grp, query.group === 'women' ? 2 : 1) : undefined,
  );
  const [records, ref, settings] = await Promise.all([
    kitRecords(db, where),
    getReference(db),
    getSettings(db),
  ]);
  const items = records.flatMap((r) => {
    const live = liveKit(r);
    return live ? [toSummary(live, ref, settings.rental)] : [];
  });
  return { items };
}

/**
 * GET /api/kits/{slug}: the kit with its parts and each part's pieces by size; with an event date,
 * whether each piece is free for the rental's dates (buffer day included).
 */
export async function kitDetail(
  db: Db,
  slug: string,
  query: { eventDate?: IsoDate | undefined; period?: number | undefined },
  now: Date,
): Promise<KitDetail> {
  const [records, ref, settings] = await Promise.all([
    kitRecords(db, and(eq(kits.slug, slug.toLowerCase()), eq(kits.isActive, true))),
    getReference(db),
    getSettings(db),
  ]);
  const live = records[0] ? liveKit(records[0]) : null;
  if (!live) throw notFound(KIT_MESSAGES.notFound);
  const rules = settings.rental;
  const period = query.period ?? rules.defaultPeriod;
  if (!isRentalPeriod(period, rules))
    throw badRequest(`Rental period must be one of ${rules.periods.join(', ')} days`);
  const dates = query.eventDate ? rentalDates(query.eventDate, period, rules) : null;
  const ids = live.parts.flatMap((p) => p.pieces.map((piece) => piece.id));
  const taken = new Set<number>();
  if (dates) {
    const result = await db.execute<{ id: number; taken: boolean }>(sql`
      select p.id, ${pieceTaken(sql`p.id`, dates, now)} as taken from products p
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    for (const row of result.rows) if (row.taken) taken.add(Number(row.id));
  }
  return {
    ...toSummary(live, ref, rules),
    description: live.kit.description,
    dates: dates ? { deliveryDate: dates.deliveryDate, returnDate: dates.returnDate } : null,
    parts: live.parts.map(({ part, pieces }) => {
      const category = ref.categoryById.get(part.categoryId);
      return {
        position: part.position,
        label: part.label,
        category: { code: category?.code ?? '', name: category?.name ?? '' },
        isAccessory: category?.isAccessory ?? false,
        pieces: pieces.map((piece) => ({
          code: piece.code,
          name: piece.name,
          size: piece.size,
          sizeLabel: sizeLabel(piece.grp, piece.size),
          imageKey: piece.images[0]?.key ?? null,
          baseRent: piece.baseRent ?? piece.price,
          free: dates ? !taken.has(piece.id) : null,
        })),
      };
    }),
  };
}
