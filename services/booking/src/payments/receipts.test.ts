// Issue 31: every successful payment emails the payer a receipt (the worker attaches the PDF),
// written with the payment in one transaction; the same receipt downloads as a PDF.

import { randomUUID } from 'node:crypto';
import {
  type Appointment,
  bookingMessages,
  EMAIL_QUEUE,
  type EmailJob,
  emailJobSchema,
  PAYMENT_EVENTS_QUEUE,
  type PaymentEvent,
  paymentMessages,
} from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload, signMessage } from '@ssc/service-kit/internal-auth';
import { hasRedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { appointments, outbox, serviceRequests } from '../db/schema';
import { manageToken } from '../lifecycle/manage-link';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { applyPaymentEvent, type PaymentEffects, queuedEmail } from './payment-events';
import { receiptMessages } from './receipt-routes';

const PUBLIC_URL = 'https://sanad.example.jo';
const SERVICE_ID = sampleBookingFields.serviceId;
/** The seeded catalogue's name of SERVICE_ID. */
const SERVICE_NAME = 'الاستشارات القانونية في التقاعد';
const EVENTS_QUEUE = 'payment-events-receipts-test';

const content = await startContentService();
// A Redis of this file's own: the payment events arrive through it, the emails leave through it.
const redis = hasRedisServer() ? await startRedisServer() : undefined;
afterAll(async () => {
  await content.stop();
  await redis?.stop();
});

describe('the relay is nudged', () => {
  it('after every outcome that wrote the receipt (a late payment’s too), and only then', () => {
    const event = (status: PaymentEvent['status']) =>
      ({ status, kind: 'appointment' }) as PaymentEvent;
    expect(queuedEmail(event('paid'), 'applied')).toBe(true);
    expect(queuedEmail(event('paid'), 'needsRefund')).toBe(true);
    expect(queuedEmail(event('paid'), 'unchanged')).toBe(false);
    expect(queuedEmail(event('paid'), 'duplicate')).toBe(false);
    expect(queuedEmail(event('paid'), 'unknownTarget')).toBe(false);
    expect(queuedEmail(event('failed'), 'applied')).toBe(false);
    expect(queuedEmail(event('refunded'), 'applied')).toBe(true);
  });
});

const bookingService = createBookingService({
  ...UNCAPPED,
  contentUrl: content.url,
  redisUrl: redis?.url ?? `redis://127.0.0.1:${await closedPort()}`,
  publicUrl: PUBLIC_URL,
  paymentEventsQueue: EVENTS_QUEUE,
});

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(600);
  const url = (path: string) => `${sut.service.url}${path}`;
  const owner = () => sut.identityHeaders({ userId: 'client-receipt', role: 'user' });
  const db = () => sut.service.db;
  const key = () => loadServiceKey(sut.service.config.dataDir);
  /** What the running consumer passes (the catalogue's name is the test's here). */
  const effects = (): PaymentEffects => ({
    serviceName: async () => SERVICE_NAME,
    servicePriceMinor: async () => 25_000,
    receipts: { serviceKey: key(), publicUrl: PUBLIC_URL },
  });

  const book = async (
    headers: Record<string, string> = {},
    fields: Record<string, string> = {},
  ) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, ...fields }),
      headers,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const paidEvent = (targetId: string, extra: Partial<PaymentEvent> = {}): PaymentEvent => ({
    eventId: `evt-${randomUUID()}`,
    paymentId: `pay-${randomUUID()}`,
    kind: 'appointment',
    targetId,
    status: 'paid',
    occurredAt: '2026-03-01T10:15:30.000Z',
    amountMinor: 30_000,
    ...extra,
  });
  /** The receipt emails in the outbox for `paymentId`, opened. */
  const receipts = async (paymentId = '') => {
    const rows = await db()
      .select()
      .from(outbox)
      .where(like(outbox.jobId, `payment-receipt-${paymentId}%`));
    return rows.map((row) => ({
      row,
      job: emailJobSchema.parse(openPayload(key(), EMAIL_QUEUE, row.payload)) as EmailJob,
    }));
  };
  const appointmentRow = async (id: string) => {
    const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
    return row;
  };
  const insertRequest = async (userId = 'client-receipt') => {
    const id = randomUUID();
    const [row] = await db()
      .insert(serviceRequests)
      .values({
        id,
        serviceId: SERVICE_ID,
        userId,
        fullName: 'خالد محمود',
        email: 'khaled@example.jo',
        phone: '0781234567',
        address: 'عمّان، الشميساني',
        serviceDetails: 'طلب احتساب راتب التقاعد المبكر',
        amountMinor: 45_500,
        paymentId: `pay-${id}`,
      })
      .returning();
    if (!row) throw new Error('no request');
    return row;
  };

  it.skipIf(!redis)(
    'a paid event from the payment service queues one receipt email, sent on at once',
    async () => {
      const booked = await book(owner());
      const event = paidEvent(booked.id, {
        method: 'card',
        provider: 'hyperpay',
        paymentReference: '8ac7a4a1-hyperpay',
      });
      const events = new Queue(EVENTS_QUEUE, { connection: { url: redis?.url } });
      const emails = new Queue(EMAIL_QUEUE, { connection: { url: redis?.url } });
      try {
        const signed = signMessage(key(), PAYMENT_EVENTS_QUEUE, event);
        await events.add('event', signed, { jobId: 'first' });
        // The same event delivered again (the payment service's outbox may hand it over twice).
        await events.add('event', signed, { jobId: 'again' });
        await expect
          .poll(async () => (await receipts(event.paymentId))[0]?.row.sentAt ?? null, {
            timeout: 20_000,
          })
          .not.toBeNull();
        const [sent] = await receipts(event.paymentId);
        expect(sent?.row.jobId).toBe(`payment-receipt-${event.paymentId}`);
        expect(sent?.job).toEqual({
          template: 'payment-receipt',
          to: sampleBookingFields.contactEmail,
          receipt: {
            kind: 'appointment',
            reference: booked.reference,
            name: sampleBookingFields.contactName,
            // The catalogue's own name, as the office notice has it.
            serviceName: SERVICE_NAME,
            startsAt: new Date(booked.date).toISOString(),
            amountMinor: 30_000,
            method: 'card',
            paymentReference: '8ac7a4a1-hyperpay',
            paidAt: event.occurredAt,
          },
          // The payment's invoice (issue 32): its PDF is the attachment.
          invoice: expect.objectContaining({
            number: expect.stringMatching(/^INV-2026-\d{6}$/),
            type: 'invoice',
            reference: booked.reference,
            totalMinor: 30_000,
          }),
          dashboardUrl: `${PUBLIC_URL}/dashboard`,
        });
        // Handed to the worker's queue under its once-only id.
        expect(await emails.getJob(`payment-receipt-${event.paymentId}`)).toBeTruthy();
        await expect
          .poll(async () => (await events.getJobCounts('completed')).completed, {
            timeout: 20_000,
          })
          .toBe(2);
        expect(await receipts(event.paymentId)).toHaveLength(1);
        expect(await appointmentRow(booked.id)).toMatchObject({
          paymentStatus: 'paid',
          paidAt: new Date(event.occurredAt),
          paymentMethod: 'card',
          paymentReference: '8ac7a4a1-hyperpay',
          paidAmountMinor: 30_000,
        });
      } finally {
        await events.close();
        await emails.close();
      }
    },
  );

  it('queues exactly one receipt per payment: none for a duplicate, a second event or a failure', async () => {
    const booked = await book(owner());
    const failed = paidEvent(booked.id, { status: 'failed' });
    expect(await applyPaymentEvent(db(), failed, effects())).toBe('applied');
    expect(await receipts(failed.paymentId)).toEqual([]);
    expect(await appointmentRow(booked.id)).toMatchObject({
      paymentStatus: 'failed',
      paidAt: null,
      paymentMethod: null,
      paymentReference: null,
    });

    // Without method or reference (an older payment service): a card, the payment id.
    const event = paidEvent(booked.id);
    expect(await applyPaymentEvent(db(), event, effects())).toBe('applied');
    expect(await applyPaymentEvent(db(), event, effects())).toBe('duplicate');
    const other = paidEvent(booked.id);
    expect(await applyPaymentEvent(db(), other, effects())).toBe('unchanged');
    const late = paidEvent(booked.id, { status: 'failed' });
    expect(await applyPaymentEvent(db(), late, effects())).toBe('unchanged');
    expect(await receipts(other.paymentId)).toEqual([]);
    const queued = await receipts(event.paymentId);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.job).toMatchObject({
      receipt: { method: 'card', paymentReference: event.paymentId, amountMinor: 30_000 },
    });
    expect(await appointmentRow(booked.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'card',
      paymentReference: event.paymentId,
      paidAt: new Date(event.occurredAt),
    });
  });

  it('sends a guest the receipt without a dashboard link, a CliQ transfer with its reference', async () => {
    const booked = await book({}, { contactName: 'ليلى حسن', contactEmail: 'layla@example.jo' });
    // No amount in the event: the price it was booked at (30 JOD), not the catalogue's now
    // (effects' 25 JOD, issue 34.3).
    const event = paidEvent(booked.id, {
      method: 'cliq',
      paymentReference: 'CLIQ-20260301-7731',
      amountMinor: undefined,
    });
    expect(await applyPaymentEvent(db(), event, effects())).toBe('applied');
    const [queued] = await receipts(event.paymentId);
    expect(queued?.job).toEqual({
      template: 'payment-receipt',
      to: 'layla@example.jo',
      receipt: {
        kind: 'appointment',
        reference: booked.reference,
        name: 'ليلى حسن',
        serviceName: SERVICE_NAME,
        startsAt: new Date(booked.date).toISOString(),
        amountMinor: 30_000,
        method: 'cliq',
        paymentReference: 'CLIQ-20260301-7731',
        paidAt: event.occurredAt,
      },
    });
  });

  it('owes a receipt for a payment that arrives after the booking was cancelled', async () => {
    const booked = await book(owner());
    const cancel = await fetch(url(`/api/appointments/${booked.id}/cancel`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...owner() },
      body: '{}',
    });
    expect(cancel.status).toBe(200);
    const event = paidEvent(booked.id);
    expect(await applyPaymentEvent(db(), event, effects())).toBe('needsRefund');
    expect(await appointmentRow(booked.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      needsRefund: true,
    });
    const [queued] = await receipts(event.paymentId);
    expect(queued?.job).toMatchObject({
      template: 'payment-receipt',
      receipt: { reference: booked.reference, amountMinor: 30_000 },
    });
  });

  it('numbers service requests REQ-yy-nnnnn and emails the receipt of a paid one', async () => {
    const request = await insertRequest();
    const second = await insertRequest('guest');
    expect(request.reference).toMatch(/^REQ-\d{2}-\d{5,}$/);
    expect(second.reference).not.toBe(request.reference);
    const event = paidEvent(request.id, {
      kind: 'service-request',
      paymentId: request.paymentId ?? '',
      amountMinor: undefined,
    });
    expect(await applyPaymentEvent(db(), event, effects())).toBe('applied');
    expect(
      await applyPaymentEvent(db(), { ...event, eventId: `evt-${randomUUID()}` }, effects()),
    ).toBe('unchanged');
    const queued = await receipts(event.paymentId);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.job).toEqual({
      template: 'payment-receipt',
      to: 'khaled@example.jo',
      receipt: {
        kind: 'service-request',
        reference: request.reference,
        name: 'خالد محمود',
        serviceName: SERVICE_NAME,
        amountMinor: 45_500,
        method: 'card',
        paymentReference: request.paymentId,
        paidAt: event.occurredAt,
      },
      dashboardUrl: `${PUBLIC_URL}/dashboard`,
    });
    const guestEvent = paidEvent(second.id, { kind: 'service-request', amountMinor: 45_500 });
    expect(await applyPaymentEvent(db(), guestEvent, effects())).toBe('applied');
    const [guest] = await receipts(guestEvent.paymentId);
    expect(guest?.job).not.toHaveProperty('dashboardUrl');
  });

  describe('the receipt download', () => {
    const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
    const stranger = () => sut.identityHeaders({ userId: 'someone-else', role: 'user' });
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(url(path), { headers });
    const pay = (targetId: string, extra: Partial<PaymentEvent> = {}) =>
      applyPaymentEvent(db(), paidEvent(targetId, extra), effects());
    /** A PDF answer: the headers the contract names and a body that is a PDF. */
    const expectPdf = async (res: Response, reference: string) => {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(
        `attachment; filename="receipt-${reference}.pdf"`,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
    };
    const expectRefusal = async (res: Response, status: number, message?: string) => {
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as { message: string };
      if (message) expect(body.message).toBe(message);
      else expect(body.message).toMatch(/\p{Script=Arabic}/u);
    };

    it('gives an appointment’s receipt to its owner, an admin and its signed link, once paid', async () => {
      const booked = await book(owner());
      const path = `/api/appointments/${booked.id}/receipt`;
      const token = manageToken(key(), booked.id);
      // Not paid yet: nothing to give, whoever asks.
      await expectRefusal(await get(path, owner()), 404, receiptMessages.notPaid);
      await expectRefusal(await get(`${path}?token=${token}`), 404, receiptMessages.notPaid);
      await expectRefusal(await get(path, admin()), 404, receiptMessages.notPaid);
      await pay(booked.id, { method: 'cliq', paymentReference: 'CLIQ-1' });
      await expectPdf(await get(path, owner()), booked.reference);
      await expectPdf(await get(path, admin()), booked.reference);
      await expectPdf(await get(`${path}?token=${token}`), booked.reference);
      // Another client, nobody signed in, another appointment's link, a made-up link.
      await expectRefusal(await get(path, stranger()), 404, bookingMessages.appointmentNotFound);
      await expectRefusal(await get(path), 401);
      const otherBooking = await book(owner());
      const otherToken = manageToken(key(), otherBooking.id);
      await expectRefusal(
        await get(`${path}?token=${otherToken}`),
        403,
        lifecycleMessages.linkInvalid,
      );
      await expectRefusal(
        await get(`${path}?token=${'A'.repeat(43)}`),
        403,
        lifecycleMessages.linkInvalid,
      );
      // A link does not open another appointment's receipt, even a paid one of the same owner.
      await pay(otherBooking.id);
      await expectRefusal(
        await get(`/api/appointments/${otherBooking.id}/receipt?token=${token}`),
        403,
        lifecycleMessages.linkInvalid,
      );
    });

    it('keeps a guest’s receipt to the signed link and the office', async () => {
      const booked = await book();
      await pay(booked.id);
      const path = `/api/appointments/${booked.id}/receipt`;
      await expectRefusal(await get(path), 401);
      // Nobody signs in as `guest`: a client whose id it would be is still someone else.
      await expectRefusal(
        await get(path, sut.identityHeaders({ userId: 'guest', role: 'user' })),
        404,
      );
      await expectRefusal(await get(path, stranger()), 404);
      await expectPdf(
        await get(`${path}?token=${manageToken(key(), booked.id)}`),
        booked.reference,
      );
      await expectPdf(await get(path, admin()), booked.reference);
    });

    it('answers made-up appointment ids as missing, never as a server error', async () => {
      for (const id of ['not-a-uuid', randomUUID(), "1' or '1'='1", '%00']) {
        const path = `/api/appointments/${encodeURIComponent(id)}/receipt`;
        await expectRefusal(await get(path, owner()), 404);
        await expectRefusal(await get(path, admin()), 404);
        await expectRefusal(await get(`${path}?token=${manageToken(key(), id)}`), 403);
      }
    });

    it('gives a service request’s receipt to its owner and an admin only, once paid', async () => {
      const request = await insertRequest();
      const path = `/api/service-requests/${request.id}/receipt`;
      await expectRefusal(await get(path, owner()), 404, receiptMessages.notPaid);
      await pay(request.id, {
        kind: 'service-request',
        paymentId: request.paymentId ?? '',
        amountMinor: undefined,
      });
      await expectPdf(await get(path, owner()), request.reference);
      await expectPdf(await get(path, admin()), request.reference);
      await expectRefusal(await get(path, stranger()), 404, paymentMessages.serviceRequestNotFound);
      await expectRefusal(await get(path), 401);
      // An appointment's link opens no request.
      await expectRefusal(await get(`${path}?token=${manageToken(key(), request.id)}`), 401);
      await expectRefusal(await get('/api/service-requests/not-a-uuid/receipt', admin()), 404);
      await expectRefusal(await get(`/api/service-requests/${randomUUID()}/receipt`, admin()), 404);
      // A guest's paid request: the office only.
      const guest = await insertRequest('guest');
      await pay(guest.id, { kind: 'service-request' });
      await expectRefusal(
        await get(
          `/api/service-requests/${guest.id}/receipt`,
          sut.identityHeaders({ userId: 'guest', role: 'user' }),
        ),
        404,
      );
      await expectPdf(
        await get(`/api/service-requests/${guest.id}/receipt`, admin()),
        guest.reference,
      );
    });
  });
});
