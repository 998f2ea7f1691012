import {
  type Appointment,
  type BookingWindow,
  bookingMessages,
  formatAmmanDateTime,
  type SlotAvailability,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBookingSettings } from '../config';
import { applyPaymentEvent } from '../payments/payment-events';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService } from '../testing/harness';
import { pdfBytes } from '../testing/sample-files';
import { bookingLimitMessages } from './guest-limit-messages';

// Issue 15: bookings cannot be used as a mail cannon or a disk filler.
const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  horizonDays: 90,
  guestBookingsPerDay: { email: 2, phone: 2, address: 3 },
  userStorageQuotaBytes: 3_000,
});

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(5);
  const url = (path: string) => `${sut.service.url}${path}`;
  const run = Math.random().toString(36).slice(2, 8);
  const phone = uniquePhones();
  // Each booking its own phone unless the test gives one: the phone has a cap of its own.
  const book = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({
        ...sampleBookingFields,
        contactPhone: phone(),
        date: nextSlot().iso,
        ...fields,
      }),
      headers,
    });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  describe('the booking horizon', () => {
    it('refuses a slot beyond BOOKING_HORIZON_DAYS in Arabic and shows none as available', async () => {
      const far = slotPicker(95)();
      const res = await fetch(url('/api/appointments'), {
        method: 'POST',
        body: bookingForm({
          ...sampleBookingFields,
          contactEmail: `far-${run}@example.jo`,
          date: far.iso,
        }),
        headers: from('192.0.2.200'),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: bookingMessages.dateBeyondHorizon,
        errors: { date: bookingMessages.dateBeyondHorizon },
      });
      const slots = (await (
        await fetch(url(`/api/slots?date=${far.day}`))
      ).json()) as SlotAvailability;
      expect(slots.slots.some((s) => s.available)).toBe(false);
    });

    it('tells the booking page its window: today to the last day of the horizon, in Amman', async () => {
      const res = await fetch(url('/api/slots/window'));
      expect(res.status).toBe(200);
      const window = (await res.json()) as BookingWindow;
      const ammanDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
      // The test may straddle midnight in Amman: either side of it is right.
      expect([ammanDay(Date.now() - 5_000), ammanDay(Date.now())]).toContain(window.firstDay);
      expect(window.horizonDays).toBe(90);
      // No payment configured here: no payment window to state.
      expect(window.paymentHoldMinutes).toBeUndefined();
      expect([
        ammanDay(Date.now() - 5_000 + 90 * 86_400_000),
        ammanDay(Date.now() + 90 * 86_400_000),
      ]).toContain(window.lastDay);
    });
  });

  describe('guest bookings a day', () => {
    it('caps one contact email, whatever the address', async () => {
      const email = `cap-${run}@example.jo`;
      expect((await book({ contactEmail: email }, from('192.0.2.1'))).status).toBe(201);
      expect((await book({ contactEmail: email.toUpperCase() }, from('192.0.2.2'))).status).toBe(
        201,
      );
      const third = await book({ contactEmail: email }, from('192.0.2.3'));
      await expectTooMany(third, bookingLimitMessages.dailyPerContact, 24 * 3_600);
    });

    it('caps one phone, whatever the email, written in any form', async () => {
      const mobile = phone();
      const abroad = `+962 ${mobile.slice(1)}`;
      expect(
        (await book({ contactEmail: `p1-${run}@example.jo`, contactPhone: mobile })).status,
      ).toBe(201);
      expect(
        (await book({ contactEmail: `p2-${run}@example.jo`, contactPhone: abroad })).status,
      ).toBe(201);
      const third = await book({ contactEmail: `p3-${run}@example.jo`, contactPhone: mobile });
      await expectTooMany(third, bookingLimitMessages.dailyPerContact, 24 * 3_600);
    });

    it('caps one address, whatever the emails, and leaves other addresses and clients alone', async () => {
      const address = '198.51.100.23';
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await book({ contactEmail: `a${i}-${run}@example.jo` }, from(address))).status,
        ).toBe(201);
      }
      await expectTooMany(
        await book({ contactEmail: `a9-${run}@example.jo` }, from(address)),
        bookingLimitMessages.dailyPerAddress,
        24 * 3_600,
      );
      expect(
        (await book({ contactEmail: `b-${run}@example.jo` }, from('198.51.100.24'))).status,
      ).toBe(201);
      // A signed-in client is known: not capped as a guest.
      const client = sut.identityHeaders({ userId: `client-${run}`, role: 'user' });
      expect(
        (await book({ contactEmail: `a0-${run}@example.jo` }, { ...client, ...from(address) }))
          .status,
      ).toBe(201);
    });
  });

  describe('the documents quota', () => {
    it('refuses an upload that would pass USER_STORAGE_QUOTA_MB with 413 in Arabic', async () => {
      const client = sut.identityHeaders({ userId: `quota-${run}`, role: 'user' });
      const upload = (bytes: Buffer) => {
        const form = bookingForm({}, [
          { name: 'كشف.pdf', content: bytes, type: 'application/pdf' },
        ]);
        return fetch(url('/api/user-documents'), { method: 'POST', body: form, headers: client });
      };
      const file = pdfBytes('x'.repeat(1_200));
      expect(file.length).toBeGreaterThan(1_000);
      expect((await upload(file)).status).toBe(201);
      expect((await upload(file)).status).toBe(201);
      const over = await upload(file);
      expect(over.status).toBe(413);
      expect(await over.json()).toEqual({ message: bookingMessages.storageQuota });
      const list = (await (
        await fetch(url('/api/user-documents'), { headers: client })
      ).json()) as unknown[];
      expect(list).toHaveLength(2);
    });

    // Issue 37 row 1: attachments were outside the quota, so an account (or a guest address)
    // could fill the disk by booking again and again.
    it('counts booking attachments in the account’s quota, and a guest’s per email', async () => {
      const file = pdfBytes('x'.repeat(1_600));
      expect(file.length).toBeGreaterThan(1_500);
      const attached = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
        fetch(url('/api/appointments'), {
          method: 'POST',
          body: bookingForm(
            { ...sampleBookingFields, contactPhone: phone(), date: nextSlot().iso, ...fields },
            [{ name: 'تقرير.pdf', content: file, type: 'application/pdf' }],
          ),
          headers,
        });
      const client = sut.identityHeaders({ userId: `attach-${run}`, role: 'user' });
      expect((await attached({}, client)).status).toBe(201);
      const over = await attached({}, client);
      expect(over.status).toBe(413);
      expect(await over.json()).toEqual({ message: bookingMessages.storageQuota });
      // The account's documents share the same quota.
      const form = bookingForm({}, [{ name: 'كشف.pdf', content: file, type: 'application/pdf' }]);
      const document = await fetch(url('/api/user-documents'), {
        method: 'POST',
        body: form,
        headers: client,
      });
      expect(document.status).toBe(413);
      // Another account is not affected.
      const other = sut.identityHeaders({ userId: `attach-other-${run}`, role: 'user' });
      expect((await attached({}, other)).status).toBe(201);

      // A guest's files count per contact email, whatever address or phone they come from.
      const email = { contactEmail: `Files-${run}@example.jo` };
      expect((await attached(email, from('198.51.100.61'))).status).toBe(201);
      const guestOver = await attached(
        { contactEmail: email.contactEmail.toLowerCase() },
        from('198.51.100.62'),
      );
      expect(guestOver.status).toBe(413);
    });
  });
});

