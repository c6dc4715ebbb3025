import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { hashToken } from '../../plugins/auth.ts';

/** A session ends 90 days after login whatever happens; idle sessions end sooner (SESSION_IDLE_MS). */
const SESSION_ABSOLUTE_MS = 90 * 24 * 3600_000;

/**
 * Starts a session and returns its bearer token. The token is shown once; only its SHA-256 is
 * stored, so a copy of the database does not let anyone log in.
 */
export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** Ends one session (logout); the token answers 401 from now on. */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
