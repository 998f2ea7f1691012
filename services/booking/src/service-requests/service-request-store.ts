import {
  fromMinorUnits,
  type InternalServiceRequest,
  NEXT_SERVICE_REQUEST_STATUS,
  normalizeRequestReference,
  PAYMENT_CURRENCY,
  type ServiceRequest,
  type ServiceRequestNote,
  type ServiceRequestStatus,
  type ServiceRequestsQuery,
  toMinorUnits,
} from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { serviceRequestNotes, serviceRequests } from '../db/schema';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

function toServiceRequest(row: ServiceRequestRow): ServiceRequest {
  return {
    id: row.id,
    serviceId: row.serviceId,
    userId: row.userId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    address: row.address,
    serviceDetails: row.serviceDetails,
    amount: fromMinorUnits(row.amountMinor),
    currency: PAYMENT_CURRENCY,
    paymentStatus: row.paymentStatus,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    reference: row.reference,
    status: row.status,
  };
}

/**
 * Creates the request with the id the payment service chose; the same id again returns the stored
 * row unchanged (a retried call never makes a second request nor overwrites the first).
 */
export async function putServiceRequest(
  db: Db,
  id: string,
  input: Omit<InternalServiceRequest, 'company'> & { company: string },
): Promise<{ created: boolean; request: ServiceRequest }> {
  const inserted = await db
    .insert(serviceRequests)
    .values({
      id,
      serviceId: input.serviceId,
      userId: input.userId,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      company: input.company,
      address: input.address,
      serviceDetails: input.serviceDetails,
      amountMinor: toMinorUnits(input.amount),
      paymentId: input.paymentId,
    })
    .onConflictDoNothing({ target: serviceRequests.id })
    .returning();
  if (inserted[0]) return { created: true, request: toServiceRequest(inserted[0]) };
  const [existing] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!existing) throw new Error('service request vanished after a conflicting insert');
  return { created: false, request: toServiceRequest(existing) };
}

export async function listServiceRequests(
  db: Db,
  query: ServiceRequestsQuery,
): Promise<{ items: ServiceRequest[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.paymentStatus) conditions.push(eq(serviceRequests.paymentStatus, query.paymentStatus));
  if (query.status) conditions.push(eq(serviceRequests.status, query.status));
  if (query.q) {
    const reference = normalizeRequestReference(query.q);
    conditions.push(
      ilike(serviceRequests.reference, `%${reference.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(serviceRequests).where(where);
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(where)
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toServiceRequest), total: totals?.total ?? 0 };
}

export async function findServiceRequest(db: Db, id: string): Promise<ServiceRequest | undefined> {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row ? toServiceRequest(row) : undefined;
}

/**
 * Moves a request one step (new → in_progress → done). The update holds only if the request is
 * still at the step before `to`, so two admins clicking at once move it once; otherwise the
 * current status is returned, for the caller's 409 (a request already at `to` is answered as is).
 */
export async function moveServiceRequest(
  db: Db,
  id: string,
  to: ServiceRequestStatus,
): Promise<{ moved: ServiceRequest } | { refused: ServiceRequestStatus } | undefined> {
  const from = (Object.keys(NEXT_SERVICE_REQUEST_STATUS) as ServiceRequestStatus[]).find(
    (status) => NEXT_SERVICE_REQUEST_STATUS[status] === to,
  );
  if (from) {
    const [row] = await db
      .update(serviceRequests)
      .set({ status: to })
      .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, from)))
      .returning();
    if (row) return { moved: toServiceRequest(row) };
  }
  const current = await findServiceRequest(db, id);
  if (!current) return undefined;
  // Already there (a second click, another admin first): nothing to refuse.
  return current.status === to ? { moved: current } : { refused: current.status ?? 'new' };
}

type NoteRow = typeof serviceRequestNotes.$inferSelect;

const toNote = (row: NoteRow): ServiceRequestNote => ({
  id: row.id,
  serviceRequestId: row.serviceRequestId,
  body: row.body,
  authorId: row.authorId,
  createdAt: row.createdAt.toISOString(),
});

/** The office's notes on one request, newest first (`service_request_notes_request_idx`). */
export async function notesOfServiceRequest(db: Db, id: string): Promise<ServiceRequestNote[]> {
  const rows = await db
    .select()
    .from(serviceRequestNotes)
    .where(eq(serviceRequestNotes.serviceRequestId, id))
    .orderBy(desc(serviceRequestNotes.createdAt), desc(serviceRequestNotes.id));
  return rows.map(toNote);
}

export async function addServiceRequestNote(
  db: Db,
  id: string,
  body: string,
  authorId: string,
): Promise<ServiceRequestNote> {
  const [row] = await db
    .insert(serviceRequestNotes)
    .values({ serviceRequestId: id, body, authorId })
    .returning();
  if (!row) throw new Error('note not stored');
  return toNote(row);
}
