import {
  type Appointment,
  type AppointmentFiltersQuery,
  type AppointmentsQuery,
  type ConsultationMode,
  type EmailJob,
  fromMinorUnits,
} from '@ssc/contracts';
import { dayStart, nextDay } from '@ssc/contracts/slots';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import type { ReceivedFile } from '@ssc/service-kit/uploads';
import { type UploadStore, withFileMoves } from '@ssc/service-kit/uploads';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { appointmentFiles, appointments } from '../db/schema';
import { addClientEmail } from '../whatsapp/client-notices';
import { searchCondition } from './appointment-search';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentFileRow = typeof appointmentFiles.$inferSelect;

export interface NewAppointment {
  serviceId: string;
  userId: string;
  startsAt: Date;
  consultationMode: ConsultationMode;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  socialSecurityNumber: string;
  description: string;
  /** Guests only: where they booked from (the daily cap per address). */
  clientAddress: string | null;
  /** With online payment on: when the booking is released unless paid (see payment-hold). */
  paymentDueAt: Date | null;
  /** When the client agreed to WhatsApp messages of it (issue 33.3); null: email only. */
  whatsappConsentAt?: Date | null;
  /** The service's price (fils) and Arabic name at booking time, from the server's catalogue. */
  priceMinor: number;
  serviceName: string;
}

/** The appointment as the API answers it (spec §3): `date` is the slot's start, ISO in UTC. */
export function toAppointment(row: AppointmentRow, files: AppointmentFileRow[]): Appointment {
  return {
    id: row.id,
    reference: row.reference,
    serviceId: row.serviceId,
    userId: row.userId,
    date: row.startsAt.toISOString(),
    consultationMode: row.consultationMode,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    whatsappConsent: row.whatsappConsentAt !== null,
    socialSecurityNumber: row.socialSecurityNumber,
    description: row.description,
    status: row.status,
    paymentStatus: row.paymentStatus,
    files: files.map((file) => ({
      id: file.id,
      fileName: file.originalName,
      fileSize: file.size,
      mimeType: file.mimeType,
      ...(file.purgedAt ? { purgedAt: file.purgedAt.toISOString() } : {}),
    })),
    createdAt: row.createdAt.toISOString(),
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    cancelReason: row.cancelReason,
    needsRefund: row.needsRefund,
    rescheduleCount: row.rescheduleCount,
    meetingUrl: row.meetingUrl,
    refund:
      row.refundStatus === null
        ? null
        : {
            percent: row.refundPercent ?? 0,
            amount: fromMinorUnits(row.refundAmountMinor ?? 0),
            status: row.refundStatus,
            ...(row.refundStatus === 'failed'
              ? { failureReason: row.refundFailureReason ?? null }
              : {}),
          },
  };
}

export class SlotTakenError extends Error {
  constructor() {
    super('every place of this slot is taken');
    this.name = 'SlotTakenError';
  }
}

/**
 * Inserts the appointment into the first free place of its slot (slot_index 0..capacity-1; the
 * partial unique index decides, so concurrent bookings and several instances cannot overbook),
 * moves its files into the store, records them and the confirmation email, all in one
 * transaction. Status and payment status are the table's defaults ('pending'). Throws
 * SlotTakenError when every place is taken; on any failure no row, moved file or email remains.
 */
