import {
  fromMinorUnits,
  type InternalServiceRequest,
  PAYMENT_CURRENCY,
  type ServiceRequest,
  type ServiceRequestsQuery,
  toMinorUnits,
} from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { count, desc, eq } from 'drizzle-orm';
import { serviceRequests } from '../db/schema';

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
  const where = query.paymentStatus
    ? eq(serviceRequests.paymentStatus, query.paymentStatus)
    : undefined;
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
