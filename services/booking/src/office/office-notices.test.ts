// The office's notices (issue 19.3): written with the booking, the paid request, the contact
// message, and the 07:00 summary, then carried by the real path to an SMTP server.

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Appointment, EMAIL_QUEUE, type EmailJob } from '@ssc/contracts';
import { slotStart } from '@ssc/contracts/slots';
import { sampleBookingFields } from '@ssc/contracts/testing';
import type { RunningService } from '@ssc/service-kit';
import { openPayload } from '@ssc/service-kit/internal-auth';
import { createOfficeNotices, officeRecipients } from '@ssc/service-kit/outbox';
import { hasRedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import {
  closedPort,
  type SpawnedProcess,
  spawnProcess,
  startServiceProcess,
  startTestService,
  type TestDatabase,
  testDatabases,
} from '@ssc/service-kit/testing';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, serviceRequests } from '../db/schema';
import { manageToken } from '../lifecycle/manage-link';
import { applyPaymentEvent } from '../payments/payment-events';
import { createBookingService } from '../service';
import { bookingForm, nextFriday, slotPicker, startMailbox, UNCAPPED } from '../testing/harness';
import { sendDailySummary } from './daily-summary';

const OFFICE = 'office@sanad.example.jo';
const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));
const workerDir = fileURLToPath(new URL('../../../worker', import.meta.url));
const [postgres] = await testDatabases();
// One key for the booking service (in this process), the content process and the worker.
const serviceKey = randomBytes(32).toString('hex');

describe('officeRecipients', () => {
  it('reads OFFICE_EMAIL, several addresses, falling back to ADMIN_EMAIL, refusing a typo', () => {
    expect(officeRecipients({ OFFICE_EMAIL: ' Office@X.jo , b@x.jo,office@x.jo' })).toEqual([
      'office@x.jo',
      'b@x.jo',
    ]);
    expect(officeRecipients({ ADMIN_EMAIL: 'admin@x.jo' })).toEqual(['admin@x.jo']);
    expect(officeRecipients({ OFFICE_EMAIL: 'o@x.jo', ADMIN_EMAIL: 'admin@x.jo' })).toEqual([
      'o@x.jo',
    ]);
    expect(officeRecipients({})).toEqual([]);
    expect(() => officeRecipients({ OFFICE_EMAIL: 'office@x.jo, not-an-address' })).toThrow(
      /OFFICE_EMAIL/,
    );
  });
});

