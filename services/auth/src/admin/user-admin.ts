import {
  type AdminUser,
  userAdminMessages as messages,
  type Role,
  type UsersQuery,
} from '@ssc/contracts';
import { type Database, HttpError, type Identity, notFound } from '@ssc/service-kit';
import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { deleteUserSessions } from '../accounts/sessions';
import type { UserRow } from '../accounts/users';
import { passwordResets, sessions, users } from '../db/schema';
import { recordAudit } from './audit-log';

type Db = Database<typeof import('../db/schema')>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    disabled: row.disabledAt !== null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An admin who can act: role admin, not disabled. */
const ACTIVE_ADMIN = and(eq(users.role, 'admin'), isNull(users.disabledAt));

/** `%`, `_` and the escape character itself match literally (PostgreSQL's LIKE escapes with `\`). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of accounts, newest first, optionally only those whose name, email or username contain q. */
export async function listUsers(
  db: Pick<Db, 'select'>,
  { q, page, pageSize }: UsersQuery,
): Promise<{ users: AdminUser[]; total: number }> {
  const pattern = q ? likeContains(q) : undefined;
  const where = pattern
    ? or(
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
        ilike(users.username, pattern),
      )
    : undefined;
  const [rows, [total], [admins]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(users).where(where),
    db.select({ value: count() }).from(users).where(ACTIVE_ADMIN),
  ]);
  const alone = admins?.value === 1;
  return {
    users: rows.map((row) => ({
      ...toAdminUser(row),
      ...(alone && row.role === 'admin' && row.disabledAt === null
        ? { lastActiveAdmin: true }
        : {}),
    })),
    total: total?.value ?? 0,
  };
}

const conflict = (message: string) => new HttpError(409, message);

/**
 * Locks the active admins (role admin, not disabled) until the transaction ends and returns their
 * ids. Every change that can take an admin away runs this first, in id order, so two such changes
 * wait for each other (never deadlock) and the second counts after the first committed: two
 * admins demoting each other at once leave one admin, never none.
 */
async function lockActiveAdmins(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(ACTIVE_ADMIN)
    .orderBy(users.id)
    .for('update');
  return new Set(rows.map((r) => r.id));
}

async function lockTarget(tx: Tx, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw notFound(messages.userNotFound);
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound(messages.userNotFound);
  return row;
}

/** Taking `target` away from the admins must leave at least one active admin. */
function refuseLastAdmin(admins: Set<string>, target: UserRow): void {
  if (admins.has(target.id) && admins.size <= 1) throw conflict(messages.lastAdmin);
}

export interface AdminChange {
  user: AdminUser;
  /** False when the account already was so (nothing written, nothing logged). */
  changed: boolean;
}

/** user ↔ admin, with its audit entry in the same transaction. */
export async function changeRole(
  db: Db,
  actor: Identity,
  targetId: string,
  role: Role,
  requestId: string,
): Promise<AdminChange> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockTarget(tx, targetId);
    if (target.role === role) return { user: toAdminUser(target), changed: false };
    if (role === 'user') refuseLastAdmin(admins, target);
    // A disabled account cannot sign in: an admin role on it would be a surprise on re-enabling.
    if (role === 'admin' && target.disabledAt !== null) {
      throw conflict(messages.cannotPromoteDisabled);
    }
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, target.id)).returning();
    if (!row) throw new Error('update returned no row');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'setUserRole',
      target: target.id,
      summary:
        role === 'admin'
          ? `ترقية ${target.email} إلى مشرف`
          : `إلغاء صلاحية المشرف عن ${target.email}`,
      requestId,
    });
    return { user: toAdminUser(row), changed: true };
  });
}

/**
 * Disables (every session deleted in the same transaction, so the account is refused at once) or
 * enables an account. An admin cannot disable themself, nor the last active admin.
 */
export async function changeStatus(
  db: Db,
  actor: Identity,
  targetId: string,
  disabled: boolean,
  requestId: string,
): Promise<AdminChange> {
  if (disabled && targetId === actor.userId) throw conflict(messages.cannotDisableSelf);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const target = await lockTarget(tx, targetId);
    if ((target.disabledAt !== null) === disabled) {
      return { user: toAdminUser(target), changed: false };
    }
    if (disabled) refuseLastAdmin(admins, target);
    const [row] = await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, target.id))
      .returning();
    if (!row) throw new Error('update returned no row');
    if (disabled) {
      await deleteUserSessions(tx, target.id);
      // Pending reset links die too, so re-enabling later does not revive them (issue 37).
      await tx.delete(passwordResets).where(eq(passwordResets.userId, target.id));
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'setUserStatus',
      target: target.id,
      summary: disabled ? `تعطيل حساب ${target.email}` : `تفعيل حساب ${target.email}`,
      requestId,
    });
    return { user: toAdminUser(row), changed: true };
  });
}

/** How many sessions an account has (tests and logs). */
export async function sessionCount(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.value ?? 0;
}
