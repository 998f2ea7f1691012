import type { AnyDatabase as Db, Logger } from '@ssc/service-kit';
import type { UploadStore } from '@ssc/service-kit/uploads';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { appointmentFiles, appointments } from '../db/schema';
import { type PeriodicSweep, startPeriodicSweep } from './periodic-sweep';

const HOUR_MS = 3_600_000;
/** Files purged per transaction, so one sweep never holds a long lock on many rows. */
const BATCH = 100;

export interface PurgedFile {
  id: string;
  appointmentId: string;
}

/**
 * Deletes from disk the files of bookings never paid — released when their payment hold ran out,
 * or cancelled by anyone before a payment — once `retentionHours` have passed since the
 * cancellation (issue 37 item 1: such files were kept for ever, outside any quota). The rows stay,
 * marked `purged_at`, so the booking still names its files and a download answers 410.
 *
 * Never touched: a booking that is paid, was paid (`paid_amount_minor`), owes a refund, or has a
 * transfer waiting for the office's confirmation (its money may still arrive).
 *
 * Each file is deleted inside the transaction that marks it: a failed commit leaves a row to mark
 * again next time (deleting twice is harmless), never a marked row whose file is still on disk.
 * Rows another replica is purging are skipped (SKIP LOCKED).
 */
export async function purgeUnpaidFiles(
  db: Db,
  store: UploadStore,
  options: { now: Date; retentionHours: number },
): Promise<PurgedFile[]> {
  const cutoff = new Date(options.now.getTime() - options.retentionHours * HOUR_MS);
  const purged: PurgedFile[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: appointmentFiles.id,
          appointmentId: appointmentFiles.appointmentId,
          storedName: appointmentFiles.storedName,
        })
        .from(appointmentFiles)
        .innerJoin(appointments, eq(appointments.id, appointmentFiles.appointmentId))
        .where(
          and(
            isNull(appointmentFiles.purgedAt),
            eq(appointments.status, 'cancelled'),
            inArray(appointments.paymentStatus, ['pending', 'failed']),
            isNull(appointments.paidAmountMinor),
            eq(appointments.needsRefund, false),
            // Rows cancelled before cancelled_at existed count from their booking.
            lte(sql`coalesce(${appointments.cancelledAt}, ${appointments.createdAt})`, cutoff),
          ),
        )
        .limit(BATCH)
        .for('update', { of: appointmentFiles, skipLocked: true });
      if (due.length === 0) return [];
      for (const file of due) await store.remove(file.storedName);
      await tx
        .update(appointmentFiles)
        .set({ purgedAt: options.now })
        .where(
          inArray(
            appointmentFiles.id,
            due.map((file) => file.id),
          ),
        );
      return due.map(({ id, appointmentId }) => ({ id, appointmentId }));
    });
    purged.push(...batch);
    if (batch.length < BATCH) return purged;
  }
}

/** The periodic run of `purgeUnpaidFiles` on the service's clock (a test moves `now`). */
export function startUnpaidFilesSweep(options: {
  db: Db;
  store: UploadStore;
  logger: Logger;
  now: () => Date;
  settings: { retentionHours: number; sweepIntervalMs: number };
}): PeriodicSweep {
  const { db, store, logger, now, settings } = options;
  return startPeriodicSweep({
    name: 'unpaid-files',
    intervalMs: settings.sweepIntervalMs,
    logger,
    sweep: () =>
      purgeUnpaidFiles(db, store, { now: now(), retentionHours: settings.retentionHours }),
    done: (files) => {
      logger.info(
        { appointmentIds: [...new Set(files.map((f) => f.appointmentId))], files: files.length },
        'files of unpaid bookings deleted after the retention period',
      );
    },
  });
}