describe.skipIf(!postgres)('the office notices', () => {
  let database: TestDatabase;
  let service: RunningService;
  let content: Awaited<ReturnType<typeof startServiceProcess>>;
  const nextSlot = slotPicker(400);
  const previousKey = process.env.INTERNAL_SERVICE_KEY;

  /** The office's emails in the outbox whose job id starts with `prefix`, opened. */
  async function officeJobs(prefix: string): Promise<EmailJob[]> {
    const rows = await service.db
      .select()
      .from(outbox)
      .where(like(outbox.jobId, `${prefix}%`));
    return rows.map((row) => openPayload(serviceKey, EMAIL_QUEUE, row.payload) as EmailJob);
  }

  beforeAll(async () => {
    process.env.INTERNAL_SERVICE_KEY = serviceKey;
    content = await startServiceProcess({
      name: 'content',
      cwd: contentDir,
      env: { INTERNAL_SERVICE_KEY: serviceKey },
    });
    database = await (postgres as NonNullable<typeof postgres>).create('booking');
    service = await startTestService(
      createBookingService({
        ...UNCAPPED,
        contentUrl: content.url,
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        officeRecipients: [OFFICE, 'manager@sanad.example.jo'],
      }),
      database,
    );
  }, 120_000);

  afterAll(async () => {
    await service?.close();
    await database?.dispose();
    await content?.stop();
    if (previousKey === undefined) delete process.env.INTERNAL_SERVICE_KEY;
    else process.env.INTERNAL_SERVICE_KEY = previousKey;
  });

  async function book(fields: Record<string, string> = {}): Promise<Appointment> {
    const res = await fetch(`${service.url}/api/appointments`, {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, ...fields }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  }

  it('a booking writes one notice per office address, with the booking, in its transaction', async () => {
    const appointment = await book({ consultationMode: 'zoom' });
    const jobs = await officeJobs(`office-booking-${appointment.id}`);
    expect(jobs.map((job) => job.to).sort()).toEqual([OFFICE, 'manager@sanad.example.jo'].sort());
    for (const job of jobs) {
      expect(job).toMatchObject({
        template: 'office-notification',
        consoleUrl: 'http://localhost:8080/admin',
        event: {
          kind: 'new-booking',
          reference: appointment.reference,
          name: sampleBookingFields.contactName,
          phone: sampleBookingFields.contactPhone,
          consultationMode: 'zoom',
          serviceName: 'الاستشارات القانونية في التقاعد',
          startsAt: new Date(appointment.date).toISOString(),
          filesCount: 0,
        },
      });
    }
    // A refused booking (the slot taken) announces nothing.
    const taken = await fetch(`${service.url}/api/appointments`, {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: appointment.date }),
    });
    expect(taken.status).toBe(409);
    expect(await officeJobs('office-booking-')).toHaveLength(2);
  });

  it('a service request is announced once, when it is paid, never when it fails', async () => {
    const id = randomUUID();
    await service.db.insert(serviceRequests).values({
      id,
      serviceId: 'svc-retirement-consultations',
      userId: 'user-1',
      fullName: 'خالد محمود',
      email: 'khaled@example.jo',
      phone: '0781234567',
      address: 'عمّان',
      serviceDetails: 'طلب احتساب راتب التقاعد',
      amountMinor: 45_500,
    });
    const office = {
      notices: createOfficeNotices({
        recipients: [OFFICE],
        outbox,
        serviceKey,
        publicUrl: 'https://sanad.example.jo',
      }),
      serviceName: async () => 'الاستشارات التقاعدية',
    };
    const event = (status: 'paid' | 'failed') => ({
      eventId: randomUUID(),
      kind: 'service-request' as const,
      targetId: id,
      paymentId: randomUUID(),
      status,
      occurredAt: new Date().toISOString(),
    });
    expect(await applyPaymentEvent(service.db, event('failed'), office)).toBe('applied');
    expect(await officeJobs(`office-service-request-${id}`)).toHaveLength(0);
    expect(await applyPaymentEvent(service.db, event('paid'), office)).toBe('applied');
    expect(await applyPaymentEvent(service.db, event('paid'), office)).toBe('unchanged');
    const jobs = await officeJobs(`office-service-request-${id}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      to: OFFICE,
      event: {
        kind: 'service-request-paid',
        name: 'خالد محمود',
        amount: 45.5,
        serviceName: 'الاستشارات التقاعدية',
      },
    });
  });

  it('skips a notice that does not fit the email instead of failing what it is about', async () => {
    const notices = createOfficeNotices({
      recipients: [OFFICE],
      outbox,
      serviceKey,
      publicUrl: 'https://sanad.example.jo',
    });
    const key = `booking-${randomUUID()}`;
    await service.db.transaction((tx) =>
      notices.notify(tx, key, {
        kind: 'new-booking',
        reference: 'SND-26-00001',
        name: 'ن'.repeat(300),
        email: 'client@example.jo',
        phone: '0791234567',
        startsAt: new Date().toISOString(),
        consultationMode: 'office',
        serviceName: 'الاستشارات القانونية في التقاعد',
        filesCount: 0,
      }),
    );
    expect(await officeJobs(`office-${key}`)).toHaveLength(0);
  });

  it('the daily summary goes out once, from 07:00 Amman, listing the day’s open appointments in order', async () => {
    // A day of its own, far from the other tests' slots.
    const picker = slotPicker(800);
    const first = picker();
    const day = first.iso.slice(0, 10);
    const early = await book({ date: first.iso, contactName: 'أول عميل' });
    const later = await book({ date: picker().iso, contactName: 'ثاني عميل' });
    const cancelled = await book({ date: picker().iso });
    const token = manageToken(serviceKey, cancelled.id);
    const cancel = await fetch(
      `${service.url}/api/appointments/${cancelled.id}/cancel?token=${token}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(cancel.status).toBe(200);
    const options = {
      recipients: [OFFICE],
      serviceKey,
      publicUrl: 'https://sanad.example.jo',
      serviceName: async () => 'الاستشارات التقاعدية',
    };
    const at = (time: string) => slotStart(day, time);
    expect(await sendDailySummary(service.db, { ...options, now: at('06:59') })).toEqual([]);
    // Two replicas at 07:00 at once: one summary.
    const runs = await Promise.all([
      sendDailySummary(service.db, { ...options, now: at('07:00') }),
      sendDailySummary(service.db, { ...options, now: at('07:00') }),
    ]);
    expect(runs.flat()).toEqual([day]);
    expect(await sendDailySummary(service.db, { ...options, now: at('15:00') })).toEqual([]);
    const [summary] = await officeJobs(`office-summary-${day}`);
    if (summary?.template !== 'office-daily-summary') throw new Error('no summary');
    const listed = summary.appointments.map((a) => a.reference);
    expect(listed.slice(0, 2)).toEqual([early.reference, later.reference]);
    expect(listed).not.toContain(cancelled.reference);
    expect(summary).toMatchObject({ to: OFFICE, day, more: 0 });
    // A Friday with nothing booked: the office is closed, no email.
    const friday = nextFriday(1200).slice(0, 10);
    const quiet = await sendDailySummary(service.db, {
      ...options,
      now: slotStart(friday, '08:00'),
    });
    expect(quiet).toEqual([]);
    expect(await officeJobs(`office-summary-${friday}`)).toHaveLength(0);
  });
});

