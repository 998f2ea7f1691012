import type { Role } from '@ssc/contracts';
import type { Database } from '@ssc/service-kit';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { newToken, tokenHash } from './tokens';

type Db = Pick<Database, 'select' | 'insert' | 'delete' | 'update'>;

export interface SessionOwner {
  userId: string;
  role: Role;
}

/** Opens a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string, ttlSeconds: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: tokenHash(token),
    userId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** How long an admin's session may sit unused, and how long it lives at most (issue 37). */
export interface SessionPolicy {
  adminIdleSeconds: number;
  adminMaxSeconds: number;
}

export const sessionPolicy = (options: {
  adminSessionIdleSeconds: number;
  adminSessionMaxSeconds: number;
}): SessionPolicy => ({
  adminIdleSeconds: options.adminSessionIdleSeconds,
  adminMaxSeconds: options.adminSessionMaxSeconds,
});

// The last-seen time is written at most once a minute per session, not on every request.
const TOUCH_AFTER_MS = 60_000;

/**
 * The owner of a live session; an expired one is deleted and resolves to nothing. A disabled
 * account has no sessions (deleted when it was disabled), and resolves to nothing even if a
 * sign-in racing the disabling left one behind. An admin's session also ends after
 * `adminIdleSeconds` unused and `adminMaxSeconds` after sign-in, judged by the role now (a client
 * made admin keeps no 14-day session). The gateway caches an answer for 5 s
 * (gateway/src/session/session-resolver.ts), so an ended admin session is refused within that.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now: Date = new Date(),
): Promise<SessionOwner | undefined> {
  const id = tokenHash(token);
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return undefined;
  const t = now.getTime();
  const ended =
    row.expiresAt.getTime() <= t ||
    (row.role === 'admin' &&
      (row.createdAt.getTime() + policy.adminMaxSeconds * 1000 <= t ||
        row.lastSeenAt.getTime() + policy.adminIdleSeconds * 1000 <= t));
  if (ended) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (t - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { userId: row.userId, role: row.role };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, tokenHash(token)));
}

/** Signs the user out everywhere (password reset, account disabled). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}
