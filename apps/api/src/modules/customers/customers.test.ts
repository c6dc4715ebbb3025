import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/app.ts';
import { createCustomer, saveMeasurements } from '../../test-support/customers.ts';
import { type SignedInStaff, signInAsStaff } from '../../test-support/staff.ts';
import { type PlacedRental, placedRental } from '../../test-support/staff-orders.ts';

let ctx: TestContext;
let owner: SignedInStaff;
let rental: PlacedRental;
let otherBranch: string;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signInAsStaff(ctx, 'owner');
  rental = await placedRental(ctx);
  await saveMeasurements(ctx, rental.who.userId);
  otherBranch = rental.branchCode === 'KDV' ? 'GKP' : 'KDV';
});
afterAll(() => ctx.close());

const get = (who: SignedInStaff, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const assign = (who: SignedInStaff, customerId: string, staffId: string | null) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/staff/customers/${customerId}/relationship-manager`,
    headers: who.headers,
    payload: { staffId },
  });

describe('customers for staff', () => {
  it('finds a customer by mobile and by name; staff of another branch do not see them', async () => {
    await ctx.app.db.execute(
      sql`update users set first_name = 'Kavya', last_name = 'Iyer' where id = ${rental.who.userId}`,
    );
    const member = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    for (const q of [rental.who.mobile.slice(-6), 'kavya iy']) {
      const found = await get(member, `/api/staff/customers?q=${encodeURIComponent(q)}`);
      expect(found.statusCode).toBe(200);
      expect(found.json().items).toEqual([
        expect.objectContaining({
          id: rental.who.userId,
          name: 'Kavya Iyer',
          mobile: rental.who.mobile,
          orders: 1,
        }),
      ]);
    }
    const stranger = await signInAsStaff(ctx, 'manager', [otherBranch]);
    const none = await get(stranger, `/api/staff/customers?q=${rental.who.mobile}`);
    expect(none.json().items).toEqual([]);
    expect((await get(stranger, `/api/staff/customers/${rental.who.userId}`)).statusCode).toBe(404);
    // A customer without any order is the owner's to see only.
    const fresh = await createCustomer(ctx);
    expect((await get(member, `/api/staff/customers/${fresh.userId}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/staff/customers/${fresh.userId}`)).statusCode).toBe(200);
  });

  it("shows the customer's orders, measurements and documents (opened through an order, audited)", async () => {
    const res = await get(owner, `/api/staff/customers/${rental.who.userId}`);
    expect(res.statusCode).toBe(200);
    const customer = res.json();
    expect(customer.orders).toEqual([expect.objectContaining({ id: rental.orderId, billNo: rental.billNo })]);
    expect(customer.measurements.chest).toBeGreaterThan(0);
    expect(customer.relationshipManager).toBeNull();
    expect(customer.managerChoices.length).toBeGreaterThan(0);
  });

  it('lets a manager assign a relationship manager of their branch (audited; the customer sees them)', async () => {
    const manager = await signInAsStaff(ctx, 'manager', [rental.branchCode]);
    const colleague = await signInAsStaff(ctx, 'staff', [rental.branchCode]);
    const elsewhere = await signInAsStaff(ctx, 'staff', [otherBranch]);

    // Staff cannot assign; a manager cannot assign someone of another branch.
    expect((await assign(colleague, rental.who.userId, colleague.staffId)).statusCode).toBe(403);
    const wrong = await assign(manager, rental.who.userId, elsewhere.staffId);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.staffId).toMatch(/staff member of your branches/);
    const notUuid = await assign(manager, rental.who.userId, 'someone' as unknown as string);
    expect(notUuid.statusCode).toBe(400);

    const ok = await assign(manager, rental.who.userId, colleague.staffId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().relationshipManager).toMatchObject({ id: colleague.staffId, mobile: colleague.mobile });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: rental.who.headers });
    expect(me.json().relationshipManager).toEqual({
      name: expect.stringMatching(/Test staff/),
      phone: colleague.mobile,
    });

    const audit = await get(owner, '/api/staff/audit');
    const entries = audit
      .json()
      .items.filter((r: { action: string }) => r.action === 'customer.relationship_manager');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: manager.staffId,
      entityId: rental.who.userId,
      before: { staffId: null },
      after: { staffId: colleague.staffId },
    });

    // A manager of another branch does not find the customer at all.
    const stranger = await signInAsStaff(ctx, 'manager', [otherBranch]);
    expect((await assign(stranger, rental.who.userId, null)).statusCode).toBe(404);
  });

  it('refuses a search that is too long', async () => {
    const res = await get(owner, `/api/staff/customers?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/at most 100/);
  });
});
