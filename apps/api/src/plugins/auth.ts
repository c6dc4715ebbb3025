import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
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
    /**
     * On a route whose first statement checks the session itself (`config.sessionInFirstRead`):
     * the session to check, not yet checked. Null elsewhere.
     */
    sessionKey: SessionKey | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's own first statement checks the bearer's session (`liveSessionWhere`), so the
     * hook does not ask the database first: one round trip less on the hottest write (record 41).
     */
    sessionInFirstRead?: boolean;
  }
}

/** A bearer's session as it must be checked: its token's hash, live at `now`, seen since `idleCutoff`. */
export type SessionKey = { tokenHash: string; now: string; idleCutoff: string };

/** Sessions idle longer than this end (sliding); the absolute expiry is on the row. */
const SESSION_IDLE_MS = 30 * 24 * 3600_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** SHA-256 of a bearer token, the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key a bearer token's session is checked by at `now` (liveSessionWhere). */
export function sessionKey(token: string, now: Date): SessionKey {
  return {
    tokenHash: hashToken(token),
    now: now.toISOString(),
    idleCutoff: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  };
}

/** A live session and its customer. */
type SessionRow = AuthUser & { sessionId: string; lastSeenAt: Date | string };

/**
 * Where a session is live: not revoked, not expired, and seen within the idle time. The one rule
 * for the hook's lookup and for a route that checks the session in its own first statement.
 */
export function liveSessionWhere(tokenHash: unknown, now: unknown, idleCutoff: unknown): SQL {
  return sql`${sessions.tokenHash} = ${tokenHash} and ${sessions.revokedAt} is null
    and ${sessions.expiresAt} > ${now} and ${sessions.lastSeenAt} > ${idleCutoff}`;
}

/** Writes the session's last_seen_at when it is older than TOUCH_EVERY_MS (sliding expiry). */
export async function touchSession(
  db: Db,
  session: { sessionId: string; lastSeenAt: Date | string },
  now: Date,
): Promise<void> {
  if (now.getTime() - new Date(session.lastSeenAt).getTime() <= TOUCH_EVERY_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`${now}` })
    .where(eq(sessions.id, session.sessionId));
}

/** The live session of a bearer and its customer. A prepared statement: every request with a token asks. */
async function lookUpSession(db: Db, key: SessionKey): Promise<SessionRow | undefined> {
  const [row] = await preparedRows<SessionRow>(
    db,
    sql`select ${sessions.id} as "sessionId", ${sessions.lastSeenAt} as "lastSeenAt", ${users.id},
        ${users.role}, ${users.mobile}, ${users.branchId} as "branchId"
      from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
      where ${liveSessionWhere(key.tokenHash, key.now, key.idleCutoff)}`,
  );
  return row;
}

/**
 * On a route that checks its session in its own first statement, a request refused before that
 * statement ran (its body or headers not valid) has had no session check. A missing, expired or
 * revoked token gets 401 before anything else (api.md), so the refusal asks here first: true when
 * the bearer's session is not live. Should the database not answer, the refusal stands as it is.
 */
export async function refusedBeforeSessionCheck(db: Db, request: FastifyRequest): Promise<boolean> {
  if (!request.sessionKey) return false;
  const row = await lookUpSession(db, request.sessionKey).catch(() => 'not asked' as const);
  return row === undefined;
}

/**
 * Reads `Authorization: Bearer <token>` on every request and sets request.user. The user comes
 * only from the token, never from an id sent by the browser.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionKey', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    // The back office's routes take staff tokens only (plugins/staff-auth.ts): no customer to look up.
    if (request.url.startsWith('/api/staff/')) return;
    const token = header.slice(7).trim();
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return;
    const now = app.deps.now();
    const key = sessionKey(token, now);
    if (request.routeOptions.config.sessionInFirstRead) {
      request.sessionKey = key;
      return;
    }
    const row = await lookUpSession(app.db, key);
    if (!row) return;
    request.user = { id: row.id, role: row.role, mobile: row.mobile, branchId: row.branchId };
    request.sessionId = row.sessionId;
    await touchSession(app.db, row, now);
  });
});

/**
 * preHandler: 401 unless logged in. On a route that checks the session in its own first
 * statement, a bearer token lets the request through to that check (`customerOf`).
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user && !request.sessionKey) throw unauthenticated();
}

/**
 * Who is asking on a route with `config.sessionInFirstRead`: the session still to check in the
 * route's first statement (which answers 401 when it is not live), or the user already known.
 */
export function customerOf(request: FastifyRequest): string | SessionKey {
  if (request.user) return request.user.id;
  if (request.sessionKey) return request.sessionKey;
  throw unauthenticated();
}

/** The logged-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
