import { LIFECYCLE_POLICY } from '@ssc/contracts/lifecycle';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/appointment-store';
import { appointments } from '../db/schema';
import { addClientEmail } from '../whatsapp/client-notices';
import { updateEmail } from './update-email';

const MINUTE_MS = 60_000;
const BATCH = 100;

/**
 * The reminder due at `now` for an appointment starting at `startsAt`: the smallest offset whose
 * moment has come (24 h, then 1 h before, `LIFECYCLE_POLICY.reminderOffsetsMinutes`), or undefined
 * before the first one and from the start on. Confirmed late, a client gets only the nearest one.
 */
export function dueReminder(
  startsAt: Date,
  now: Date,
  offsets: readonly number[] = LIFECYCLE_POLICY.reminderOffsetsMinutes,
): number | undefined {
  if (now.getTime() >= startsAt.getTime()) return undefined;
  const reached = offsets.filter((m) => now.getTime() >= startsAt.getTime() - m * MINUTE_MS);
  return reached.length > 0 ? Math.min(...reached) : undefined;
}

/**
 * Emails every reminder due at `now`: confirmed appointments not yet started whose due offset is
 * smaller than the last one sent for their current start. The email and the mark commit together
 * and rows are locked with SKIP LOCKED, so a reminder is never sent twice, whatever the number of
 * replicas; a cancelled, completed or past appointment is never selected; a reschedule clears the
 * mark (the reminders follow the new start). Returns the reminded rows.
 */
export async function sendDueReminders(
  db: Db,
  options: {
    now: Date;
    serviceKey: string;
    publicUrl: string;
    serviceName(serviceId: string): Promise<string>;
    offsets?: readonly number[];
  },
): Promise<AppointmentRow[]> {
  const offsets = options.offsets ?? LIFECYCLE_POLICY.reminderOffsetsMinutes;
  const horizon = new Date(options.now.getTime() + Math.max(...offsets) * MINUTE_MS);
  const smallest = Math.min(...offsets);
  const sent: AppointmentRow[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const candidates: AppointmentRow[] = await tx
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.status, 'confirmed'),
            gt(appointments.startsAt, options.now),
            lte(appointments.startsAt, horizon),
            or(
              isNull(appointments.lastReminderMinutes),
              gt(appointments.lastReminderMinutes, smallest),
            ),
          ),
        )
        .orderBy(appointments.startsAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const reminded: AppointmentRow[] = [];
      for (const row of candidates) {
        const due = dueReminder(row.startsAt, options.now, offsets);
        if (due === undefined) continue;
        if (row.lastReminderMinutes !== null && row.lastReminderMinutes <= due) continue;
        const [marked] = await tx
          .update(appointments)
          .set({ lastReminderMinutes: due })
          .where(eq(appointments.id, row.id))
          .returning();
        if (!marked) continue;
        const { email } = updateEmail({
          row: marked,
          change: 'reminder',
          serviceName: await options.serviceName(row.serviceId),
          publicUrl: options.publicUrl,
          serviceKey: options.serviceKey,
        });
        const jobId = `appointment-reminder-${row.id}-${row.startsAt.getTime()}-${due}`;
        await addClientEmail(tx, { jobId, email }, options.serviceKey, marked, {
          reminderMinutes: due,
        });
        reminded.push(marked);
      }
      return { reminded, full: candidates.length === BATCH };
    });
    sent.push(...batch.reminded);
    if (!batch.full || batch.reminded.length === 0) return sent;
  }
}
