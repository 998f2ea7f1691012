import {
  type Appointment,
  bookingMessages,
  EMAIL_QUEUE,
  emailJobSchema,
  PAYMENT_REFUNDS_QUEUE,
  refundRequestSchema,
  type SlotAvailability,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import {
  createServiceTokenSigner,
  loadServiceKey,
  openPayload,
  SERVICE_TOKEN_HEADER,
  verifyMessage,
} from '@ssc/service-kit/internal-auth';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBookingSettings } from '../config';
import { appointments, outbox } from '../db/schema';
import { expiryJobId } from '../email/email-jobs';
import { applyPaymentEvent } from '../payments/payment-events';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { expireUnpaidBookings, paymentDueAt } from './payment-hold';

// Issue 22 point 3: with online payment on, an unpaid booking gives its slot back after
// PAYMENT_HOLD_MINUTES. Time is a clock the test moves, never a wait of 30 minutes.

const MINUTE = 60_000;

describe('the payment hold settings', () => {
  it('holds unpaid bookings 30 minutes only when a payment provider is set', () => {
    expect(loadBookingSettings({}).paymentHoldMinutes).toBeUndefined();
    expect(loadBookingSettings({ PAYMENT_PROVIDER: '' }).paymentHoldMinutes).toBeUndefined();
    expect(loadBookingSettings({ PAYMENT_PROVIDER: 'test' }).paymentHoldMinutes).toBe(30);
    expect(
      loadBookingSettings({ PAYMENT_PROVIDER: 'stripe', PAYMENT_HOLD_MINUTES: '45' })
        .paymentHoldMinutes,
    ).toBe(45);
    // Without a provider the hold time is irrelevant: nothing expires.
    expect(loadBookingSettings({ PAYMENT_HOLD_MINUTES: '45' }).paymentHoldMinutes).toBeUndefined();
    expect(() =>
      loadBookingSettings({ PAYMENT_PROVIDER: 'test', PAYMENT_HOLD_MINUTES: '0' }),
    ).toThrow(/PAYMENT_HOLD_MINUTES/);
  });

  it('never holds a slot past its own start', () => {
    const now = new Date('2026-03-15T08:50:00+03:00');
    const soon = new Date('2026-03-15T09:00:00+03:00');
    const later = new Date('2026-03-16T09:00:00+03:00');
    expect(paymentDueAt(now, soon, 30)).toEqual(soon);
    expect(paymentDueAt(now, later, 30)).toEqual(new Date(now.getTime() + 30 * MINUTE));
    expect(paymentDueAt(now, later, undefined)).toBeNull();
  });
});

const content = await startContentService();
afterAll(() => content.stop());