describe.skipIf(!postgres || !hasRedisServer())('the office notices by email', () => {
  it('reach the office through Redis and the worker: a new booking and a contact message', {
    timeout: 120_000,
  }, async () => {
    const port = await closedPort();
    const redis = await startRedisServer(port);
    const redisUrl = `redis://127.0.0.1:${port}`;
    const smtp = await startMailbox();
    const workerDataDir = await mkdtemp(join(tmpdir(), 'ssc-office-worker-'));
    const env = { INTERNAL_SERVICE_KEY: serviceKey, REDIS_URL: redisUrl, OFFICE_EMAIL: OFFICE };
    let content: Awaited<ReturnType<typeof startServiceProcess>> | undefined;
    let worker: SpawnedProcess | undefined;
    let database: TestDatabase | undefined;
    let service: RunningService | undefined;
    const previousKey = process.env.INTERNAL_SERVICE_KEY;
    process.env.INTERNAL_SERVICE_KEY = serviceKey;
    try {
      content = await startServiceProcess({ name: 'content', cwd: contentDir, env });
      database = await (postgres as NonNullable<typeof postgres>).create('booking');
      service = await startTestService(
        createBookingService({
          ...UNCAPPED,
          contentUrl: content.url,
          redisUrl,
          officeRecipients: [OFFICE],
        }),
        database,
      );
      worker = await spawnProcess('src/main.ts', {
        cwd: workerDir,
        env: { ...env, PORT: '0', DATA_DIR: workerDataDir, SMTP_URL: smtp.url },
      });
      const booked = await fetch(`${service.url}/api/appointments`, {
        method: 'POST',
        body: bookingForm({ ...sampleBookingFields, date: slotPicker(900)().iso }),
      });
      expect(booked.status).toBe(201);
      const appointment = (await booked.json()) as Appointment;
      const sent = await fetch(`${content.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'ليلى',
          lastName: 'حسن',
          email: 'layla@example.jo',
          phone: '0771234567',
          inquiryType: 'retirement',
          message: 'متى يحق لي التقاعد المبكر؟\nوشكراً <b>لكم</b>',
        }),
      });
      expect(sent.status).toBe(201);
      // The booking's notice, the message's notice and the client's confirmation (and, after
      // 07:00 in Amman on an open day, the day's summary: the clock is the real one here).
      const office = () =>
        smtp.received.filter((m) => m.to.includes(OFFICE) && !m.subject.includes('مواعيد اليوم'));
      await expect.poll(() => office().length, { timeout: 60_000 }).toBe(2);
      await expect
        .poll(
          () => smtp.received.filter((m) => m.to.includes(sampleBookingFields.contactEmail)).length,
        )
        .toBe(1);
      const bookingNotice = office().find((m) => m.subject.startsWith('حجز جديد'));
      expect(bookingNotice?.subject).toContain(appointment.reference);
      expect(bookingNotice?.text).toContain(sampleBookingFields.contactPhone);
      const contactNotice = office().find((m) => m.subject.startsWith('رسالة جديدة'));
      expect(contactNotice?.subject).toBe('رسالة جديدة من ليلى حسن: التقاعد والرواتب');
      expect(contactNotice?.text).toContain('متى يحق لي التقاعد المبكر؟\nوشكراً <b>لكم</b>');
      expect(contactNotice?.html).toContain('&lt;b&gt;لكم&lt;/b&gt;');
      expect(contactNotice?.html).toContain('dir="rtl"');
    } finally {
      await worker?.stop('SIGTERM');
      await service?.close();
      await database?.dispose();
      await content?.stop();
      await smtp.close();
      await redis.stop();
      await rm(workerDataDir, { recursive: true, force: true });
      if (previousKey === undefined) delete process.env.INTERNAL_SERVICE_KEY;
      else process.env.INTERNAL_SERVICE_KEY = previousKey;
    }
  });
});
