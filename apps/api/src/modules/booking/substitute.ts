import { sizeLabel } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { type DateSpan, pieceTaken } from './availability.ts';

type Executor = Pick<Db, 'execute'>;

type Substitute = { id: number; code: string; slug: string; name: string; sizeLabel: string };

/**
 * A free piece to offer instead of a taken one: the same kind (category) and size, rented online
 * from the same branch and free for the whole span; the most rented first. Null when none is.
 */
export async function freeSubstitute(
  db: Executor,
  productId: number,
  span: DateSpan,
  now: Date,
  exclude: readonly number[] = [],
): Promise<Substitute | null> {
  const skip = [productId, ...exclude];
  const result = await db.execute<{
    id: number;
    code: string;
    slug: string;
    name: string;
    grp: number;
    size: number | null;
  }>(sql`
    select p.id, p.code, p.slug, p.name, p.grp, p.size
    from products p
    join products taken on taken.id = ${productId}
    where p.category_id = taken.category_id
      and p.size is not distinct from taken.size
      and p.branch_id = taken.branch_id
      and p.type = 'rent' and p.is_active and p.is_online
      and p.id <> all(${sql.raw(`'{${skip.map(Number).join(',')}}'::int[]`)})
      and not ${pieceTaken(sql`p.id`, span, now)}
    order by p.times_booked desc, p.id
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    code: row.code,
    slug: row.slug,
    name: row.name,
    sizeLabel: sizeLabel(row.grp, row.size),
  };
}

/**
 * A taken piece's 409 also offers a free piece of the same kind and size from the same branch
 * (`substitute`: code, slug, name, size), when there is one; any other error is returned as it is.
 */
export async function withSubstitute(
  db: Executor,
  error: unknown,
  productId: number,
  span: DateSpan,
  now: Date,
): Promise<unknown> {
  if (!(error instanceof AppError) || error.code !== 'CONFLICT') return error;
  const substitute = await freeSubstitute(db, productId, span, now);
  if (!substitute) return error;
  const { code, slug, name, sizeLabel } = substitute;
  return conflict(error.message, { substitute: { code, slug, name, sizeLabel } });
}