/** Phones no other booking of this run uses: 079 and seven digits from a per-run start. */
function uniquePhones() {
  let next = Math.floor(Math.random() * 9_000_000);
  return () => `079${String(next++ % 10_000_000).padStart(7, '0')}`;
}

/**
 * A 429 whose Arabic message is `message` at the instant it names, with a Retry-After of at most
 * `maxSeconds` that points at that same instant.
 */
async function expectTooMany(
  res: Response,
  message: (retryAt: Date) => string,
  maxSeconds: number,
) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { message: string; retryAt: string };
  const retryAt = new Date(body.retryAt);
  expect(body.message).toBe(message(retryAt));
  expect(body.message).toContain(formatAmmanDateTime(retryAt));
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return retryAt;
}

// Issue 33: a carrier or an office puts many clients behind one address. With the default caps and
// online payment on, 30 different guests book from one address in a day; the caps that do bite
// follow the person (email, phone, account) and the open unpaid holds, and free up on payment or
// at the hold's end.
const MINUTE = 60_000;
let clock = Date.now();
const payingService = createBookingService(
  {
    contentUrl: content.url,
    redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    horizonDays: 90,
    guestBookingsPerDay: loadBookingSettings({}).guestBookingsPerDay,
    openUnpaidBookings: loadBookingSettings({}).openUnpaidBookings,
    paymentHoldMinutes: 30,
  },
  { now: () => new Date(clock) },
);

