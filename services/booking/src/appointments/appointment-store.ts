import type {
  Appointment,
  AppointmentStatus,
  AppointmentsQuery,
  ConsultationMode,
  EmailMessage,
} from '@ssc/contracts';
import type { Database } from '@ssc/service-kit';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { appointmentFiles, appointments, outbox } from '../db/schema';
import type { ReceivedFile } from '../files/multipart';
import { type UploadStore, withFileMoves } from '../files/upload-store';
import { dayStart } from '../slots/slot-rules';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentFileRow = typeof appointmentFiles.$inferSelect;
// biome-ignore lint/suspicious/noExplicitAny: the service's typed schema is not needed here
type Db = Database<any>;

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
}

/** The appointment as the API answers it (spec §3): `date` is the slot's start, ISO in UTC. */
export function toAppointment(row: AppointmentRow, files: AppointmentFileRow[]): Appointment {
  return {
    id: row.id,
    serviceId: row.serviceId,
    userId: row.userId,
    date: row.startsAt.toISOString(),
    consultationMode: row.consultationMode,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    socialSecurityNumber: row.socialSecurityNumber,
    description: row.description,
    status: row.status,
    paymentStatus: row.paymentStatus,
    files: files.map((file) => ({
      id: file.id,
      fileName: file.originalName,
      fileSize: file.size,
      mimeType: file.mimeType,
    })),
    createdAt: row.createdAt.toISOString(),
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
    email: (row: AppointmentRow) => { jobId: string; message: EmailMessage };
  },
): Promise<Appointment> {
  return withFileMoves(store, (move) =>
    db.transaction(async (tx) => {
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
          storedName: await move(file.tempPath),
          size: file.size,
          mimeType: file.mimeType,
        });
      }
      const files =
        fileValues.length > 0
          ? await tx.insert(appointmentFiles).values(fileValues).returning()
          : [];
      await addToOutbox(tx, outbox, options.email(row));
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

/** A page of appointments, newest booking first, with the total matching the filters. */
export async function listAppointments(
  db: Db,
  filter: AppointmentsQuery & { userId?: string },
): Promise<{ items: Appointment[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(appointments.userId, filter.userId));
  if (filter.status) conditions.push(eq(appointments.status, filter.status));
  if (filter.from) conditions.push(gte(appointments.startsAt, dayStart(filter.from)));
  if (filter.to) {
    const dayAfter = new Date(dayStart(filter.to).getTime() + 86_400_000);
    conditions.push(lt(appointments.startsAt, dayAfter));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(appointments).where(where);
  const rows = await db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
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

export type TransitionOutcome =
  | { kind: 'updated'; appointment: Appointment }
  | { kind: 'notFound' }
  | { kind: 'invalid' };

/**
 * Moves an appointment from `from` to `to` atomically: the UPDATE only matches while the status
 * is still `from`, so two admins racing cannot both apply a move from the same state.
 */
export async function updateStatus(
  db: Db,
  id: string,
  to: AppointmentStatus,
  allowed: (from: AppointmentStatus) => boolean,
): Promise<TransitionOutcome> {
  const [current] = await db
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, id));
  if (!current) return { kind: 'notFound' };
  if (!allowed(current.status)) return { kind: 'invalid' };
  const [updated] = await db
    .update(appointments)
    .set({ status: to })
    .where(and(eq(appointments.id, id), eq(appointments.status, current.status)))
    .returning();
  if (!updated) return { kind: 'invalid' };
  const files = await filesOf(db, [id]);
  return { kind: 'updated', appointment: toAppointment(updated, files.get(id) ?? []) };
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
