// Issue 32: every payment gets a numbered invoice, issued in the payment's transaction, sent to
// JoFotara from the outbox (never inside the payment), and every refund a credit invoice.

import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  EMAIL_QUEUE,
  type EmailJob,
  emailJobSchema,
  type Invoice,
  PAYMENT_EVENTS_QUEUE,
  type PaymentEvent,
} from '@ssc/contracts';
import { startFakeJofotara, validateUbl } from '@ssc/jofotara/testing';
import { loadServiceKey, openPayload, signMessage } from '@ssc/service-kit/internal-auth';
import { hasRedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { eq, like } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, expect, it } from 'vitest';
import { appointments, invoices, outbox, serviceRequests } from '../db/schema';
import { applyPaymentEvent, type PaymentEffects } from '../payments/payment-events';
import { createBookingService } from '../service';
import { startContentService, UNCAPPED } from '../testing/harness';
import { loadInvoiceSettings } from './invoice-settings';
import { submitStoredInvoice } from './jofotara-submissions';

const PUBLIC_URL = 'https://sanad.example.jo';
const SERVICE_NAME = 'الاستشارات القانونية في التقاعد';
const EVENTS_QUEUE = 'payment-events-invoices-test';
const JOFOTARA_QUEUE = 'jofotara-invoices-test';

const content = await startContentService();
const redis = hasRedisServer() ? await startRedisServer() : undefined;
const jofotara = await startFakeJofotara({ clientId: 'office-client', secretKey: 'office-secret' });

/**
 * Between the service and the fake: while `loseAnswers` is above 0 a request reaches JoFotara, is
 * accepted there, and its answer is lost on the way back (a crash or a cut line mid-call).
 */
let loseAnswers = 0;
const relay = createServer((req, res) => {
  const target = new URL(jofotara.url);
  const forward = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
    },
    (answer) => {
      if (loseAnswers > 0) {
        loseAnswers -= 1;
        answer.resume();
        answer.on('end', () => res.socket?.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // JoFotara dropping the line is passed on as such.
  forward.on('error', () => res.socket?.destroy());
  req.pipe(forward);
});
await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/core/invoices/`;

afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  await jofotara.close();
  await content.stop();
  await redis?.stop();
});

const liveSettings = {
  ...loadInvoiceSettings(
    {
      JOFOTARA_MODE: 'live',
      JOFOTARA_CLIENT_ID: 'office-client',
      JOFOTARA_SECRET_KEY: 'office-secret',
      JOFOTARA_SELLER_TIN: '12345678',
      JOFOTARA_SELLER_NAME: 'سند للاستشارات',
      JOFOTARA_INCOME_SOURCE: '4419876',
      JOFOTARA_INVOICE_TYPE: 'general_sales',
      JOFOTARA_URL: relayUrl,
      JOFOTARA_QUEUE,
    },
    'سند',
  ),
  retryDelayMs: 200,
};

const bookingService = createBookingService({
  ...UNCAPPED,
  contentUrl: content.url,
  redisUrl: redis?.url ?? `redis://127.0.0.1:${await closedPort()}`,
  publicUrl: PUBLIC_URL,
  paymentEventsQueue: EVENTS_QUEUE,
  invoices: liveSettings,
});

