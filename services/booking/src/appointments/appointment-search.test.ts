// The office's search (issue 34.1): a name however its letters are written, a phone in any of
// its forms, a reference read out short, and the numbers a client reads from a receipt or an
// invoice.

import { randomUUID } from 'node:crypto';
import type { Appointment } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices } from '../db/schema';
import { applyPaymentEvent } from '../payments/payment-events';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { fullReference } from './appointment-search';

const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
});

it('reads a reference said short as the full one', () => {
  expect(fullReference('snd-26-3')).toBe('SND-26-00003');
  expect(fullReference(' SND 26 00042 ')).toBe('SND-26-00042');
  expect(fullReference('٢٦-١٢')).toBe('SND-26-00012');
  expect(fullReference('SND-26-123456')).toBe('SND-26-123456');
  expect(fullReference('ليلى')).toBeUndefined();
  expect(fullReference('0791234567')).toBeUndefined();
});

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(11);
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });

  const book = async (fields: Record<string, string>) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, ...fields }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const search = async (q: string) => {
    const res = await fetch(url(`/api/appointments?q=${encodeURIComponent(q)}&pageSize=100`), {
      headers: admin(),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as Appointment[]).map((a) => a.id).sort();
  };

  let layla: Appointment;
  let ahmad: Appointment;
  let fatima: Appointment;
  beforeAll(async () => {
    layla = await book({
      contactName: 'ليلى العلي',
      contactPhone: '0791234567',
      contactEmail: 'layla@example.jo',
    });
    ahmad = await book({
      contactName: 'أحمد الخطيب',
      contactPhone: '0781111111',
      contactEmail: 'ahmad@example.jo',
    });
    fatima = await book({
      contactName: 'فاطمة الزعبي',
      contactPhone: '0772222222',
      contactEmail: 'fatima@example.jo',
    });
  });

  it('finds a name however its letters are written: ى/ي, أ/ا, ة/ه, tatweel and diacritics', async () => {
    expect(await search('ليلي')).toEqual([layla.id]);
    expect(await search('ليلى')).toEqual([layla.id]);
    expect(await search('احمد')).toEqual([ahmad.id]);
    expect(await search('إحمد')).toEqual([ahmad.id]);
    expect(await search('أَحْـمَد')).toEqual([ahmad.id]);
    expect(await search('فاطمه')).toEqual([fatima.id]);
    expect(await search('فاطمة الزعبى')).toEqual([fatima.id]);
    expect(await search('LAYLA@EXAMPLE')).toEqual([layla.id]);
    expect(await search('سلمى')).toEqual([]);
  });

  it('finds a phone in any of its forms and digits', async () => {
    expect(await search('0791234567')).toEqual([layla.id]);
    expect(await search('+962791234567')).toEqual([layla.id]);
    expect(await search('٠٧٩١٢٣٤٥٦٧')).toEqual([layla.id]);
    expect(await search('+962 79 123')).toEqual([layla.id]);
    expect(await search('٠٠٩٦٢٧٨١١١١١١١')).toEqual([ahmad.id]);
  });

  it('finds a reference read out short, any case, its digits in any script', async () => {
    const [, yy, sequence] = /^SND-(\d{2})-(\d+)$/.exec(fatima.reference) ?? [];
    const short = `snd-${yy}-${Number(sequence)}`;
    expect(await search(short)).toEqual([fatima.id]);
    expect(await search(fatima.reference.toLowerCase())).toEqual([fatima.id]);
    expect(await search(`${yy}-${Number(sequence)}`)).toEqual([fatima.id]);
  });

  it("finds a booking by the numbers on its receipt and invoice: the payment's reference, the invoice number, the id", async () => {
    expect(
      await applyPaymentEvent(sut.service.db, {
        eventId: `evt-${randomUUID()}`,
        paymentId: randomUUID(),
        kind: 'appointment',
        targetId: layla.id,
        status: 'paid',
        method: 'card',
        paymentReference: '8ac7a4a1-HP-4471',
        amountMinor: 30_000,
        occurredAt: new Date().toISOString(),
      }),
    ).toBe('applied');
    expect(await search('8AC7A4A1-hp-4471')).toEqual([layla.id]);
    expect(await search('hp-4471')).toEqual([layla.id]);

    await sut.service.db.insert(invoices).values({
      number: 'INV-2026-000042',
      sourceKey: `payment:${ahmad.id}`,
      type: 'invoice',
      taxType: 'income',
      targetKind: 'appointment',
      targetId: ahmad.id,
      userId: 'guest',
      reference: ahmad.reference,
      clientName: ahmad.contactName,
      serviceName: 'الاستشارات',
      netMinor: 30_000,
      taxMinor: 0,
      totalMinor: 30_000,
      taxPercent: 0,
      ublUuid: randomUUID(),
      icv: 1,
      xml: '<Invoice/>',
    });
    expect(await search('inv-2026-000042')).toEqual([ahmad.id]);
    expect(await search(fatima.id)).toEqual([fatima.id]);
    // LIKE's own characters are searched for as characters.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });
});
