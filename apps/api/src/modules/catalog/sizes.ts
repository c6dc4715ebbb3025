import { SIZE_LABELS, type SizeOption } from '@vastra/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sizeOptions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { getReference } from './reference.ts';

/**
 * GET /api/sizes: the size chart of a category's group, or of a group (men by default), each size
 * with its label: 40 → 'L (40)'. An accessory has no sizes (and is not worth caching apart).
 */
export async function sizeChart(
  db: Db,
  query: { category?: string | undefined; group?: 'men' | 'women' | undefined },
): Promise<{ items: SizeOption[]; accessory: boolean }> {
  let grp = query.group === 'women' ? 2 : 1;
  if (query.category) {
    const category = (await getReference(db)).categoryByKey.get(query.category.toLowerCase());
    if (!category) throw notFound('Category not found');
    if (category.isAccessory) return { items: [], accessory: true };
    grp = category.grp;
  }
  const rows = await db
    .select()
    .from(sizeOptions)
    .where(eq(sizeOptions.grp, grp))
    .orderBy(asc(sizeOptions.size));
  const labels = SIZE_LABELS[grp === 2 ? 2 : 1];
  return {
    accessory: false,
    items: rows.map((r) => ({
      size: r.size,
      label: r.label,
      description: `${labels[r.size] ?? r.label} (${r.size})`,
    })),
  };
}
