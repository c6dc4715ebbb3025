import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedRows } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import { unauthenticated } from '../lib/errors.ts';

export type AuthUser = {
  id: string;
  role: 'customer' | 'staff' | 'admin';
  mobile: string;
  branchId: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, from the bearer token; null for visitors. */
    user: AuthUser | null;
    sessionId: string | null;
  }
}

/** Sessions idle longer than this end (sliding); the absolute expiry is on the row. */
const SESSION_IDLE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** SHA-256 of a bearer token, the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A live session and its customer. */
type SessionRow = AuthUser & { sessionId: string; lastSeenAt: Date | string };

/**
 * Reads `Authorization: Bearer <token>` on every request and sets request.user. The user comes
 * only from the token, never from an id sent by the browser.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    // The back office's routes take staff tokens only (plugins/staff-auth.ts): no customer to look up.
    if (request.url.startsWith('/api/staff/')) return;
    const token = header.slice(7).trim();
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return;
    const now = app.deps.now();
    const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS);
    // A prepared statement: every request with a token asks.
    const [row] = await preparedRows<SessionRow>(
      app.db,
      sql`select se.id as "sessionId", se.last_seen_at as "lastSeenAt", u.id, u.role, u.mobile,
          u.branch_id as "branchId"
        from ${sessions} se join ${users} u on u.id = se.user_id
        where se.token_hash = ${hashToken(token)} and se.revoked_at is null
          and se.expires_at > ${now.toISOString()} and se.last_seen_at > ${idleCutoff.toISOString()}`,
    );
    if (!row) return;
    request.user = { id: row.id, role: row.role, mobile: row.mobile, branchId: row.branchId };
    request.sessionId = row.sessionId;
    if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
      await app.db
        .update(sessions)
        .set({ lastSeenAt: sql`${now}` })
        .where(eq(sessions.id, row.sessionId));
    }
  });
});

/** preHandler: 401 unless logged in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthenticated();
}

/** The logged-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
