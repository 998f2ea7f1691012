import { type Appointment, EMAIL_QUEUE, emailJobSchema } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { dueReminder, sendDueReminders } from './reminders';

// Issue 18 point 2: reminders 24 h and 1 h before a confirmed appointment, driven by a clock the
// test sets (never by waiting), sent once, following a reschedule, dropped by a cancellation.

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('dueReminder', () => {
  const start = new Date('2030-01-06T06:00:00Z');
  const at = (ms: number) => new Date(start.getTime() - ms);
  it('is the nearest offset reached, none before 24 h and none from the start', () => {
    expect(dueReminder(start, at(24 * HOUR + MINUTE))).toBeUndefined();
    expect(dueReminder(start, at(24 * HOUR))).toBe(24 * 60);
    expect(dueReminder(start, at(2 * HOUR))).toBe(24 * 60);
    expect(dueReminder(start, at(HOUR))).toBe(60);
    expect(dueReminder(start, at(MINUTE))).toBe(60);
    expect(dueReminder(start, start)).toBeUndefined();
  });
});

const content = await startContentService();
afterAll(() => content.stop());

let clock = Date.now();
const bookingService = createBookingService(
  {
    contentUrl: content.url,
    redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    ...UNCAPPED,
    publicUrl: 'https://sanad.example',
    // The running service's own sweep stays out of the way; the test calls the sweep itself.
    reminderSweepIntervalMs: 3_600_000,
  },
  { now: () => new Date(clock) },
);

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(40);
  beforeAll(() => {
    clock = Date.now();
  });
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const owner = () => sut.identityHeaders({ userId: 'client-remind', role: 'user' });
  const key = () => loadServiceKey(sut.service.config.dataDir);
  const sweep = (now: number) =>
    sendDueReminders(sut.service.db, {
      now: new Date(now),
      serviceKey: key(),
      publicUrl: 'https://sanad.example',
      serviceName: async () => 'الاستشارات التقاعدية',
    });
  const json = (body: unknown) => ({
    headers: { ...admin(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const book = async () => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso }),
      headers: owner(),
    });
    return (await res.json()) as Appointment;
  };
  const confirm = (id: string) =>
    fetch(url(`/api/appointments/${id}`), { method: 'PATCH', ...json({ status: 'confirmed' }) });
  const reminders = async (id: string) => {
    const rows = await sut.service.db
      .select()
      .from(outbox)
      .where(like(outbox.jobId, `appointment-reminder-${id}-%`));
    return rows.map((row) => emailJobSchema.parse(openPayload(key(), EMAIL_QUEUE, row.payload)));
  };

  it('reminds a day and an hour before, once each, only when confirmed', async () => {
    clock = Date.now();
    const booked = await book();
    const start = new Date(booked.date).getTime();
    expect(await sweep(start - 23 * HOUR)).toEqual([]); // still pending: nothing
    expect((await confirm(booked.id)).status).toBe(200);
    expect(await sweep(start - 24 * HOUR - MINUTE)).toEqual([]);
    expect((await sweep(start - 24 * HOUR + MINUTE)).map((r) => r.id)).toEqual([booked.id]);
    expect(await sweep(start - 24 * HOUR + 2 * MINUTE)).toEqual([]);
    expect(await sweep(start - 2 * HOUR)).toEqual([]);
    expect((await sweep(start - HOUR + MINUTE)).map((r) => r.id)).toEqual([booked.id]);
    expect(await sweep(start - 30 * MINUTE)).toEqual([]);
    expect(await sweep(start + MINUTE)).toEqual([]);
    const sent = await reminders(booked.id);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      template: 'appointment-update',
      change: 'reminder',
      reference: booked.reference,
      startsAt: booked.date,
    });
  });

  it('follows a reschedule and stops after a cancellation', async () => {
    clock = Date.now();
    const booked = await book();
    expect((await confirm(booked.id)).status).toBe(200);
    const start = new Date(booked.date).getTime();
    expect(await sweep(start - 23 * HOUR)).toHaveLength(1);

    const target = nextSlot();
    const moved = await fetch(url(`/api/appointments/${booked.id}/reschedule`), {
      method: 'POST',
      headers: { ...owner(), 'content-type': 'application/json' },
      body: JSON.stringify({ date: target.iso }),
    });
    expect(moved.status).toBe(200);
    const newStart = new Date(target.iso).getTime();
    expect((await sweep(newStart - 23 * HOUR)).map((r) => r.id)).toEqual([booked.id]);

    const cancelled = await fetch(url(`/api/appointments/${booked.id}/cancel`), {
      method: 'POST',
      headers: { ...owner(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancelled.status).toBe(200);
    expect(await sweep(newStart - 30 * MINUTE)).toEqual([]);
    expect(await reminders(booked.id)).toHaveLength(2);
  });
});