export async function insertAppointment(
  db: Db,
  store: UploadStore,
  options: {
    values: NewAppointment;
    files: readonly ReceivedFile[];
    capacity: number;
    /** Runs first in the transaction and may refuse the booking by throwing (the availability). */
    check?: (tx: Db) => Promise<void>;
    email: (row: AppointmentRow) => { jobId: string; email: EmailJob };
    /** Writes what else the booking announces (the office's notice) in its transaction. */
    announce?: (tx: Db, row: AppointmentRow) => Promise<void>;
    /** Seals the confirmation in the outbox. */
    serviceKey: string;
  },
): Promise<Appointment> {
  return withFileMoves(store, (move) =>
    db.transaction(async (tx) => {
      await options.check?.(tx as unknown as Db);
      let row: AppointmentRow | undefined;
      for (let slotIndex = 0; slotIndex < options.capacity && !row; slotIndex++) {
        [row] = await tx
          .insert(appointments)
          .values({ ...options.values, slotIndex })
          .onConflictDoNothing({
            target: [appointments.startsAt, appointments.slotIndex],
            where: sql.raw(`"status" <> 'cancelled'`),
          })
          .returning();
      }
      if (!row) throw new SlotTakenError();
      const fileValues = [];
      for (const file of options.files) {
        fileValues.push({
          appointmentId: row.id,
          originalName: file.originalName,
          storedName: await move(file),
          size: file.size,
          mimeType: file.mimeType,
        });
      }
      const files =
        fileValues.length > 0
          ? await tx.insert(appointmentFiles).values(fileValues).returning()
          : [];
      await addClientEmail(tx, options.email(row), options.serviceKey, row);
      await options.announce?.(tx as unknown as Db, row);
      return toAppointment(row, files);
    }),
  );
}

/** Files of the given appointments, grouped by appointment id, in upload order. */
export async function filesOf(db: Db, ids: string[]): Promise<Map<string, AppointmentFileRow[]>> {
  const byAppointment = new Map<string, AppointmentFileRow[]>();
  if (ids.length === 0) return byAppointment;
  const rows = await db
    .select()
    .from(appointmentFiles)
    .where(inArray(appointmentFiles.appointmentId, ids))
    .orderBy(appointmentFiles.createdAt, appointmentFiles.id);
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId) ?? [];
    list.push(row);
    byAppointment.set(row.appointmentId, list);
  }
  return byAppointment;
}

/** The list's filters; `userId` narrows to one client's own bookings. */
export type AppointmentFilter = AppointmentFiltersQuery & { userId?: string };

/** The WHERE of the list and of its export (undefined: every appointment). */
export function filterCondition(filter: AppointmentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(appointments.userId, filter.userId));
  if (filter.status) conditions.push(eq(appointments.status, filter.status));
  if (filter.paymentStatus) conditions.push(eq(appointments.paymentStatus, filter.paymentStatus));
  // An id the catalogue does not know matches nothing (see appointmentFiltersSchema).
  if (filter.serviceId) conditions.push(eq(appointments.serviceId, filter.serviceId));
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (filter.from) conditions.push(gte(appointments.startsAt, dayStart(filter.from)));
  if (filter.to) {
    conditions.push(lt(appointments.startsAt, dayStart(nextDay(filter.to))));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The office's order (issue 34.11): the appointments from the start of `today` on first, soonest
 * first (the day's work reads top down), then the past ones, the latest first. A client's own
 * list keeps the newest booking first.
 */
function officeOrder(today: Date): SQL[] {
  const upcoming = sql`${appointments.startsAt} >= ${today}`;
  return [
    sql`(${upcoming}) desc`,
    sql`case when ${upcoming} then ${appointments.startsAt} end asc`,
    desc(appointments.startsAt),
    desc(appointments.id),
  ];
}

/**
 * A page of appointments with the total matching the filters: newest booking first, or in the
 * office's order from `upcomingFrom` (the start of today in Amman) when given.
 */
export async function listAppointments(
  db: Db,
  filter: AppointmentsQuery & { userId?: string },
  upcomingFrom?: Date,
): Promise<{ items: Appointment[]; total: number }> {
  const where = filterCondition(filter);
  const [totals] = await db.select({ total: count() }).from(appointments).where(where);
  const rows = await db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(
      ...(upcomingFrom
        ? officeOrder(upcomingFrom)
        : [desc(appointments.createdAt), desc(appointments.id)]),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toAppointment(row, files.get(row.id) ?? [])),
    total: totals?.total ?? 0,
  };
}

/** How many bookings (not cancelled) each of these slot starts has. */
export async function bookingsPerStart(db: Db, starts: Date[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ startsAt: appointments.startsAt, taken: count() })
    .from(appointments)
    .where(and(inArray(appointments.startsAt, starts), sql`${appointments.status} <> 'cancelled'`))
    .groupBy(appointments.startsAt);
  return new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
}
