import type { Role } from '@ssc/contracts';
import type { Database } from '@ssc/service-kit';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { newToken, tokenHash } from './tokens';

type Db = Pick<Database, 'select' | 'insert' | 'delete'>;

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

/**
 * The owner of a live session; an expired one is deleted and resolves to nothing. A disabled
 * account has no sessions (deleted when it was disabled), and resolves to nothing even if a
 * sign-in racing the disabling left one behind.
 */
export async function resolveSession(db: Db, token: string): Promise<SessionOwner | undefined> {
  const id = tokenHash(token);
  const [row] = await db
    .select({ userId: users.id, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return undefined;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
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
