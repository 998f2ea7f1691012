import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Appointment, UserDocument } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { uploadMessages } from '@ssc/contracts/uploads';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadBookingSettings } from '../config';
import { appointmentFiles, appointments } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { pdfBytes } from '../testing/sample-files';

// Issue 37 item 1: the files of bookings that expired unpaid or were cancelled before payment
// stayed on disk for ever. UNPAID_FILES_RETENTION_HOURS (72) after the cancellation the running
// service's sweep deletes them; the rows stay, marked purged. Time is a clock the test moves.

const HOUR = 3_600_000;

it('reads UNPAID_FILES_RETENTION_HOURS, 72 by default', () => {
  expect(loadBookingSettings({}).unpaidFiles.retentionHours).toBe(72);
  expect(
    loadBookingSettings({ UNPAID_FILES_RETENTION_HOURS: '24' }).unpaidFiles.retentionHours,
  ).toBe(24);
  expect(() => loadBookingSettings({ UNPAID_FILES_RETENTION_HOURS: '0' })).toThrow(
    /UNPAID_FILES_RETENTION_HOURS/,
  );
});

const content = await startContentService();
afterAll(() => content.stop());

let clock = Date.now();
const bookingService = createBookingService(
  {
    contentUrl: content.url,
    redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    ...UNCAPPED,
    paymentHoldMinutes: 30,
    expirySweepIntervalMs: 50,
    unpaidFiles: { retentionHours: 72, sweepIntervalMs: 50 },
  },
  { now: () => new Date(clock) },
);

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(120);
  const url = (path: string) => `${sut.service.url}${path}`;
  const db = () => sut.service.db;
  // One account per booking: an account may hold only a few unpaid bookings at once.
  const client = (n = 1) => sut.identityHeaders({ userId: `client-unpaid-${n}`, role: 'user' });
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

  const book = async (n: number) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      headers: client(n),
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso }, [
        { name: 'هوية.pdf', content: pdfBytes() },
      ]),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const fileOf = async (appointment: Appointment) => {
    const [row] = await db()
      .select()
      .from(appointmentFiles)
      .where(eq(appointmentFiles.appointmentId, appointment.id));
    if (!row) throw new Error('no file row');
    return row;
  };
  const onDisk = async (appointment: Appointment) => {
    const { storedName } = await fileOf(appointment);
    const path = join(sut.service.config.dataDir, 'uploads', storedName);
    return access(path).then(
      () => true,
      () => false,
    );
  };
  const setState = (id: string, values: Partial<typeof appointments.$inferInsert>) =>
    db().update(appointments).set(values).where(eq(appointments.id, id));

  let expired: Appointment;
  let cancelled: Appointment;
  let paidThenCancelled: Appointment;
  let paid: Appointment;

  beforeAll(async () => {
    clock = Date.now();
    expired = await book(0);
    cancelled = await book(1);
    paidThenCancelled = await book(2);
    paid = await book(3);
    const paidFacts = { paymentStatus: 'paid', paidAmountMinor: 30_000 } as const;
    await setState(paid.id, { ...paidFacts, status: 'confirmed' });
    await setState(paidThenCancelled.id, {
      ...paidFacts,
      status: 'cancelled',
      cancelledBy: 'client',
      cancelledAt: new Date(clock),
    });
    // Cancelled by the client before paying.
    await setState(cancelled.id, {
      status: 'cancelled',
      cancelledBy: 'client',
      cancelledAt: new Date(clock),
    });
    // Past the 30-minute hold: the running sweep releases the unpaid booking.
    clock += 31 * 60_000;
    await settle();
    const [row] = await db().select().from(appointments).where(eq(appointments.id, expired.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
  });

  it('keeps every file during the grace period', async () => {
    clock += 71 * HOUR;
    await settle();
    for (const a of [expired, cancelled, paidThenCancelled, paid]) {
      expect([a.reference, await onDisk(a)]).toEqual([a.reference, true]);
    }
  });

  it('deletes the files of unpaid bookings after it, keeps their rows, never touches paid ones', async () => {
    clock += 2 * HOUR;
    await settle();
    for (const a of [expired, cancelled]) {
      expect([a.reference, await onDisk(a)]).toEqual([a.reference, false]);
      const row = await fileOf(a);
      expect(row.purgedAt).toBeInstanceOf(Date);
      expect(row.originalName).toBe('هوية.pdf');
    }
    for (const a of [paidThenCancelled, paid]) {
      expect([a.reference, await onDisk(a)]).toEqual([a.reference, true]);
      expect((await fileOf(a)).purgedAt).toBeNull();
    }
  });

  it('says the file was deleted where the download was: the booking, the list, the link', async () => {
    const list = (await (
      await fetch(url('/api/appointments?pageSize=100'), { headers: admin() })
    ).json()) as Appointment[];
    const shown = list.find((a) => a.id === cancelled.id)?.files[0];
    expect(shown).toMatchObject({ fileName: 'هوية.pdf', purgedAt: expect.any(String) });
    expect(list.find((a) => a.id === paid.id)?.files[0]?.purgedAt).toBeUndefined();

    const documents = (await (
      await fetch(url('/api/user-documents?pageSize=100'), { headers: client() })
    ).json()) as UserDocument[];
    expect(documents.find((d) => d.id === shown?.id)?.purgedAt).toEqual(expect.any(String));

    for (const headers of [client(), admin()]) {
      const download = await fetch(url(`/api/documents/${shown?.id}/download`), { headers });
      expect(download.status).toBe(410);
      expect(await download.json()).toEqual({ message: uploadMessages.purged });
    }
    // Whoever may not see the file learns nothing more than before.
    const stranger = sut.identityHeaders({ userId: 'someone-else', role: 'user' });
    const hidden = await fetch(url(`/api/documents/${shown?.id}/download`), { headers: stranger });
    expect(hidden.status).toBe(404);
    const paidFile = list.find((a) => a.id === paid.id)?.files[0];
    const ok = await fetch(url(`/api/documents/${paidFile?.id}/download`), { headers: client(3) });
    expect(ok.status).toBe(200);
    await ok.arrayBuffer();
  });
});
