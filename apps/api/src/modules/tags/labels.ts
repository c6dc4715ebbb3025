import type { StaffLabels } from '@vastra/shared/schemas';
import { sizeLabel } from '@vastra/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';
import { likeContaining } from '../../lib/like.ts';

export type LabelsQuery = {
  branchId: number;
  categoryCode?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

/** `%` and `_` typed by staff are letters, not wildcards. */

/** Where a tag's QR code points: the back office's scan screen for that piece. */
const scanUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/admin/scan/${encodeURIComponent(code)}`;

/**
 * A sheet of tags: the branch's active pieces (rentals and sale pieces) in code order, narrowed
 * by category or a code/name search, each with the address its QR code holds.
 */
export async function branchLabels(
  db: Executor,
  query: LabelsQuery,
  publicUrl: string,
): Promise<StaffLabels> {
  const { branchId, limit } = query;
  const category = query.categoryCode
    ? sql`and p.category_id = (select id from categories where code = ${query.categoryCode})`
    : sql``;
  const pattern = query.q ? likeContaining(query.q) : null;
  const search = pattern === null ? sql`` : sql`and (p.name ilike ${pattern} or p.code ilike ${pattern})`;
  const after = query.cursor === undefined ? sql`` : sql`and p.code > ${query.cursor}`;
  const rows = (
    await db.execute(sql`
      select p.id as "productId", p.code, p.name, p.grp, p.size, c.name as "categoryName",
        b.code as "branchCode"
      from products p join categories c on c.id = p.category_id join branches b on b.id = p.branch_id
      where p.branch_id = ${branchId} and p.is_active ${category} ${search} ${after}
      order by p.code limit ${limit + 1}`)
  ).rows as unknown as {
    productId: number;
    code: string;
    name: string;
    grp: number;
    size: number | null;
    categoryName: string;
    branchCode: string;
  }[];
  const page = rows.slice(0, limit);
  return {
    branchId,
    labels: page.map(({ grp, size, ...row }) => ({
      ...row,
      sizeLabel: sizeLabel(grp, size),
      scanUrl: scanUrl(publicUrl, row.code),
    })),
    nextCursor: rows.length > limit ? (page.at(-1)?.code ?? null) : null,
  };
}
