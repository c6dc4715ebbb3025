import type { Enquiry, EnquiryKind, EnquiryPage, EnquiryQuery, EnquiryUpdate } from '@vastra/shared/schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enquiryHandling } from '../../db/schema/index.ts';
import type { Executor } from '../../db/tx.ts';
import { isUuid } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffUser } from '../../plugins/staff-auth.ts';
import { recordAudit } from '../staff/index.ts';

/**
 * Every enquiry, whichever table it lives in, as one set of rows. A fit-check belongs to its
 * piece's branch; the others concern the shop as a whole and have no branch.
 */
const ALL = sql`(
  select 'contact' as kind, c.id, c.created_at, c.name, c.email as contact, c.message as summary,
    null::integer as branch_id, '{}'::jsonb as details
  from contact_messages c
  union all
  select 'franchise', f.id, f.created_at, f.name, f.contact_no || ' · ' || f.email, f.location,
    null::integer, jsonb_build_object('Experience', f.experience, 'Rental space', f.rental_space,
      'Questions', f.additional_questions)
  from franchise_applications f
  union all
  select 'fit_check', b.id, b.created_at, p.name, '', b.note, p.branch_id,
    jsonb_build_object('Piece', p.code, 'From', b.delivery_date::text, 'To', b.return_date::text)
  from bookings b join products p on p.id = b.product_id
  where b.kind = 'trial'
  union all
  select 'membership', m.id, m.created_at, m.name, m.mobile || ' · ' || m.email,
    'Plan ' || m.plan || ', ' || m.status, null::integer,
    jsonb_build_object('City', m.city, 'Pincode', m.pincode)
  from memberships m
) e`;

/** What a staff member may see: owners everything; others the shop-wide ones their role serves and their branches' fit-checks. */
function scope(who: StaffUser): SQL {
  if (who.branchIds === 'all') return sql`true`;
  const branches = who.branchIds.length
    ? sql`e.branch_id in (${sql.join(
        who.branchIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  // Franchise applications are the owner's business; customers' messages and sign-ups are for all staff.
  return sql`(e.kind in ('contact', 'membership') or (e.kind = 'fit_check' and ${branches}))`;
}

type Row = {
  kind: EnquiryKind;
  id: string;
  created_at: string | Date;
  name: string;
  contact: string;
  summary: string;
  details: Record<string, string> | string;
  branch_code: string | null;
  status: Enquiry['status'] | null;
  note: string | null;
  handled_by: string | null;
  handled_at: string | Date | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();

function toEnquiry(r: Row): Enquiry {
  return {
    kind: r.kind,
    id: r.id,
    createdAt: iso(r.created_at),
    name: r.name,
    contact: r.contact,
    summary: r.summary,
    details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details,
    branchCode: r.branch_code,
    status: r.status ?? 'new',
    note: r.note ?? '',
    handledBy: r.handled_by,
    handledAt: r.handled_at ? iso(r.handled_at) : null,
  };
}

async function select(db: Executor, where: SQL, page: { limit: number; offset: number }): Promise<Enquiry[]> {
  const result = await db.execute(sql`
    select e.kind, e.id, e.created_at, e.name, e.contact, e.summary, e.details, br.code as branch_code,
      h.status, h.note, s.name as handled_by, h.handled_at
    from ${ALL}
    left join enquiry_handling h on h.kind = e.kind and h.ref_id = e.id
    left join staff s on s.id = h.staff_id
    left join branches br on br.id = e.branch_id
    where ${where}
    order by e.created_at desc, e.id desc
    limit ${page.limit} offset ${page.offset}`);
  return (result.rows as Row[]).map(toEnquiry);
}

/** GET /api/staff/enquiries: newest first, by kind and status, within what the staff member may see. */
export async function listEnquiries(db: Db, who: StaffUser, q: EnquiryQuery): Promise<EnquiryPage> {
  const filters = [scope(who)];
  if (q.kind) filters.push(sql`e.kind = ${q.kind}`);
  if (q.status) filters.push(sql`coalesce(h.status, 'new') = ${q.status}`);
  const where = sql.join(filters, sql` and `);
  const counted = await db.execute(sql`
    select count(*)::int as n from ${ALL}
    left join enquiry_handling h on h.kind = e.kind and h.ref_id = e.id
    where ${where}`);
  const items = await select(db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  const total = Number((counted.rows[0] as { n: number } | undefined)?.n ?? 0);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** One enquiry the staff member may see; any other answers 404. */
async function visibleEnquiry(db: Executor, who: StaffUser, kind: EnquiryKind, id: string): Promise<Enquiry> {
  const NOT_FOUND = 'Enquiry not found';
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [found] = await select(db, sql`${scope(who)} and e.kind = ${kind} and e.id = ${id}`, {
    limit: 1,
    offset: 0,
  });
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** PATCH /api/staff/enquiries/{kind}/{id}: status and notes, who handled it and when (audited). */
export async function updateEnquiry(
  db: Db,
  act: { who: StaffUser; ip: string; at: Date },
  ref: { kind: EnquiryKind; id: string },
  change: EnquiryUpdate,
): Promise<Enquiry> {
  return db.transaction(async (tx) => {
    const before = await visibleEnquiry(tx, act.who, ref.kind, ref.id);
    const next = { status: change.status ?? before.status, note: change.note ?? before.note };
    await tx
      .insert(enquiryHandling)
      .values({ kind: ref.kind, refId: ref.id, ...next, staffId: act.who.id, handledAt: act.at })
      .onConflictDoUpdate({
        target: [enquiryHandling.kind, enquiryHandling.refId],
        set: { ...next, staffId: act.who.id, handledAt: act.at },
      });
    await recordAudit(tx, {
      staffId: act.who.id,
      action: 'enquiry.update',
      entity: `enquiry.${ref.kind}`,
      entityId: ref.id,
      before: { status: before.status, note: before.note },
      after: next,
      ip: act.ip,
      at: act.at,
    });
    return visibleEnquiry(tx, act.who, ref.kind, ref.id);
  });
}