await describeService(payingService, (sut) => {
  beforeAll(() => {
    clock = Date.now();
  });
  const nextSlot = slotPicker(5);
  const run = Math.random().toString(36).slice(2, 8);
  const phone = uniquePhones();
  const book = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${sut.service.url}/api/appointments`, {
      method: 'POST',
      body: bookingForm({
        ...sampleBookingFields,
        contactPhone: phone(),
        date: nextSlot().iso,
        ...fields,
      }),
      headers,
    });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const booked = async (res: Response) => {
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const pay = (id: string) =>
    applyPaymentEvent(sut.service.db, {
      eventId: `evt-${id}`,
      paymentId: `pay-${id}`,
      kind: 'appointment',
      targetId: id,
      status: 'paid',
      occurredAt: new Date(clock).toISOString(),
    });

  it('tells the booking page the payment window it states before booking (issue 33.4)', async () => {
    const window = (await (
      await fetch(`${sut.service.url}/api/slots/window`)
    ).json()) as BookingWindow;
    expect(window.paymentHoldMinutes).toBe(30);
  });

  it('takes 30 different guests from one address in a day, each paying', async () => {
    expect(loadBookingSettings({}).guestBookingsPerDay.address).toBeGreaterThanOrEqual(30);
    for (let i = 0; i < 30; i += 1) {
      const res = await book(
        { contactEmail: `carrier${i}-${run}@example.jo` },
        from('203.0.113.7'),
      );
      expect(res.status, `guest ${i + 1}`).toBe(201);
      expect(await pay(((await res.json()) as Appointment).id)).toBe('applied');
    }
  });

  it('caps a guest’s open unpaid bookings by email, then frees one when it is paid', async () => {
    const email = `open-${run}@example.jo`;
    const first = await booked(await book({ contactEmail: email }, from('203.0.113.20')));
    await booked(await book({ contactEmail: email }, from('203.0.113.21')));
    const refused = await book({ contactEmail: email }, from('203.0.113.22'));
    const retryAt = await expectTooMany(refused, bookingLimitMessages.openUnpaid, 30 * 60);
    // The earliest hold's end: the first booking's deadline.
    expect(retryAt.toISOString()).toBe(first.paymentDueAt);
    expect(await pay(first.id)).toBe('applied');
    await booked(await book({ contactEmail: email }, from('203.0.113.22')));
  });

  it('caps a guest’s open unpaid bookings by phone, then frees them when the hold runs out', async () => {
    const mobile = phone();
    for (const i of [1, 2]) {
      await booked(await book({ contactEmail: `ph${i}-${run}@example.jo`, contactPhone: mobile }));
    }
    const refused = await book({ contactEmail: `ph3-${run}@example.jo`, contactPhone: mobile });
    await expectTooMany(refused, bookingLimitMessages.openUnpaid, 30 * 60);
    clock += 31 * MINUTE;
    await booked(await book({ contactEmail: `ph3-${run}@example.jo`, contactPhone: mobile }));
  });

  it('caps a signed-in client’s open unpaid bookings, then frees them when the hold runs out', async () => {
    const client = sut.identityHeaders({ userId: `open-${run}`, role: 'user' });
    for (let i = 0; i < 3; i += 1) await booked(await book({}, client));
    await expectTooMany(await book({}, client), bookingLimitMessages.openUnpaid, 30 * 60);
    // Another account on the same network is not affected.
    const other = sut.identityHeaders({ userId: `other-${run}`, role: 'user' });
    await booked(await book({}, other));
    clock += 31 * MINUTE;
    await booked(await book({}, client));
  });

  it('caps the open unpaid bookings of one address, whoever the guests', async () => {
    const address = '203.0.113.40';
    for (let i = 0; i < 10; i += 1) {
      await booked(await book({ contactEmail: `addr${i}-${run}@example.jo` }, from(address)));
    }
    await expectTooMany(
      await book({ contactEmail: `addr10-${run}@example.jo` }, from(address)),
      bookingLimitMessages.openUnpaidPerAddress,
      30 * 60,
    );
    // A guest elsewhere books as usual.
    await booked(await book({ contactEmail: `addr10-${run}@example.jo` }, from('203.0.113.41')));
    clock += 31 * MINUTE;
    await booked(await book({ contactEmail: `addr11-${run}@example.jo` }, from(address)));
  });
});
