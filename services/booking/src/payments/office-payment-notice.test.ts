// Where a booking's payment stands in the office's emails (issue 34.1): the new-booking notice
// says it, and a payment that arrives is announced once, in the transaction that records it.

import { randomUUID } from 'node:crypto';
import { type Appointment, EMAIL_QUEUE, type EmailJob } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { createOfficeNotices } from '@ssc/service-kit/outbox';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { like } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { applyPaymentEvent, type PaymentEffects } from './payment-events';

const OFFICE = 'office@sanad.example.jo';
const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
  publicUrl: 'https://sanad.example',
  paymentHoldMinutes: 30,
  officeRecipients: [OFFICE],
});

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(13);
  const key = () => loadServiceKey(sut.service.config.dataDir);
  const book = async () => {
    const res = await fetch(`${sut.service.url}/api/appointments`, {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  /** The office's emails in the outbox whose job id starts with `prefix`, opened. */
  const officeJobs = async (prefix: string) => {
    const rows = await sut.service.db
      .select()
      .from(outbox)
      .where(like(outbox.jobId, `${prefix}%`));
    return rows.map((row) => openPayload(key(), EMAIL_QUEUE, row.payload) as EmailJob);
  };
  const effects = (): PaymentEffects => ({
    serviceName: async () => 'اسم الخدمة في الكتالوج اليوم',
    notices: createOfficeNotices({
      recipients: [OFFICE],
      outbox,
      serviceKey: key(),
      publicUrl: 'https://sanad.example',
    }),
  });
  const event = (targetId: string, status: 'paid' | 'failed', eventId = `evt-${randomUUID()}`) => ({
    eventId,
    paymentId: randomUUID(),
    kind: 'appointment' as const,
    targetId,
    status,
    ...(status === 'paid'
      ? { method: 'cliq' as const, paymentReference: 'CLIQ-BANK-5521', amountMinor: 30_000 }
      : {}),
    occurredAt: '2030-01-04T09:30:00.000Z',
  });

  it('the new-booking notice says the payment is due, and by when', async () => {
    const booked = await book();
    const [job] = await officeJobs(`office-booking-${booked.id}`);
    expect(job).toMatchObject({
      template: 'office-notification',
      event: {
        kind: 'new-booking',
        reference: booked.reference,
        payment: { status: 'pending', dueAt: booked.paymentDueAt },
      },
    });
  });

  it('a paid booking writes exactly one «وصلت دفعة» to the office, whatever repeats it', async () => {
    const booked = await book();
    // A failed attempt tells the office nothing.
    expect(await applyPaymentEvent(sut.service.db, event(booked.id, 'failed'), effects())).toBe(
      'applied',
    );
    expect(await officeJobs(`office-appointment-paid-${booked.id}`)).toEqual([]);

    const paid = event(booked.id, 'paid');
    expect(await applyPaymentEvent(sut.service.db, paid, effects())).toBe('applied');
    // The same event delivered again, and another paid event for the row already paid.
    expect(await applyPaymentEvent(sut.service.db, paid, effects())).toBe('duplicate');
    expect(await applyPaymentEvent(sut.service.db, event(booked.id, 'paid'), effects())).toBe(
      'unchanged',
    );
    const jobs = await officeJobs(`office-appointment-paid-${booked.id}`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      template: 'office-notification',
      to: OFFICE,
      event: {
        kind: 'appointment-paid',
        reference: booked.reference,
        name: sampleBookingFields.contactName,
        phone: sampleBookingFields.contactPhone,
        // The name it was booked under (the catalogue's at booking time).
        serviceName: 'الاستشارات القانونية في التقاعد',
        startsAt: booked.date,
        amount: 30,
        method: 'cliq',
        paymentReference: 'CLIQ-BANK-5521',
        paidAt: '2030-01-04T09:30:00.000Z',
      },
    });
    expect(jobs[0]?.template === 'office-notification' && jobs[0].event).not.toHaveProperty('late');
  });
});
