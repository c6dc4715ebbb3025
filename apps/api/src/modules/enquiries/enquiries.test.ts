import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer, giveMembership } from '../../test-support/customers.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';

let ctx: TestContext;
let owner: SignedInStaff;
let managerKdv: SignedInStaff;
const ids: Record<string, string> = {};

/** A fit-check (a trial booking) of a piece of the branch, as its id. */
async function fitCheckAt(branchCode: string, note: string): Promise<string> {
  const result = await ctx.app.db.execute(sql`
    insert into bookings (product_id, status, kind, note, delivery_date, return_date)
    select p.id, 'confirmed', 'trial', ${note}, current_date + 300, current_date + 300
    from products p join branches b on b.id = p.branch_id
    where b.code = ${branchCode} and p.type = 'rent'
    order by p.id desc limit 1
    returning id`);
  return (result.rows[0] as { id: string }).id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAsStaff(ctx, 'owner');
  managerKdv = await signInAsStaff(ctx, 'manager', ['KDV']);
  const contact = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Asha Patel', email: 'asha@example.in', message: 'Do you rent safas for a baraat?' },
    remoteAddress: '10.7.0.1',
  });
  expect(contact.statusCode).toBe(201);
  const franchise = await ctx.app.inject({
    method: 'POST',
    url: '/api/franchise-applications',
    payload: {
      name: 'Rohan Mehta',
      contactNo: '9820011987',
      email: 'rohan.mehta@example.in',
      location: 'Nashik, Maharashtra',
      experience: 'Eight years running a menswear shop.',
      rentalSpace: 'A 600 sq ft shop.',
      additionalQuestions: 'What stock does a new branch start with?',
    },
    remoteAddress: '10.7.0.2',
  });
  expect(franchise.statusCode).toBe(201);
  ids.kdv = await fitCheckAt('KDV', 'Trial for the Kandivali sherwani');
  ids.gkp = await fitCheckAt('GKP', 'Trial for the Ghatkopar lehenga');
  const member = await createCustomer(ctx);
  await giveMembership(ctx, member.userId, 7);
});
afterAll(() => ctx.close());

type Item = {
  kind: string;
  id: string;
  summary: string;
  status: string;
  note: string;
  handledBy: string | null;
};
const list = async (who: SignedInStaff, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/staff/enquiries${query}`,
    headers: who.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Item[]; total: number };
};

describe('enquiries inbox', () => {
  it('gathers the four kinds for the owner, newest first, all new', async () => {
    const page = await list(owner);
    expect(new Set(page.items.map((i) => i.kind))).toEqual(
      new Set(['contact', 'franchise', 'fit_check', 'membership']),
    );
    expect(page.total).toBe(5);
    expect(page.items.every((i) => i.status === 'new')).toBe(true);
    const fitChecks = await list(owner, '?kind=fit_check');
    expect(fitChecks.items.map((i) => i.id).sort()).toEqual([ids.kdv, ids.gkp].sort());
  });

  it("shows a manager only their branch's fit-checks and no franchise applications; another branch's is 404", async () => {
    const page = await list(managerKdv);
    expect(page.items.map((i) => i.kind).sort()).toEqual(['contact', 'fit_check', 'membership']);
    expect(page.items.find((i) => i.kind === 'fit_check')?.id).toBe(ids.kdv);
    for (const [kind, id] of [
      ['fit_check', ids.gkp],
      ['franchise', (await list(owner, '?kind=franchise')).items[0]?.id],
    ]) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/staff/enquiries/${kind}/${id}`,
        headers: managerKdv.headers,
        payload: { status: 'done' },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await list(owner, '?status=done')).total).toBe(0);
  });

  it('records status, notes, who handled it and when, in the audit log; filters by status', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/enquiries/fit_check/${ids.kdv}`,
      headers: managerKdv.headers,
      payload: { status: 'in_progress', note: 'Called back, trial on Saturday' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'in_progress', note: 'Called back, trial on Saturday' });
    expect(res.json().handledBy).toMatch(/Test manager/);
    expect(res.json().handledAt).toBeTruthy();
    const inProgress = await list(owner, '?status=in_progress');
    expect(inProgress.items.map((i) => i.id)).toEqual([ids.kdv]);
    expect((await list(owner, '?status=new')).total).toBe(4);

    const audit = await ctx.app.inject({ method: 'GET', url: '/api/staff/audit', headers: owner.headers });
    const row = audit.json().items.find((r: { action: string }) => r.action === 'enquiry.update');
    expect(row).toMatchObject({
      staffId: managerKdv.staffId,
      entity: 'enquiry.fit_check',
      entityId: ids.kdv,
      before: { status: 'new', note: '' },
      after: { status: 'in_progress', note: 'Called back, trial on Saturday' },
    });
  });

  it('refuses bad input with clear errors and changes nothing', async () => {
    const cases = [
      { url: `/api/staff/enquiries/fit_check/${ids.kdv}`, payload: { status: 'closed' } },
      { url: `/api/staff/enquiries/fit_check/${ids.kdv}`, payload: {} },
      { url: `/api/staff/enquiries/fit_check/${ids.kdv}`, payload: { note: 'x'.repeat(2001) } },
      { url: `/api/staff/enquiries/order/${ids.kdv}`, payload: { status: 'done' } },
    ];
    for (const { url, payload } of cases) {
      const res = await ctx.app.inject({ method: 'PATCH', url, headers: owner.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/staff/enquiries/contact/00000000-0000-4000-8000-000000000000',
      headers: owner.headers,
      payload: { status: 'done' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/enquiries?status=closed',
      headers: owner.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect((await list(owner, '?status=in_progress')).items[0]?.note).toBe('Called back, trial on Saturday');
    expect((await list(owner, '?status=done')).total).toBe(0);
  });
});
