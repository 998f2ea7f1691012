import { TOTAL_COUNT_HEADER, type UserDocument } from '@ssc/contracts';
import { endpoints, STORAGE_QUOTA_HEADER, STORAGE_USED_HEADER } from '@ssc/contracts/endpoints';
import type { ServiceRoutes } from '@ssc/service-kit';
import { count, desc, eq } from 'drizzle-orm';
import { userDocuments } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { storageUsed } from './storage-usage';

/**
 * `GET /api/users/:id/documents` (admin only; the kit answers 401/403 to anyone else): what a
 * client uploaded to their own account, which the office could not see before (issue 37 item 6),
 * with the fields of `/api/user-documents`, newest first. A booking's attachments are shown with
 * the booking. Beside the page, how much of USER_STORAGE_QUOTA_MB the client uses, in bytes
 * (documents and booking attachments).
 * An unknown id is an empty list: accounts live in the auth service.
 */
export function clientDocumentRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db } = deps;
  routes.serve(endpoints.listClientDocuments, async (ctx, { query }) => {
    const userId = ctx.params.id ?? '';
    const { page, pageSize } = query;
    const ofClient = eq(userDocuments.userId, userId);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(userDocuments)
        .where(ofClient)
        .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ files: count() }).from(userDocuments).where(ofClient),
    ]);
    // What counts in the quota: the account's documents and its bookings' attachments.
    const used = await storageUsed(db, { userId });
    ctx.set(TOTAL_COUNT_HEADER, String(totals?.files ?? 0));
    ctx.set(STORAGE_USED_HEADER, String(used));
    ctx.set(STORAGE_QUOTA_HEADER, String(deps.settings.userStorageQuotaBytes));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = rows.map(
      (row): UserDocument => ({
        id: row.id,
        fileName: row.fileName,
        fileSize: row.size,
        createdAt: row.createdAt.toISOString(),
        appointment: null,
      }),
    );
  });
}
