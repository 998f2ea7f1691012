import type { AnyDatabase as Db } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { appointmentFiles, appointments, GUEST_USER_ID, userDocuments } from '../db/schema';

/**
 * Whose storage a file counts in (issue 37 item 1): a signed-in client's account (their documents
 * and every file attached to their bookings), or a guest's contact email (the files of their
 * bookings), so neither an account nor a guest address fills the disk past
 * USER_STORAGE_QUOTA_MB by booking again and again. Purged files (jobs/unpaid-files.ts) are gone
 * and count for nothing.
 */
export type StorageOwner = { userId: string } | { guestEmail: string };

type Executor = Pick<Db, 'execute'>;

/** One upload per owner at a time, so two parallel ones cannot both fit the quota. */
export async function lockStorage(tx: Executor, owner: StorageOwner): Promise<void> {
  const key =
    'userId' in owner
      ? `storage:${owner.userId}`
      : `storage:guest:${owner.guestEmail.toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Bytes the owner keeps on disk now. */
export async function storageUsed(tx: Executor, owner: StorageOwner): Promise<number> {
  const attached =
    'userId' in owner
      ? sql`${appointments.userId} = ${owner.userId}`
      : sql`${appointments.userId} = ${GUEST_USER_ID} and lower(${appointments.contactEmail}) = ${owner.guestEmail.toLowerCase()}`;
  const documents =
    'userId' in owner
      ? sql`(select coalesce(sum(${userDocuments.size}), 0) from ${userDocuments} where ${userDocuments.userId} = ${owner.userId})`
      : sql`0`;
  const { rows } = await tx.execute<{ bytes: string | number }>(sql`
    select ${documents} + (
      select coalesce(sum(f.size), 0)
        from ${appointmentFiles} f join ${appointments} on ${appointments.id} = f.appointment_id
       where f.purged_at is null and ${attached}
    ) as bytes`);
  return Number(rows[0]?.bytes ?? 0);
}

/** The files would take the owner past USER_STORAGE_QUOTA_MB (answered 413 in Arabic). */
export class StorageQuotaError extends Error {
  constructor() {
    super('storage quota exceeded');
    this.name = 'StorageQuotaError';
  }
}
