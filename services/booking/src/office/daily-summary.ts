import { OFFICE_SUMMARY_MAX_ITEMS, type OfficeDailySummaryJob } from '@ssc/contracts';
import { ammanParts, dayStart, isOpenDay, nextDay } from '@ssc/contracts/slots';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { and, asc, count, gte, inArray, lt } from 'drizzle-orm';
import { readAvailability } from '../availability/availability-store';
import { appointments, officeSummaries, outbox } from '../db/schema';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';

/** The summary goes out from this hour of the Amman morning on (issue 19.3: 07:00). */
const SUMMARY_HOUR = 7;

/**
 * Writes the office's summary of today's appointments (pending and confirmed, in Amman's day)
 * into the outbox, once per day: from 07:00 Amman time the first sweep of any replica inserts the
 * day into `office_summaries` and the emails in the same transaction; every later sweep finds the
 * day there. A service that was down at 07:00 sends it when it is back, the same day. A day the
 * office is closed (weekend, holiday) is summed up only when something is booked on it anyway.
 * Returns the day sent, or nothing.
 */
export async function sendDailySummary(
  db: Db,
  options: {
    now: Date;
    recipients: readonly string[];
    serviceKey: string;
    publicUrl: string;
    serviceName(serviceId: string): Promise<string>;
  },
): Promise<string[]> {
  const { day, hours } = ammanParts(options.now);
  if (hours < SUMMARY_HOUR || options.recipients.length === 0) return [];
  const from = dayStart(day);
  const to = dayStart(nextDay(day));
  const open = and(
    gte(appointments.startsAt, from),
    lt(appointments.startsAt, to),
    inArray(appointments.status, OPEN_STATUSES),
  );
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(officeSummaries)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: officeSummaries.day });
    if (claimed.length === 0) return [];
    // One query at a time: a transaction is one connection.
    const rows = await tx
      .select()
      .from(appointments)
      .where(open)
      .orderBy(asc(appointments.startsAt), asc(appointments.slotIndex))
      .limit(OFFICE_SUMMARY_MAX_ITEMS);
    const [total] = await tx.select({ value: count() }).from(appointments).where(open);
    const availability = await readAvailability(tx);
    // The day stays claimed: a closed day's silence is decided once, like a sent summary.
    if (rows.length === 0 && !isOpenDay(day, availability)) return [];
    const listed: OfficeDailySummaryJob['appointments'] = [];
    for (const row of rows) {
      listed.push({
        reference: row.reference,
        startsAt: row.startsAt.toISOString(),
        name: row.contactName,
        phone: row.contactPhone,
        serviceName: row.serviceName ?? (await options.serviceName(row.serviceId)),
        consultationMode: row.consultationMode,
        status: row.status as 'pending' | 'confirmed',
        paymentStatus: row.paymentStatus,
      });
    }
    const consoleUrl = new URL('/admin', options.publicUrl).toString();
    for (const [index, to] of options.recipients.entries()) {
      await addToOutbox(
        tx,
        outbox,
        {
          jobId: `office-summary-${day}-${index}`,
          email: {
            template: 'office-daily-summary',
            to,
            day,
            appointments: listed,
            more: Math.max(0, (total?.value ?? 0) - listed.length),
            consoleUrl,
          },
        },
        options.serviceKey,
      );
    }
    return [day];
  });
}