await describeService(bookingService, (sut) => {
  const db = () => sut.service.db;
  const key = () => loadServiceKey(sut.service.config.dataDir);
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const owner = (userId = 'client-invoice') => sut.identityHeaders({ userId, role: 'user' });
  const offEffects = (): PaymentEffects => ({
    serviceName: async () => SERVICE_NAME,
    receipts: { serviceKey: key(), publicUrl: PUBLIC_URL },
    invoices: { settings: { ...liveSettings, mode: 'off' }, serviceKey: key() },
    buyerNationalId: async (userId) => (userId === 'client-invoice' ? '9981234567' : undefined),
  });

  const insertRequest = async (amountMinor = 45_500, userId = 'client-invoice') => {
    const id = randomUUID();
    const [row] = await db()
      .insert(serviceRequests)
      .values({
        id,
        serviceId: 'svc-retirement',
        userId,
        fullName: 'خالد & محمود <الحسيني>',
        email: 'khaled@example.jo',
        phone: '0781234567',
        address: 'عمّان',
        serviceDetails: 'طلب احتساب راتب التقاعد المبكر',
        amountMinor,
        paymentId: `pay-${id}`,
      })
      .returning();
    if (!row) throw new Error('no request');
    return row;
  };
  const insertAppointment = async (extra: Partial<typeof appointments.$inferInsert> = {}) => {
    const [appointment] = await db()
      .insert(appointments)
      .values({
        serviceId: 'svc-retirement',
        userId: 'client-invoice',
        startsAt: new Date(Date.now() + 3 * 86_400_000 + Math.floor(Math.random() * 1e9)),
        slotIndex: 0,
        consultationMode: 'office',
        contactName: 'سارة أحمد',
        contactEmail: 'sara@example.jo',
        contactPhone: '0791234567',
        socialSecurityNumber: '1234567',
        paymentStatus: 'pending',
        ...extra,
      })
      .returning();
    if (!appointment) throw new Error('no appointment');
    return appointment;
  };
  const paid = (targetId: string, extra: Partial<PaymentEvent> = {}): PaymentEvent => ({
    eventId: `evt-${randomUUID()}`,
    paymentId: `pay-${randomUUID()}`,
    kind: 'service-request',
    targetId,
    status: 'paid',
    occurredAt: new Date().toISOString(),
    method: 'card',
    ...extra,
  });
  const invoiceOf = async (targetId: string) =>
    db().select().from(invoices).where(eq(invoices.targetId, targetId));
  const listed = async (query: string) => {
    const res = await fetch(url(`/api/invoices?${query}`), { headers: admin() });
    expect(res.status).toBe(200);
    return (await res.json()) as Invoice[];
  };

  it('issues a numbered invoice with the payment, valid UBL 2.1, and attaches it to the receipt email', async () => {
    const request = await insertRequest(45_500);
    const event = paid(request.id);
    expect(await applyPaymentEvent(db(), event, offEffects())).toBe('applied');
    const [invoice] = await invoiceOf(request.id);
    const year = new Date().getFullYear();
    expect(invoice?.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
    expect(invoice).toMatchObject({
      type: 'invoice',
      taxType: 'general_sales',
      totalMinor: 45_500,
      state: 'issued',
      reference: request.reference,
    });
    expect((invoice?.netMinor ?? 0) + (invoice?.taxMinor ?? 0)).toBe(45_500);
    expect(await validateUbl(invoice?.xml ?? '')).toEqual({ valid: true, errors: [] });
    // Mode off: nothing for JoFotara in the outbox.
    expect(
      await db()
        .select()
        .from(outbox)
        .where(like(outbox.jobId, `jofotara-${invoice?.id}%`)),
    ).toEqual([]);
    const [receipt] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.jobId, `payment-receipt-${event.paymentId}`));
    const job = emailJobSchema.parse(openPayload(key(), EMAIL_QUEUE, receipt?.payload)) as EmailJob;
    expect(job).toMatchObject({
      template: 'payment-receipt',
      invoice: {
        number: invoice?.number,
        totalMinor: 45_500,
        reference: request.reference,
        buyer: { nationalId: '9981234567' },
      },
    });
    // The buyer's national id, from their account, is the invoice's buyer identification.
    expect(invoice?.clientNationalId).toBe('9981234567');
    expect(invoice?.xml).toMatch(/schemeID="NIN"[^>]*>9981234567</);
    // The same event again issues nothing more.
    await applyPaymentEvent(db(), { ...event, eventId: `evt-${randomUUID()}` }, offEffects());
    expect(await invoiceOf(request.id)).toHaveLength(1);
  });

  it('numbers 50 payments at once one after the other, never a number twice', async () => {
    const before = await db().select({ number: invoices.number }).from(invoices);
    const requests = await Promise.all(Array.from({ length: 50 }, () => insertRequest(10_000)));
    await Promise.all(requests.map((r) => applyPaymentEvent(db(), paid(r.id), offEffects())));
    const after = await db().select({ number: invoices.number }).from(invoices);
    const numbers = after.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(before.length + 50);
    // Consecutive: 1..n without a gap.
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it.skipIf(!redis)(
    'sends a paid booking’s invoice to JoFotara once, even when its answer is lost and the service restarts',
    async () => {
      const request = await insertAppointment();
      const events = new Queue(EVENTS_QUEUE, { connection: { url: redis?.url } });
      try {
        loseAnswers = 1;
        await events.add(
          'event',
          signMessage(
            key(),
            PAYMENT_EVENTS_QUEUE,
            paid(request.id, { kind: 'appointment', amountMinor: 30_000 }),
          ),
        );
        // JoFotara accepted it, the answer never came back.
        await expect.poll(() => loseAnswers, { timeout: 20_000 }).toBe(0);
        await sut.restart();
        await expect
          .poll(async () => (await invoiceOf(request.id))[0]?.state, { timeout: 30_000 })
          .toBe('sent');
      } finally {
        await events.close();
      }
      const [invoice] = await invoiceOf(request.id);
      const accepted = jofotara.accepted.filter((a) => a.uuid === invoice?.ublUuid);
      expect(accepted).toHaveLength(1);
      expect(invoice).toMatchObject({
        jofotaraNumber: accepted[0]?.einvNumber,
        jofotaraQr: accepted[0]?.qr,
        jofotaraErrors: [],
        lastError: null,
      });
      // The retry was told it was already submitted.
      expect(jofotara.requests.some((r) => r.einvStatus === 'ALREADY_SUBMITTED')).toBe(true);
      const [row] = await listed(`reference=${request.reference}`);
      expect(row).toMatchObject({
        number: invoice?.number,
        state: 'sent',
        jofotara: { number: accepted[0]?.einvNumber, hasQr: true },
      });
    },
  );

  it.skipIf(!redis)(
    'keeps trying while JoFotara is down; the payment and its receipt do not wait',
    async () => {
      const request = await insertRequest(20_000);
      const event = paid(request.id);
      const events = new Queue(EVENTS_QUEUE, { connection: { url: redis?.url } });
      try {
        jofotara.failNext(3, 503);
        await events.add('event', signMessage(key(), PAYMENT_EVENTS_QUEUE, event));
        await expect
          .poll(async () => (await invoiceOf(request.id))[0]?.state, { timeout: 30_000 })
          .toBe('sent');
      } finally {
        await events.close();
      }
      const [invoice] = await invoiceOf(request.id);
      // Three answers of 503, then accepted: each attempt counted, no error left.
      expect(invoice).toMatchObject({ attempts: 4, lastError: null });
      const [stored] = await db()
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.id, request.id));
      expect(stored?.paymentStatus).toBe('paid');
      const [receipt] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.jobId, `payment-receipt-${event.paymentId}`));
      expect(receipt?.sentAt).not.toBeNull();
    },
  );

  it.skipIf(!redis)(
    'keeps JoFotara’s reasons of a rejection for the admin, and resends it corrected',
    async () => {
      const request = await insertRequest(12_345);
      await applyPaymentEvent(db(), paid(request.id), offEffects());
      const [issued] = await invoiceOf(request.id);
      if (!issued) throw new Error('no invoice');
      // A document whose totals do not add up reaches JoFotara (as a wrong setting would make it).
      const broken = issued.xml.replace(
        /<cbc:PayableAmount([^>]*)>[^<]*</,
        '<cbc:PayableAmount$1>99.000<',
      );
      await db().update(invoices).set({ xml: broken }).where(eq(invoices.id, issued.id));
      expect(await submitStoredInvoice(db(), liveSettings, issued.id, sut.service.logger)).toBe(
        'rejected',
      );
      const [row] = await listed(`reference=${request.reference}`);
      expect(row?.state).toBe('rejected');
      expect(row?.errors.length).toBeGreaterThan(0);
      expect(row?.errors[0]?.message).toBeTruthy();
      expect((await listed('state=rejected')).map((r) => r.id)).toContain(issued.id);
      expect(jofotara.accepted.some((a) => a.uuid === issued.ublUuid)).toBe(false);

      // «إعادة الإرسال»: built again from the settings, it goes out corrected and is accepted.
      const resend = await fetch(url(`/api/invoices/${issued.id}/resend`), {
        method: 'POST',
        headers: admin(),
      });
      expect(resend.status).toBe(200);
      expect(((await resend.json()) as Invoice).state).toBe('issued');
      await expect
        .poll(async () => (await invoiceOf(request.id))[0]?.state, { timeout: 20_000 })
        .toBe('sent');
      expect(jofotara.accepted.filter((a) => a.uuid === issued.ublUuid)).toHaveLength(1);
      // Accepted: a second resend is refused.
      const again = await fetch(url(`/api/invoices/${issued.id}/resend`), {
        method: 'POST',
        headers: admin(),
      });
      expect(again.status).toBe(409);
    },
  );

  it('issues a credit invoice against the original when a refund reaches the client', async () => {
    const appointment = await insertAppointment({
      status: 'cancelled',
      cancelledBy: 'client',
      cancelReason: 'ظرف طارئ',
    });
    await applyPaymentEvent(
      db(),
      paid(appointment.id, { kind: 'appointment', amountMinor: 30_000 }),
      offEffects(),
    );
    await db()
      .update(appointments)
      .set({ refundStatus: 'pending', refundAmountMinor: 15_000, refundPercent: 50 })
      .where(eq(appointments.id, appointment.id));
    const refunded: PaymentEvent = {
      eventId: `evt-${randomUUID()}`,
      paymentId: `pay-${randomUUID()}`,
      kind: 'appointment',
      targetId: appointment.id,
      status: 'refunded',
      occurredAt: new Date().toISOString(),
      amountMinor: 15_000,
    };
    expect(await applyPaymentEvent(db(), refunded, offEffects())).toBe('applied');
    const rows = await invoiceOf(appointment.id);
    const original = rows.find((r) => r.type === 'invoice');
    const credit = rows.find((r) => r.type === 'credit');
    expect(credit).toMatchObject({
      totalMinor: 15_000,
      originalInvoiceId: original?.id,
      reason: 'ظرف طارئ',
    });
    expect(credit?.xml).toContain('>381</cbc:InvoiceTypeCode>');
    expect(credit?.xml).toContain(original?.number);
    expect(credit?.xml).toContain(original?.ublUuid);
    expect(await validateUbl(credit?.xml ?? '')).toEqual({ valid: true, errors: [] });
    const [email] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.jobId, `refund-issued-${appointment.id}`));
    const job = emailJobSchema.parse(openPayload(key(), EMAIL_QUEUE, email?.payload));
    expect(job).toMatchObject({
      template: 'refund-issued',
      to: 'sara@example.jo',
      amountMinor: 15_000,
      creditInvoice: {
        number: credit?.number,
        type: 'credit',
        original: { number: original?.number },
      },
    });
    const [listedOriginal] = (await listed(`reference=${appointment.reference}`)).filter(
      (r) => r.type === 'invoice',
    );
    expect(listedOriginal?.state).toBe('credited');
  });

  it('lets the payer and an admin download the PDF, and no one else; the XML and exports are the admin’s', async () => {
    const request = await insertRequest(25_000, 'client-pdf');
    await applyPaymentEvent(db(), paid(request.id), offEffects());
    const [invoice] = await invoiceOf(request.id);
    const pdf = (headers: Record<string, string>) =>
      fetch(url(`/api/invoices/${invoice?.id}/pdf`), { headers });
    const mine = await pdf(owner('client-pdf'));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await pdf(admin())).status).toBe(200);
    expect((await pdf(owner('someone-else'))).status).toBe(404);
    expect((await fetch(url(`/api/invoices/${invoice?.id}/pdf`))).status).toBe(401);
    // The receipt download of the request is its invoice now.
    const receipt = await fetch(url(`/api/service-requests/${request.id}/receipt`), {
      headers: owner('client-pdf'),
    });
    expect(receipt.headers.get('content-disposition')).toContain(`invoice-${invoice?.number}.pdf`);

    const xml = await fetch(url(`/api/invoices/${invoice?.id}/xml`), { headers: admin() });
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(await xml.text()).toContain(`<cbc:ID>${invoice?.number}</cbc:ID>`);
    expect(
      (await fetch(url(`/api/invoices/${invoice?.id}/xml`), { headers: owner('client-pdf') }))
        .status,
    ).toBe(403);
    expect((await fetch(url('/api/invoices/not-a-uuid/xml'), { headers: admin() })).status).toBe(
      404,
    );

    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Amman',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    const csv = await fetch(url(`/api/invoices/export?month=${month}`), { headers: admin() });
    const bytes = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with its BOM (Excel reads the Arabic right), then the Arabic header.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('رقم الفاتورة,')).toBe(true);
    expect(text).toContain(invoice?.number);
    const zip = await fetch(url(`/api/invoices/export?month=${month}&format=zip`), {
      headers: admin(),
    });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(new TextDecoder().decode(files[`${invoice?.number}.xml`])).toBe(invoice?.xml);
    const bad = await fetch(url('/api/invoices/export?month=2026-13'), { headers: admin() });
    expect(bad.status).toBe(400);
    expect((await fetch(url(`/api/invoices?month=${month}`), { headers: owner() })).status).toBe(
      403,
    );
  });
});
