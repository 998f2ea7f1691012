import { bookingMessages, TOTAL_COUNT_HEADER, type UserDocument } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { uploadMessages } from '@ssc/contracts/uploads';
import {
  badRequest,
  HttpError,
  type Identity,
  notFound,
  requireUser,
  type ServiceRoutes,
  sayForAudit,
} from '@ssc/service-kit';
import { parseUpload, sendStoredFile, withFileMoves } from '@ssc/service-kit/uploads';
import { eq, sql } from 'drizzle-orm';
import { appointmentFiles, appointments, GUEST_USER_ID, userDocuments } from '../db/schema';
import { auditWords } from '../http/audit-words';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { lockStorage, storageUsed } from './storage-usage';

type UserDocumentRow = typeof userDocuments.$inferSelect;

const toUserDocument = (row: UserDocumentRow): UserDocument => ({
  id: row.id,
  fileName: row.fileName,
  fileSize: row.size,
  createdAt: row.createdAt.toISOString(),
  appointment: null,
});

/** A row of the documents list: an upload of the account, or a file of one of its bookings. */
interface DocumentListRow extends Record<string, unknown> {
  id: string;
  file_name: string;
  size: string | number;
  created_at: Date | string;
  appointment_id: string | null;
  reference: string | null;
  purged_at: Date | string | null;
}

const fromListRow = (row: DocumentListRow): UserDocument => ({
  id: row.id,
  fileName: row.file_name,
  fileSize: Number(row.size),
  createdAt: new Date(row.created_at).toISOString(),
  appointment:
    row.appointment_id && row.reference
      ? { id: row.appointment_id, reference: row.reference }
      : null,
  // Only on a purged file: every other answer keeps its shape.
  ...(row.purged_at ? { purgedAt: new Date(row.purged_at).toISOString() } : {}),
});

/**
 * The user's documents (spec §3 "User document") and one download route for every stored file,
 * whether it was uploaded to the account or attached to an appointment: ids are UUIDs from two
 * tables, and whoever is not the owner or an admin gets the same 404 as for a missing file.
 */
export function documentRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, store } = deps;

  // The account's own uploads and the files the client attached to their bookings (issue 18:
  // "my documents" holds everything they gave us), newest first; a guest's booking files stay
  // with the appointment only (a guest has no account).
  routes.serve(endpoints.listUserDocuments, async (ctx, { query }) => {
    const { userId } = requireUser(ctx);
    const { page: number, pageSize } = query;
    const documents = sql`
      select ${userDocuments.id} as id, ${userDocuments.fileName} as file_name,
             ${userDocuments.size} as size, ${userDocuments.createdAt} as created_at,
             null::uuid as appointment_id, null::text as reference,
             null::timestamptz as purged_at
        from ${userDocuments} where ${userDocuments.userId} = ${userId}
      union all
      select ${appointmentFiles.id}, ${appointmentFiles.originalName}, ${appointmentFiles.size},
             ${appointmentFiles.createdAt}, ${appointments.id}, ${appointments.reference},
             ${appointmentFiles.purgedAt}
        from ${appointmentFiles}
        join ${appointments} on ${appointments.id} = ${appointmentFiles.appointmentId}
       where ${appointments.userId} = ${userId} and ${appointments.userId} <> ${GUEST_USER_ID}`;
    const [page, totals] = await Promise.all([
      db.execute<DocumentListRow>(
        sql`select * from (${documents}) d order by created_at desc, id desc limit ${pageSize} offset ${(number - 1) * pageSize}`,
      ),
      db.execute<{ total: string }>(sql`select count(*) as total from (${documents}) d`),
    ]);
    ctx.set(TOTAL_COUNT_HEADER, String(totals.rows[0]?.total ?? 0));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = page.rows.map(fromListRow);
  });

  const upload = parseUpload(store, { allowJson: false });
  // 413 also when the account's files would pass USER_STORAGE_QUOTA_MB (default 100 MB).
  routes.serve(endpoints.uploadUserDocuments, { before: [upload] }, async (ctx) => {
    const { userId } = requireUser(ctx);
    const { files } = upload.value(ctx);
    if (files.length === 0) {
      throw badRequest(bookingMessages.fileMissing, { files: bookingMessages.fileMissing });
    }
    const adding = files.reduce((sum, file) => sum + file.size, 0);
    const rows = await withFileMoves(store, (move) =>
      db.transaction(async (tx) => {
        // Documents and booking attachments share the account's quota (storage-usage.ts).
        await lockStorage(tx, { userId });
        const used = await storageUsed(tx, { userId });
        if (used + adding > deps.settings.userStorageQuotaBytes) {
          throw new HttpError(413, bookingMessages.storageQuota);
        }
        const values = [];
        for (const file of files) {
          values.push({
            userId,
            fileName: file.originalName,
            storedName: await move(file),
            size: file.size,
            mimeType: file.mimeType,
          });
        }
        return tx.insert(userDocuments).values(values).returning();
      }),
    );
    ctx.state.log.info({ documents: rows.length }, 'user documents uploaded');
    ctx.status = 201;
    ctx.body = rows.map(toUserDocument);
  });

  routes.serve(endpoints.downloadDocument, async (ctx) => {
    const caller = requireUser(ctx);
    const id = ctx.params.id;
    const file = isUuid(id) ? await findFile(id, caller) : undefined;
    // Deleted after its booking went unpaid (jobs/unpaid-files.ts): gone for good, and said so.
    if (file?.purgedAt) throw new HttpError(410, uploadMessages.purged);
    if (file && caller.role === 'admin') sayForAudit(ctx, file.audit);
    if (!file || !(await sendStoredFile(ctx, store, file))) {
      throw notFound(bookingMessages.documentNotFound);
    }
  });

  /** The file with this id if the caller may have it (owner or admin), else undefined. */
  async function findFile(
    id: string,
    caller: Identity,
  ): Promise<
    | {
        name: string;
        storedName: string;
        mimeType: string;
        purgedAt?: Date | null;
        /** What the audit log says of an admin's download (issue 34.7). */
        audit: string;
      }
    | undefined
  > {
    const isAdmin = caller.role === 'admin';
    const [document] = await db.select().from(userDocuments).where(eq(userDocuments.id, id));
    if (document) {
      return isAdmin || document.userId === caller.userId
        ? {
            name: document.fileName,
            storedName: document.storedName,
            mimeType: document.mimeType,
            audit: auditWords.accountDocument(document.fileName),
          }
        : undefined;
    }
    const [attached] = await db
      .select({
        name: appointmentFiles.originalName,
        storedName: appointmentFiles.storedName,
        mimeType: appointmentFiles.mimeType,
        purgedAt: appointmentFiles.purgedAt,
        ownerId: appointments.userId,
        reference: appointments.reference,
        contactName: appointments.contactName,
      })
      .from(appointmentFiles)
      .innerJoin(appointments, eq(appointments.id, appointmentFiles.appointmentId))
      .where(eq(appointmentFiles.id, id));
    if (!attached) return undefined;
    // A guest's booking belongs to nobody who can sign in; only admins see its files.
    const owner = attached.ownerId !== GUEST_USER_ID && attached.ownerId === caller.userId;
    return isAdmin || owner
      ? { ...attached, audit: auditWords.bookingFile(attached.name, attached) }
      : undefined;
  }
}
