// Test helpers of the booking service: a real content service process, free slots, forms.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIME_SLOTS, type TimeSlot } from '@ssc/contracts';
import { isFixedHoliday } from '@ssc/contracts/availability';
import { isOpenDay, toAppointmentDate, weekdayOf } from '@ssc/contracts/slots';
import { readMail, type SunkMail, startSmtpSink } from '@ssc/service-kit/smtp-sink';
import { startServiceProcess } from '@ssc/service-kit/testing';

const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));

/** The real content service (seeded catalogue) as a process, reached over HTTP. */
export async function startContentService(): Promise<{ url: string; stop(): Promise<void> }> {
  return startServiceProcess({ name: 'content', cwd: contentDir });
}

/**
 * Hands out distinct future slots (Sunday–Thursday, 09:00…16:00 Amman), one per call, so tests
 * sharing a database never book each other's slot. `startDaysAhead` keeps files apart too. The
 * fixed public holidays are skipped: the service seeds them as closed days.
 */
export function slotPicker(startDaysAhead: number) {
  let dayOffset = startDaysAhead;
  let slotIndex = 0;
  return (): { day: string; time: TimeSlot; iso: string } => {
    for (;;) {
      const day = new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10);
      if (!isOpenDay(day) || isFixedHoliday(day) || slotIndex >= TIME_SLOTS.length) {
        dayOffset += 1;
        slotIndex = 0;
        continue;
      }
      const time = TIME_SLOTS[slotIndex++] as TimeSlot;
      return { day, time, iso: toAppointmentDate(day, time) };
    }
  };
}

/** The next day (from `daysAhead`) that is a Friday. */
export function nextFriday(daysAhead = 1): string {
  for (let offset = daysAhead; ; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(day) === 5) return day;
  }
}

/** Settings for tests that book many times as guests from 127.0.0.1, years ahead. */
export const UNCAPPED = {
  horizonDays: 3650,
  guestBookingsPerDay: { email: 1_000_000, address: 1_000_000 },
} as const;

/** The multipart body the booking page sends. */
export function bookingForm(
  fields: Record<string, string>,
  files: { name: string; content: Buffer | Uint8Array; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'files',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

/** Stored files under DATA_DIR/uploads (not the temp folder) and temp files, by name. */
export async function filesOnDisk(dataDir: string): Promise<{ stored: string[]; temp: string[] }> {
  const uploads = join(dataDir, 'uploads');
  const list = (dir: string) => readdir(dir).catch(() => [] as string[]);
  return {
    stored: (await list(uploads)).filter((name) => name !== 'tmp'),
    temp: await list(join(uploads, 'tmp')),
  };
}

/** A local SMTP server that keeps every message it accepts, read. */
export async function startMailbox(): Promise<{
  url: string;
  received: SunkMail[];
  close(): Promise<void>;
}> {
  const received: SunkMail[] = [];
  const sink = await startSmtpSink({
    onMessage: async (message) => {
      received.push(await readMail(message));
    },
  });
  return { url: sink.url, received, close: sink.close };
}