let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
};
const settings: Parameters<typeof createBookingService>[0] = {
  contentUrl: content.url,
  // Redis "down": emails stay in the outbox, where the tests read them.
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
  publicUrl: 'https://sanad.example',
  paymentHoldMinutes: 30,
  expirySweepIntervalMs: 100,
  // These tests leave many bookings of one guest unpaid on purpose; the caps have their own tests
  // (booking-limits.test.ts).
  openUnpaidBookings: { address: 1_000_000, contact: 1_000_000, account: 1_000_000 },
};
const bookingService = createBookingService(settings, { now: () => new Date(clock) });

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(9);
  // Each database target starts at the real time (the slots are picked from the real date).
  beforeAll(() => {
    clock = Date.now();
  });
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const client = () => sut.identityHeaders({ userId: 'client-hold', role: 'user' });
  const db = () => sut.service.db;

  const book = async (iso: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: iso }),
      headers,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const read = async (id: string, headers = admin()) => {
    const list = (await (
      await fetch(url('/api/appointments?pageSize=100'), { headers })
    ).json()) as Appointment[];
    return list.find((a) => a.id === id);
  };
  const statusOf = async (id: string) => {
    const [row] = await db()
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id));
    return row?.status;
  };
  /** Until the running service's own sweep (every 100 ms) has released the booking. */
  const releasedBySweeper = async (id: string) => {
    for (let i = 0; i < 100 && (await statusOf(id)) !== 'cancelled'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return statusOf(id);
  };
  const sweep = (now: Date) =>
    expireUnpaidBookings(db(), {
      now,
      serviceKey: loadServiceKey(sut.service.config.dataDir),
      publicUrl: 'https://sanad.example',
    });
  const queuedEmail = async (jobId: string) => {
    const [row] = await db().select().from(outbox).where(eq(outbox.jobId, jobId));
    if (!row) return undefined;
    const opened = openPayload(
      loadServiceKey(sut.service.config.dataDir),
      EMAIL_QUEUE,
      row.payload,
    );
    return emailJobSchema.parse(opened);
  };
  const paid = (targetId: string) =>
    applyPaymentEvent(db(), {
      eventId: `evt-${targetId}-${Math.random()}`,
      paymentId: `pay-${targetId}`,
      kind: 'appointment',
      targetId,
      status: 'paid',
      occurredAt: new Date(clock).toISOString(),
    });

  it('tells the client the payment deadline: booking time + PAYMENT_HOLD_MINUTES', async () => {
    const booked = await book(nextSlot().iso);
    expect(booked.paymentDueAt).toBe(new Date(clock + 30 * MINUTE).toISOString());
    expect(booked).toMatchObject({ cancelledBy: null, cancelReason: null, needsRefund: false });
    // The worker's template states it as «آخر موعد للدفع» (services/worker/src/templates).
    const email = await queuedEmail(`booking-confirmation-${booked.id}`);
    expect(email).toMatchObject({
      template: 'booking-confirmation',
      paymentDueAt: booked.paymentDueAt,
    });
  });

  it('releases an unpaid booking once its hold has run out: readable reason, free slot, Arabic email', async () => {
    const slot = nextSlot();
    const booked = await book(slot.iso, client());
    advance(29 * MINUTE);
    expect(await sweep(new Date(clock))).toEqual([]);
    expect(await statusOf(booked.id)).toBe('pending');

    advance(2 * MINUTE);
    expect(await releasedBySweeper(booked.id)).toBe('cancelled');
    // The client (and the admin) read who cancelled and why.
    for (const headers of [client(), admin()]) {
      expect(await read(booked.id, headers)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'pending',
        cancelledBy: 'system',
        cancelReason: bookingMessages.paymentExpired,
        needsRefund: false,
      });
    }
    // The slot is free at once: shown available, and someone else books it.
    const day = (await (
      await fetch(url(`/api/slots?date=${slot.day}`))
    ).json()) as SlotAvailability;
    expect(day.slots.find((s) => s.time === slot.time)?.available).toBe(true);
    const next = await book(slot.iso);
    expect(next.status).toBe('pending');

    // The data of the worker's «أُلغي حجزك … لعدم إتمام الدفع» template.
    const email = await queuedEmail(expiryJobId(booked.id));
    expect(email).toEqual({
      template: 'booking-expired',
      to: sampleBookingFields.contactEmail,
      name: sampleBookingFields.contactName,
      appointmentId: booked.id,
      reference: booked.reference,
      startsAt: booked.date,
      bookedAt: booked.createdAt,
      bookAgainUrl: 'https://sanad.example/booking',
      sequence: 1,
    });
    // Nothing the booker typed beyond the name (the address may be anyone's).
    expect(JSON.stringify(email)).not.toContain(sampleBookingFields.description);

    // The payment service is asked, in the same transaction, to cancel the open intent.
    const [release] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.jobId, `release-${booked.id}`));
    const request = verifyMessage(
      loadServiceKey(sut.service.config.dataDir),
      PAYMENT_REFUNDS_QUEUE,
      release?.payload,
    );
    expect(refundRequestSchema.parse(request)).toMatchObject({
      kind: 'release',
      appointmentId: booked.id,
    });
  });

  it('tells the payment service a booking past its deadline is not payable, even before the sweep', async () => {
    const booked = await book(nextSlot().iso);
    const asPayment = async () => {
      const sign = createServiceTokenSigner(loadServiceKey(sut.service.config.dataDir), 'payment');
      const res = await fetch(url(`/internal/appointments/${booked.id}`), {
        headers: { [SERVICE_TOKEN_HEADER]: sign('booking') },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { status: string }).status;
    };
    expect(await asPayment()).toBe('pending');
    // Past the deadline on the service's clock; the row itself is untouched until a sweep.
    const [row] = await db()
      .update(appointments)
      .set({ paymentDueAt: new Date(clock - 1) })
      .where(eq(appointments.id, booked.id))
      .returning();
    expect(row?.status).toBe('pending');
    expect(await asPayment()).toBe('cancelled');
  });

  const confirm = async (id: string) => {
    const patch = await fetch(url(`/api/appointments/${id}`), {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(patch.status).toBe(200);
    return (await patch.json()) as Appointment;
  };

  it('keeps the hold of a booking the office confirms unpaid: the email asks for the payment, the sweep releases it at its deadline (issue 34.1)', async () => {
    const booked = await book(nextSlot().iso);
    const confirmed = await confirm(booked.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentDueAt: booked.paymentDueAt });
    // «تم تأكيد موعدك» says the payment is still due, by when, and where to pay.
    const email = await queuedEmail(`appointment-update-${booked.id}-1`);
    expect(email).toMatchObject({
      template: 'appointment-update',
      change: 'confirmed',
      paymentDue: { dueAt: booked.paymentDueAt },
    });
    const checkout = new URL(
      email?.template === 'appointment-update' ? (email.paymentDue?.checkoutUrl ?? '') : '',
    );
    expect(checkout.origin + checkout.pathname).toBe('https://sanad.example/checkout');
    expect(checkout.searchParams.get('appointmentId')).toBe(booked.id);
    expect(checkout.searchParams.get('token')).toBeTruthy();

    advance(29 * MINUTE);
    expect((await sweep(new Date(clock))).map((r) => r.id)).not.toContain(booked.id);
    expect(await statusOf(booked.id)).toBe('confirmed');
    advance(2 * MINUTE);
    expect(await releasedBySweeper(booked.id)).toBe('cancelled');
    expect(await read(booked.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancelReason: bookingMessages.paymentExpired,
    });
    // The calendar's CANCEL outranks the confirmation's event (SEQUENCE 1).
    expect(await queuedEmail(expiryJobId(booked.id))).toMatchObject({
      template: 'booking-expired',
      sequence: 2,
    });
  });

  it('never releases a booking paid in time, confirmed or not; its confirmation asks for nothing', async () => {
    const paidInTime = await book(nextSlot().iso);
    const paidThenConfirmed = await book(nextSlot().iso);
    expect(await paid(paidInTime.id)).toBe('applied');
    expect(await paid(paidThenConfirmed.id)).toBe('applied');
    await confirm(paidThenConfirmed.id);
    const email = await queuedEmail(`appointment-update-${paidThenConfirmed.id}-1`);
    expect(email).toMatchObject({ template: 'appointment-update', change: 'confirmed' });
    expect(email).not.toHaveProperty('paymentDue');
    advance(31 * MINUTE);
    const released = (await sweep(new Date(clock))).map((r) => r.id);
    expect(released).not.toContain(paidInTime.id);
    expect(released).not.toContain(paidThenConfirmed.id);
    expect(await statusOf(paidInTime.id)).toBe('pending');
    expect(await statusOf(paidThenConfirmed.id)).toBe('confirmed');
    expect(await queuedEmail(expiryJobId(paidInTime.id))).toBeUndefined();
  });

  it('keeps a payment that arrives after expiry as paid and flags the refund for the office', async () => {
    const slot = nextSlot();
    const late = await book(slot.iso);
    advance(31 * MINUTE);
    expect(await releasedBySweeper(late.id)).toBe('cancelled');
    const taker = await book(slot.iso);
    expect(await paid(late.id)).toBe('needsRefund');
    expect(await read(late.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      needsRefund: true,
      cancelledBy: 'system',
    });
    // The slot stays with whoever took it meanwhile.
    expect(await read(taker.id)).toMatchObject({ status: 'pending', needsRefund: false });
    // A payment for a booking that was never cancelled raises no flag.
    expect(await read(taker.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await paid(taker.id)).toBe('applied');
    expect(await read(taker.id)).toMatchObject({ paymentStatus: 'paid', needsRefund: false });
  });

  it('releases each booking once when several instances sweep at the same time', async () => {
    const made = [
      await book(nextSlot().iso),
      await book(nextSlot().iso),
      await book(nextSlot().iso),
    ];
    // Past their deadline for these sweeps only: the service's own clock has not moved.
    const later = new Date(clock + 31 * MINUTE);
    const results = await Promise.all([sweep(later), sweep(later), sweep(later)]);
    const released = results.flat().map((r) => r.id);
    for (const booking of made) {
      expect(released.filter((id) => id === booking.id)).toHaveLength(1);
      const emails = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.jobId, expiryJobId(booking.id)));
      expect(emails).toHaveLength(1);
    }
  });

  it('marks an appointment the office cancels as cancelled by the office', async () => {
    const booked = await book(nextSlot().iso);
    const res = await fetch(url(`/api/appointments/${booked.id}`), {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled', reason: 'طلب العميل بالهاتف' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
  });

  it('expires nothing without a payment provider, not even bookings held before it was switched off', async () => {
    const heldBefore = await book(nextSlot().iso);
    settings.paymentHoldMinutes = undefined;
    await sut.restart();
    try {
      const booked = await book(nextSlot().iso);
      expect(booked.paymentDueAt).toBeNull();
      advance(365 * 24 * 60 * MINUTE);
      // The service runs no sweep now: a few of its former intervals pass, nothing moves.
      await new Promise((r) => setTimeout(r, 500));
      expect(await statusOf(heldBefore.id)).toBe('pending');
      // And a booking made without a deadline never expires, whoever sweeps.
      const released = await sweep(new Date(clock));
      expect(released.map((r) => r.id)).not.toContain(booked.id);
      expect(await statusOf(booked.id)).toBe('pending');
    } finally {
      settings.paymentHoldMinutes = 30;
      await sut.restart();
    }
  });
});
