// WhatsApp notifications end to end (issue 33.3) with real processes: booking (outbox) → Redis →
// the worker process → the fake Graph API (Meta's documented API) → its signed status webhook →
// booking. No network: the fake listens on loopback.

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Appointment,
  type AppointmentDetail,
  formatAmmanDate,
  formatAmmanTime,
  whatsappMessages as messages,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import {
  describeService,
  type SpawnedProcess,
  spawnProcess,
  testRedis,
} from '@ssc/service-kit/testing';
import { type FakeGraphApi, startFakeGraphApi } from '@ssc/whatsapp/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointments, outbox, whatsappMessages } from '../db/schema';
import { confirmationJobId } from '../email/email-jobs';
import { manageToken } from '../lifecycle/manage-link';
import { sendDueReminders } from '../lifecycle/reminders';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';

const workerDir = fileURLToPath(new URL('../../../worker', import.meta.url));
const { url: redisUrl } = await testRedis();
// Queues of this run's own: its worker must take no other test's jobs (sealed with another key),
// and no other worker on the same Redis may take its own.
const run = randomUUID().slice(0, 8);
const queues = { email: `test-emails-${run}`, whatsapp: `test-whatsapp-${run}` };
const content = await startContentService();
const fake: FakeGraphApi = await startFakeGraphApi({ verifyToken: 'office-verify-token' });
afterAll(async () => {
  await content.stop();
  await fake.close();
});

const booking = createBookingService({
  contentUrl: content.url,
  redisUrl,
  relayIntervalMs: 100,
  ...UNCAPPED,
  whatsapp: fake.config,
  whatsappQueue: queues.whatsapp,
});

