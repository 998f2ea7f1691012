import type { AuditEntry, AuditQuery } from '@ssc/contracts';
import type { Database } from '@ssc/service-kit';
import { count, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';

type Db = Pick<Database, 'select' | 'insert'>;

export interface AuditRecord {
  actorId: string;
  action: string;
  target: string | null;
  summary: string;
  requestId: string | null;
}

/**
 * Appends one entry, copying the actor's email and name as they are now (in the caller's
 * transaction when it passes one, so the entry and the change commit together).
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const [actor] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, record.actorId))
    .limit(1);
  await db.insert(auditLog).values({
    ...record,
    actorEmail: actor?.email ?? '',
    actorName: actor?.fullName ?? '',
  });
}

type Row = typeof auditLog.$inferSelect;

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorName: row.actorName,
    action: row.action,
    target: row.target,
    summary: row.summary,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the log, newest first, and the total. */
export async function listAudit(
  db: Db,
  { page, pageSize, actorId }: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = actorId ? eq(auditLog.actorId, actorId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(toEntry), total: total?.value ?? 0 };
}
