import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import { staff, staffBranches, staffSessions } from '../db/schema/index.ts';
import { forbidden, notFound, unauthenticated } from '../lib/errors.ts';
import { hashToken } from './auth.ts';

export type StaffRole = 'owner' | 'manager' | 'staff';

/** A signed-in staff member: an owner works at every branch, others at the branches listed. */
export type StaffUser = {
  id: string;
  name: string;
  mobile: string;
  role: StaffRole;
  branchIds: number[] | 'all';
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member signed in with a staff token; null elsewhere. */
    staff: StaffUser | null;
  }
}

/** Adds request.staff; the staff guards fill it from the bearer token. */
export const staffAuthPlugin = fp(async (app) => {
  app.decorateRequest('staff', null);
});

/** The active staff member behind a staff token, or null (unknown, expired, revoked, disabled). */
export async function staffFromToken(db: Db, token: string, now: Date): Promise<StaffUser | null> {
  // One prepared statement, the member's branches in the same round trip: it runs before every
  // staff request.
  const [row] = await preparedRows<Omit<StaffUser, 'branchIds'> & { branchIds: number[] }>(
    db,
    sql`select ss.id as "sessionId", s.id, s.name, s.mobile, s.role,
        array(select sb.branch_id from ${staffBranches} sb where sb.staff_id = s.id
          order by sb.branch_id) as "branchIds"
      from ${staffSessions} ss join ${staff} s on s.id = ss.staff_id
      where ss.token_hash = ${hashToken(token)} and ss.revoked_at is null
        and ss.expires_at > ${now.toISOString()} and s.active`,
  );
  if (!row) return null;
  const { branchIds, ...member } = row;
  return { ...member, branchIds: member.role === 'owner' ? 'all' : branchIds.map(Number) };
}

/**
 * preHandler for /api/staff routes: 401 without a valid staff token (a customer's token is not
 * one), 403 when the staff member's role is not among `roles`.
 * Example: { preHandler: requireStaffRole('owner', 'manager') } guards a refund.
 */
export function requireStaffRole(...roles: StaffRole[]) {
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) throw unauthenticated();
    const found = await staffFromToken(request.server.db, token, request.server.deps.now());
    if (!found) throw unauthenticated();
    if (!roles.includes(found.role)) throw forbidden();
    request.staff = found;
  };
}

/** Every role: the guard of routes any staff member may use. */
export const anyStaff = requireStaffRole('owner', 'manager', 'staff');

/** The signed-in staff member inside a handler guarded by requireStaffRole. */
export function currentStaff(request: FastifyRequest): StaffUser {
  if (!request.staff) throw unauthenticated();
  return request.staff;
}

/** Whether the staff member works at the branch. */
export function worksAt(who: StaffUser, branchId: number): boolean {
  return who.branchIds === 'all' || who.branchIds.includes(branchId);
}

/** Another branch's record answers 404, as if it did not exist. */
export function assertBranch(who: StaffUser, branchId: number): void {
  if (!worksAt(who, branchId)) throw notFound();
}