await describeService(booking, (sut) => {
  const nextSlot = slotPicker(200);
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-whatsapp', role: 'admin' });
  const webhook = () => url('/api/whatsapp/webhook');
  let worker: SpawnedProcess;
  let workerDir_: string;

  beforeAll(async () => {
    workerDir_ = await mkdtemp(join(tmpdir(), 'ssc-whatsapp-worker-'));
    worker = await spawnProcess('src/main.ts', {
      cwd: workerDir,
      env: {
        PORT: '0',
        DATA_DIR: workerDir_,
        REDIS_URL: redisUrl,
        EMAIL_QUEUE: queues.email,
        WHATSAPP_QUEUE: queues.whatsapp,
        SMTP_URL: '',
        INTERNAL_SERVICE_KEY: loadServiceKey(sut.service.config.dataDir),
        WHATSAPP_TOKEN: fake.config.token,
        WHATSAPP_PHONE_NUMBER_ID: fake.config.phoneNumberId,
        WHATSAPP_APP_SECRET: fake.config.appSecret,
        WHATSAPP_API_URL: fake.url,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    if (workerDir_) await rm(workerDir_, { recursive: true, force: true });
  });

  const book = async (fields: Record<string, string>) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, ...fields }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Appointment;
  };
  const rowsOf = (appointment: Appointment) =>
    sut.service.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.appointmentId, appointment.id))
      .orderBy(whatsappMessages.createdAt);
  const emailsOf = (appointment: Appointment) =>
    sut.service.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.queue, 'emails'), eq(outbox.jobId, confirmationJobId(appointment.id))));
  const sentFor = (row: { id: string }) => fake.sent.filter((m) => m.callbackData === row.id);
  /** The appointment's first message, once the worker has handed it to the (fake) API. */
  const sentRow = async (appointment: Appointment) => {
    const [row] = await rowsOf(appointment);
    if (!row) throw new Error('no WhatsApp message queued');
    await expect.poll(() => sentFor(row).length, { timeout: 20_000 }).toBe(1);
    return row;
  };
  const serviceName = async (id: string) => {
    const services = (await (await fetch(`${content.url}/api/services`)).json()) as {
      id: string;
      nameAr: string;
    }[];
    return services.find((service) => service.id === id)?.nameAr;
  };
  const detail = async (appointment: Appointment) => {
    const res = await fetch(url(`/api/appointments/${appointment.id}`), { headers: admin() });
    expect(res.status).toBe(200);
    return (await res.json()) as AppointmentDetail;
  };

  it('says it is on, and answers Meta’s subscription check only with the verify token', async () => {
    expect(await (await fetch(url('/api/whatsapp/status'))).json()).toEqual({ enabled: true });
    const check = (token: string) =>
      fetch(
        url(
          `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        ),
      );
    const ok = await check('office-verify-token');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await check('guess')).status).toBe(403);
  });

  it('sends the booking’s confirmation to a client who agreed, in E.164 with the manage link', {
    timeout: 30_000,
  }, async () => {
    const appointment = await book({
      whatsappConsent: 'true',
      contactPhone: '0791234567',
      contactName: 'ليلى الخطيب',
    });
    expect(appointment.whatsappConsent).toBe(true);
    const row = await sentRow(appointment);
    expect(row.template).toBe('appointment_booked');
    const [message] = sentFor(row);
    expect(message).toMatchObject({
      to: '+962791234567',
      template: 'appointment_booked',
      language: 'ar',
      bodyParameters: [
        'ليلى الخطيب',
        await serviceName(appointment.serviceId),
        formatAmmanDate(appointment.date),
        formatAmmanTime(appointment.date),
        appointment.reference,
      ],
    });
    expect(message?.buttonUrlSuffix).toMatch(/^manage\?id=[0-9a-f-]{36}&token=/);
    // The email goes too, as always.
    expect(await emailsOf(appointment)).toHaveLength(1);

    // Meta reports it delivered, then read, then a late "sent": the state stays «قُرئت».
    for (const status of ['delivered', 'read', 'sent'] as const) {
      const res = await fake.deliver({ callbackData: row.id, status }, webhook());
      expect(res.status).toBe(200);
    }
    const seen = await detail(appointment);
    expect(seen.whatsappMessages).toEqual([
      expect.objectContaining({ template: 'appointment_booked', state: 'read', error: null }),
    ]);
  });

  it('refuses a forged or unsigned status notification and changes nothing', async () => {
    const appointment = await book({ whatsappConsent: 'true' });
    const row = await sentRow(appointment);
    const forged = await fake.deliver({ callbackData: row.id, status: 'read' }, webhook(), {
      signWith: 'not-the-app-secret',
    });
    expect(forged.status).toBe(401);
    expect(JSON.parse(forged.body).message).toBe(messages.invalidSignature);
    const unsigned = await fetch(webhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: fake.webhookBody({ callbackData: row.id, status: 'read' }),
    });
    expect(unsigned.status).toBe(401);
    const [after] = await rowsOf(appointment);
    expect(after?.state).not.toBe('read');
  });

  it('keeps a failed delivery’s reason for the office', async () => {
    const appointment = await book({ whatsappConsent: 'true' });
    const row = await sentRow(appointment);
    await fake.deliver(
      {
        callbackData: row.id,
        status: 'failed',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
      webhook(),
    );
    const [message] = (await detail(appointment)).whatsappMessages ?? [];
    expect(message).toMatchObject({ state: 'failed', error: '131026: Message undeliverable' });
  });

  it('sends nothing on WhatsApp without consent; the email still goes', async () => {
    const appointment = await book({});
    expect(appointment.whatsappConsent).toBe(false);
    expect(await rowsOf(appointment)).toEqual([]);
    expect(await emailsOf(appointment)).toHaveLength(1);
  });

  it('stops when the client withdraws with the emailed link: the cancellation goes by email only', async () => {
    const appointment = await book({ whatsappConsent: 'true' });
    const token = manageToken(loadServiceKey(sut.service.config.dataDir), appointment.id);
    const withdraw = await fetch(
      url(`/api/appointments/${appointment.id}/whatsapp-consent?token=${token}`),
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consent: false }),
      },
    );
    expect(withdraw.status).toBe(200);
    expect(((await withdraw.json()) as Appointment).whatsappConsent).toBe(false);
    const cancel = await fetch(url(`/api/appointments/${appointment.id}/cancel?token=${token}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancel.status).toBe(200);
    const templates = (await rowsOf(appointment)).map((r) => r.template);
    expect(templates).toEqual(['appointment_booked']);
  });

  it('refuses a consent change from someone without a right to the appointment', async () => {
    const appointment = await book({ whatsappConsent: 'true' });
    const put = (query: string, headers: Record<string, string> = {}) =>
      fetch(url(`/api/appointments/${appointment.id}/whatsapp-consent${query}`), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ consent: false }),
      });
    expect((await put('?token=forged')).status).toBe(403);
    expect((await put('')).status).toBe(401);
    const stranger = sut.identityHeaders({ userId: 'someone-else', role: 'user' });
    expect((await put('', stranger)).status).toBe(404);
    // The office may stop the messages at a client's request, never agree for them.
    const asOffice = (consent: boolean) =>
      fetch(url(`/api/appointments/${appointment.id}/whatsapp-consent`), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...admin() },
        body: JSON.stringify({ consent }),
      });
    expect((await asOffice(true)).status).toBe(403);
    expect((await asOffice(false)).status).toBe(200);
    const bad = await fetch(url(`/api/appointments/${appointment.id}/whatsapp-consent`), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin() },
      body: JSON.stringify({ consent: 'yes' }),
    });
    expect(bad.status).toBe(400);
  });

  it('sends the 24 h and the 1 h reminders of a confirmed appointment, each once', {
    timeout: 30_000,
  }, async () => {
    const appointment = await book({ whatsappConsent: 'true' });
    await sut.service.db
      .update(appointments)
      .set({ status: 'confirmed', icsSequence: 1 })
      .where(eq(appointments.id, appointment.id));
    const startsAt = new Date(appointment.date).getTime();
    const remind = (hoursBefore: number) =>
      sendDueReminders(sut.service.db, {
        now: new Date(startsAt - hoursBefore * 3_600_000),
        serviceKey: loadServiceKey(sut.service.config.dataDir),
        publicUrl: 'https://www.sanad.example',
        serviceName: async () => 'الاستشارات التقاعدية',
      });
    await remind(23);
    await remind(23);
    await remind(0.5);
    const templates = (await rowsOf(appointment)).map((r) => r.template);
    expect(templates).toEqual([
      'appointment_booked',
      'appointment_reminder_24h',
      'appointment_reminder_1h',
    ]);
    const last = (await rowsOf(appointment)).at(-1)!;
    // As the service's own reminder sweep does after a batch.
    sut.service.nudgeOutbox();
    await expect.poll(() => sentFor(last).length, { timeout: 20_000 }).toBe(1);
    expect(sentFor(last)[0]?.bodyParameters[4]).toBe('مكتبنا في عمّان');
  });

  it('tells a rescheduled client on WhatsApp, and retries a send the API could not take', {
    timeout: 40_000,
  }, async () => {
    const appointment = await book({ whatsappConsent: 'true' });
    const token = manageToken(loadServiceKey(sut.service.config.dataDir), appointment.id);
    await sentRow(appointment);
    // The next send meets a Meta outage (503, code 131000): the worker retries it.
    fake.failNext(1);
    const moved = nextSlot();
    const res = await fetch(url(`/api/appointments/${appointment.id}/reschedule?token=${token}`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: moved.iso }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const rows = await rowsOf(appointment);
    const rescheduled = rows.find((r) => r.template === 'appointment_rescheduled');
    expect(rescheduled).toBeDefined();
    await expect.poll(() => sentFor(rescheduled!).length, { timeout: 30_000 }).toBe(1);
    expect(fake.requests.some((r) => r.status === 503 && r.code === 131000)).toBe(true);
    expect(sentFor(rescheduled!)[0]?.bodyParameters.slice(2, 4)).toEqual([
      formatAmmanDate(moved.iso),
      formatAmmanTime(moved.iso),
    ]);
  });
});

// With WhatsApp off, nothing of it shows: the forms are told, consent is not stored, the webhook is gone.
const off = createBookingService({
  contentUrl: content.url,
  redisUrl,
  ...UNCAPPED,
  whatsapp: undefined,
});

await describeService(off, (sut) => {
  const nextSlot = slotPicker(260);
  it('is off without WHATSAPP_*: no consent kept, the webhook answers 404', async () => {
    const url = (path: string) => `${sut.service.url}${path}`;
    expect(await (await fetch(url('/api/whatsapp/status'))).json()).toEqual({ enabled: false });
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, whatsappConsent: 'true' }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Appointment).whatsappConsent).toBe(false);
    expect((await fetch(url('/api/whatsapp/webhook'), { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
  });
});
