import { type BookingWindow, bookingMessages, type SlotAvailability } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService } from '../testing/harness';
import { pdfBytes } from '../testing/sample-files';

// Issue 15: bookings cannot be used as a mail cannon or a disk filler.
const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  horizonDays: 90,
  guestBookingsPerDay: { email: 2, address: 3 },
  userStorageQuotaBytes: 3_000,
});

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(5);
  const url = (path: string) => `${sut.service.url}${path}`;
  const run = Math.random().toString(36).slice(2, 8);
  const book = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso, ...fields }),
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
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ message: bookingMessages.guestDailyLimit });
    });

    it('caps one address, whatever the emails, and leaves other addresses and clients alone', async () => {
      const address = '198.51.100.23';
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await book({ contactEmail: `a${i}-${run}@example.jo` }, from(address))).status,
        ).toBe(201);
      }
      expect((await book({ contactEmail: `a9-${run}@example.jo` }, from(address))).status).toBe(
        429,
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
  });
});
