// Issue 31.5: the accountant's monthly payments export, over HTTP against PostgreSQL. Payments are
// recorded the way the payment service's events record them (applyPaymentEvent).

import { randomUUID } from 'node:crypto';
import {
  type Appointment,
  errorMessages,
  type PaymentEvent,
  paymentsExportMessages,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { appointments, serviceRequests } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { applyPaymentEvent } from './payment-events';
import { PAYMENTS_CSV_HEADER } from './payments-csv';
import { ammanMonthRange, paymentBatches } from './payments-export';

const content = await startContentService();
afterAll(() => content.stop());
// Redis "down": the receipt and refund jobs stay in the outbox.
const bookingService = createBookingService({
  ...UNCAPPED,
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

const SERVICE_ID = sampleBookingFields.serviceId;
/** The seeded catalogue's name of SERVICE_ID. */
const SERVICE_NAME = 'الاستشارات القانونية في التقاعد';
const BOM = '\uFEFF';

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(700);
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const db = () => sut.service.db;

  const book = async (fields: Record<string, string> = {}) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, ...fields }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const request = async (fullName: string) => {
    const id = randomUUID();
    const [row] = await db()
      .insert(serviceRequests)
      .values({
        id,
        serviceId: SERVICE_ID,
        userId: 'client-1',
        fullName,
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
  /** The payment service's event for a payment of `targetId` at `occurredAt`. */
  const pay = async (
    targetId: string,
    occurredAt: string,
    extra: Partial<PaymentEvent> = {},
  ): Promise<void> => {
    const outcome = await applyPaymentEvent(db(), {
      eventId: `evt-${randomUUID()}`,
      paymentId: `pay-${randomUUID()}`,
      kind: 'appointment',
      targetId,
      status: 'paid',
      occurredAt,
      amountMinor: 30_000,
      ...extra,
    });
    expect(outcome).toBe('applied');
  };

  const exportCsv = (query: string, headers: Record<string, string> = admin()) =>
    fetch(url(`/api/payments-export${query ? `?${query}` : ''}`), { headers });
  /** The body as text, its BOM kept (fetch's text() would drop it). */
  const bodyText = async (res: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  const records = (text: string): string[][] => {
    expect(text.startsWith(BOM)).toBe(true);
    return parse(text.slice(BOM.length));
  };

  it('lists the month’s paid appointments and service requests in Amman time, in the order they were paid', async () => {
    // 2031-05 in Amman (UTC+3) runs from 2031-04-30T21:00Z to 2031-05-31T21:00Z.
    const earlyAmman = await book({ contactName: 'ليلى منتصف الليل' });
    await pay(earlyAmman.id, '2031-04-30T21:30:00.000Z', {
      method: 'cliq',
      paymentReference: 'CLIQ-7781',
      amountMinor: 25_000,
    });
    const card = await book({ contactName: 'سارة أحمد' });
    await pay(card.id, '2031-05-10T08:05:00.000Z', {
      method: 'card',
      provider: 'hyperpay',
      paymentReference: '8ac7a4a1-hyperpay',
    });
    // A name stored before names were letters only (issue 37), which the CSV must still defuse.
    const formula = await book({ contactName: 'نادر القديم' });
    await db()
      .update(appointments)
      .set({ contactName: '=HYPERLINK("https://evil.example","اضغط")' })
      .where(eq(appointments.id, formula.id));
    await pay(formula.id, '2031-05-12T09:00:00.000Z', { method: 'cash' });
    const paidRequest = await request('خالد محمود');
    await pay(paidRequest.id, '2031-05-20T12:00:00.000Z', {
      kind: 'service-request',
      method: 'card',
      paymentReference: 'pi_request_1',
      amountMinor: 45_500,
    });
    // Refunded: paid in the month, then cancelled by the office (a full refund) and refunded.
    const refunded = await book({ contactName: 'عمر المسترد' });
    await pay(refunded.id, '2031-05-15T07:00:00.000Z', { paymentReference: 'pi_refunded' });
    const cancel = await fetch(url(`/api/appointments/${refunded.id}/cancel`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...admin() },
      body: JSON.stringify({ reason: 'اعتذار المستشار' }),
    });
    expect(cancel.status).toBe(200);
    expect(
      await applyPaymentEvent(db(), {
        eventId: `evt-${randomUUID()}`,
        paymentId: 'pay-refund',
        kind: 'appointment',
        targetId: refunded.id,
        status: 'refunded',
        occurredAt: '2031-05-16T07:00:00.000Z',
        amountMinor: 30_000,
      }),
    ).toBe('applied');
    // Cancelled and owed back, not yet refunded.
    const pending = await book({ contactName: 'هند قيد الاسترداد' });
    await pay(pending.id, '2031-05-25T07:00:00.000Z');
    expect(
      (
        await fetch(url(`/api/appointments/${pending.id}/cancel`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...admin() },
          body: JSON.stringify({ reason: 'إغلاق المكتب' }),
        })
      ).status,
    ).toBe(200);

    // Not in May: 00:30 on 1 June in Amman, a payment of April, an unpaid booking, an unpaid
    // request, a failed payment.
    const lateAmman = await book({ contactName: 'لا يظهر حزيران' });
    await pay(lateAmman.id, '2031-05-31T21:30:00.000Z');
    const april = await book({ contactName: 'لا يظهر نيسان' });
    await pay(april.id, '2031-04-20T10:00:00.000Z');
    await book({ contactName: 'لا يظهر غير مدفوع' });
    await request('لا يظهر طلب غير مدفوع');
    const failed = await book({ contactName: 'لا يظهر فشل' });
    await pay(failed.id, '2031-05-11T10:00:00.000Z', { status: 'failed' });

    const res = await exportCsv('month=2031-05');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="payments-2031-05.csv"',
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await bodyText(res);
    // EF BB BF: the UTF-8 BOM, then the Arabic header.
    expect(new TextEncoder().encode(text.slice(0, 1))).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text.startsWith(`${BOM}${PAYMENTS_CSV_HEADER.join(',')}\r\n`)).toBe(true);
    const [header, ...lines] = records(text);
    expect(header).toEqual([
      'تاريخ الدفع',
      'المرجع',
      'العميل',
      'الخدمة',
      'المبلغ',
      'طريقة الدفع',
      'مرجع الدفع',
      'الاسترداد',
    ]);
    expect(lines.map((line) => line[1])).toEqual([
      earlyAmman.reference,
      card.reference,
      formula.reference,
      refunded.reference,
      paidRequest.reference,
      pending.reference,
    ]);
    expect(paidRequest.reference).toMatch(/^REQ-\d{2}-\d{5,}$/);
    expect(lines[0]).toEqual([
      '2031-05-01 00:30',
      earlyAmman.reference,
      'ليلى منتصف الليل',
      SERVICE_NAME,
      '25.000',
      'تحويل فوري عبر CliQ',
      'CLIQ-7781',
      '',
    ]);
    expect(lines[1]).toEqual([
      '2031-05-10 11:05',
      card.reference,
      'سارة أحمد',
      SERVICE_NAME,
      '30.000',
      'بطاقة دفع',
      '8ac7a4a1-hyperpay',
      '',
    ]);
    // CSV injection: the cell a spreadsheet would run as a formula starts with an apostrophe.
    expect(lines[2]?.[2]).toBe(`'=HYPERLINK("https://evil.example","اضغط")`);
    expect(lines[2]?.[5]).toBe('نقداً في المكتب');
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(lines[3]?.slice(4)).toEqual([
      '30.000',
      'بطاقة دفع',
      'pi_refunded',
      'تم الاسترداد (30.000 د.أ)',
    ]);
    expect(lines[4]).toEqual([
      '2031-05-20 15:00',
      paidRequest.reference,
      'خالد محمود',
      SERVICE_NAME,
      '45.500',
      'بطاقة دفع',
      'pi_request_1',
      '',
    ]);
    expect(lines[5]?.[7]).toBe('قيد الاسترداد (30.000 د.أ)');
    expect(text).not.toContain('لا يظهر');

    // The next month holds the payment made at 00:30 on its first day in Amman.
    const june = records(await bodyText(await exportCsv('month=2031-06'))).slice(1);
    expect(june.map((line) => line[1])).toEqual([lateAmman.reference]);
    expect(june[0]?.[0]).toBe('2031-06-01 00:30');

    // Keyset paging across both tables: batches of two give every row once, in the same order.
    const batched = [];
    for await (const batch of paymentBatches(db(), ammanMonthRange('2031-05'), 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      batched.push(...batch.map((row) => row.reference));
    }
    expect(batched).toEqual(lines.map((line) => line[1]));
  });

  it('answers a month without payments with the BOM and the header only', async () => {
    const res = await exportCsv('month=2019-02');
    expect(res.status).toBe(200);
    expect(await bodyText(res)).toBe(`${BOM}${PAYMENTS_CSV_HEADER.join(',')}\r\n`);
  });

  it('is the office’s only: 401 for a guest, 403 for a client, 400 in Arabic for a bad month', async () => {
    const guest = await exportCsv('month=2031-05', {});
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: errorMessages.unauthorized });
    const client = await exportCsv(
      'month=2031-05',
      sut.identityHeaders({ userId: 'client-1', role: 'user' }),
    );
    expect(client.status).toBe(403);
    expect(await client.json()).toEqual({ message: errorMessages.forbidden });
    expect(client.headers.get('content-disposition')).toBeNull();
    for (const query of ['month=2031-13', 'month=2031-5', 'month=May', 'month=2031-05-01', '']) {
      const bad = await exportCsv(query);
      expect([query, bad.status]).toEqual([query, 400]);
      expect(await bad.json()).toMatchObject({
        errors: { month: paymentsExportMessages.monthInvalid },
      });
    }
    expect(paymentsExportMessages.monthInvalid).toBe('الشهر غير صحيح، مثال: 2026-11');
  });

  it('is documented in the OpenAPI document as an admin CSV download', async () => {
    const doc = (await (await fetch(url('/openapi.json'))).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation = doc.paths['/api/payments-export']?.get;
    expect(operation?.['x-access']).toBe('admin');
    expect(JSON.stringify(operation?.responses)).toContain('text/csv; charset=utf-8');
    const names = ((operation?.parameters ?? []) as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['month']);
  });
});
