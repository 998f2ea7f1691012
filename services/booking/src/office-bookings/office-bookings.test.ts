// Issue 34.4: the office books for a client on the phone or at the desk («حجز من المكتب»).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Appointment,
  type AppointmentDetail,
  bookingMessages,
  EMAIL_QUEUE,
  emailJobSchema,
} from '@ssc/contracts';
import { type OfficeBookingInput, officeBookingMessages } from '@ssc/contracts/office-bookings';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBookingSettings } from '../config';
import { outbox } from '../db/schema';
import { confirmationJobId } from '../email/email-jobs';
import { createBookingService } from '../service';
import { bookingForm, nextFriday, slotPicker, startContentService } from '../testing/harness';
import type { AccountContact } from './account-contact';

const content = await startContentService();
afterAll(() => content.stop());

/**
 * The auth service's `GET /internal/users/:id/booking-contact` as booking calls it: these
 * accounts, 404 for any other id, 401 without a service token (auth's own test covers the route).
 */
const accounts = new Map<string, AccountContact>();
const auth = createServer((req, res) => {
  const id = /^\/internal\/users\/([^/]+)\/booking-contact$/.exec(req.url ?? '')?.[1];
  const account = id ? accounts.get(decodeURIComponent(id)) : undefined;
  const status = !req.headers['x-service-token'] ? 401 : account ? 200 : 404;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(account ?? { message: 'not found' }));
});
await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => auth.close(() => resolve())));

const bookingService = createBookingService({
  contentUrl: content.url,
  authUrl: `http://127.0.0.1:${(auth.address() as AddressInfo).port}`,
  // Redis "down": emails stay in the outbox, where the tests read them.
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  publicUrl: 'https://sanad.example',
  horizonDays: 3650,
  // The public form's caps, small: the office must not meet them.
  guestBookingsPerDay: { email: 2, phone: 2, address: 3 },
  openUnpaidBookings: { address: 2, contact: 1, account: 1 },
  paymentHoldMinutes: 30,
  paymentMethods: ['card', 'cliq', 'cash'],
});

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(40 + Math.floor(Math.random() * 2000));
  const url = (path: string) => `${sut.service.url}${path}`;
  const run = randomUUID().slice(0, 8);
  const admin = () => sut.identityHeaders({ userId: 'admin-desk', role: 'admin' });
  const db = () => sut.service.db;
  const typed = (email = `walkin-${run}@example.jo`, phone = '0795550000') => ({
    kind: 'new' as const,
    contactName: 'ليلى الحسن',
    contactEmail: email,
    contactPhone: phone,
  });
  const officeBook = (
    body: Partial<OfficeBookingInput> & Record<string, unknown>,
    headers: Record<string, string> = admin(),
  ) =>
    fetch(url('/api/admin/appointments'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        client: typed(),
        serviceId: sampleBookingFields.serviceId,
        consultationMode: 'office',
        date: nextSlot().iso,
        paymentMethod: 'link',
        ...body,
      }),
    });
  const detail = async (id: string) =>
    (await (
      await fetch(url(`/api/appointments/${id}`), { headers: admin() })
    ).json()) as AppointmentDetail;
  const confirmation = async (id: string) => {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.jobId, confirmationJobId(id)));
    if (!row) return undefined;
    const key = loadServiceKey(sut.service.config.dataDir);
    return emailJobSchema.parse(openPayload(key, EMAIL_QUEUE, row.payload));
  };

  describe('who may book for a client', () => {
    it('refuses a guest (401) and a signed-in client (403), and books nothing', async () => {
      const email = `attack-${run}@example.jo`;
      const guest = await officeBook({ client: typed(email) }, {});
      expect(guest.status).toBe(401);
      const client = await officeBook(
        { client: typed(email) },
        sut.identityHeaders({ userId: `client-${run}`, role: 'user' }),
      );
      expect(client.status).toBe(403);
      const list = (await (
        await fetch(url(`/api/appointments?q=${email}`), { headers: admin() })
      ).json()) as Appointment[];
      expect(list).toEqual([]);
    });
  });

  describe('no cap for the office', () => {
    it('books six for one guest email and phone in a day, while the public form still caps', async () => {
      const email = `family-${run}@example.jo`;
      const phone = '0795551111';
      for (let i = 0; i < 6; i++) {
        const res = await officeBook({ client: typed(email, phone) });
        expect(res.status).toBe(201);
      }
      // The public form from the same computer still counts its own guests: 2 a day per email.
      const publicBook = () =>
        fetch(url('/api/appointments'), {
          method: 'POST',
          body: bookingForm({ ...sampleBookingFields, contactEmail: email, date: nextSlot().iso }),
          headers: { 'x-forwarded-for': '192.0.2.34' },
        });
      const refused = await publicBook();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/الحد اليومي/);
    });
  });

  describe('what the server decides', () => {
    it('ignores a price, a status, a payment status and an owner sent with the booking', async () => {
      const res = await officeBook({
        price: 0.001,
        status: 'confirmed',
        paymentStatus: 'paid',
        userId: 'someone-else',
        client: { ...typed(), userId: 'someone-else' } as never,
      });
      expect(res.status).toBe(201);
      const booked = (await res.json()) as Appointment;
      expect(booked).toMatchObject({
        status: 'pending',
        paymentStatus: 'pending',
        userId: 'guest',
        socialSecurityNumber: '',
      });
      // The email's price is the catalogue's (the retirement consultation costs more than a fils).
      const email = await confirmation(booked.id);
      expect(email?.template).toBe('booking-confirmation');
      if (email?.template !== 'booking-confirmation') return;
      expect(email.service.price).toBeGreaterThan(1);
      expect(new URL(email.checkoutUrl).searchParams.get('price')).toBe(
        String(email.service.price),
      );
    });

    it('books a registered client by account id with the account’s own name and email', async () => {
      const userId = randomUUID();
      accounts.set(userId, {
        fullName: 'خالد العمري',
        email: `Khaled-${run}@Example.jo`,
        mobileNumber: '+962 79 555 1234',
        disabled: false,
      });
      const res = await officeBook({
        client: {
          kind: 'account',
          userId,
          contactName: 'اسم آخر',
          contactEmail: 'attacker@example.jo',
        } as never,
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        userId,
        contactName: 'خالد العمري',
        contactEmail: `khaled-${run}@example.jo`,
        contactPhone: '0795551234',
      });
      // The phone the client gives now wins over the account's.
      const other = await officeBook({
        client: { kind: 'account', userId, contactPhone: '+971501234567' },
      });
      expect(((await other.json()) as Appointment).contactPhone).toBe('+971501234567');
    });

    it('refuses an unknown, a disabled or a phoneless account, in Arabic', async () => {
      const unknown = await officeBook({ client: { kind: 'account', userId: randomUUID() } });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({
        message: officeBookingMessages.accountNotFound,
      });
      const badId = await officeBook({ client: { kind: 'account', userId: 'not-an-id' } });
      expect(badId.status).toBe(400);

      const disabled = randomUUID();
      accounts.set(disabled, {
        fullName: 'حساب معطل',
        email: `off-${run}@example.jo`,
        mobileNumber: '0791110000',
        disabled: true,
      });
      const off = await officeBook({ client: { kind: 'account', userId: disabled } });
      expect(off.status).toBe(409);
      expect(await off.json()).toMatchObject({ message: officeBookingMessages.accountDisabled });

      const phoneless = randomUUID();
      accounts.set(phoneless, {
        fullName: 'دون هاتف',
        email: `nophone-${run}@example.jo`,
        mobileNumber: null,
        disabled: false,
      });
      const noPhone = await officeBook({ client: { kind: 'account', userId: phoneless } });
      expect(noPhone.status).toBe(400);
      expect(await noPhone.json()).toMatchObject({ message: officeBookingMessages.phoneMissing });
    });
  });

  describe('how the client pays', () => {
    it('holds a payment-link or CliQ booking as usual, and a cash one not at all', async () => {
      const before = Date.now();
      const link = (await (await officeBook({ paymentMethod: 'link' })).json()) as Appointment;
      expect(link).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      const due = new Date(link.paymentDueAt ?? 0).getTime();
      expect(due).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1_000);
      expect(due).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
      const email = await confirmation(link.id);
      expect(email).toMatchObject({ template: 'booking-confirmation', to: link.contactEmail });
      expect(email?.template === 'booking-confirmation' && email.paymentDueAt).toBe(
        link.paymentDueAt,
      );

      const cliq = (await (await officeBook({ paymentMethod: 'cliq' })).json()) as Appointment;
      expect(cliq.paymentDueAt).not.toBeNull();

      // Cash is taken at the desk right after (POST /api/payments/cash): nothing to expire.
      const cash = (await (await officeBook({ paymentMethod: 'cash' })).json()) as Appointment;
      expect(cash).toMatchObject({ paymentStatus: 'pending', paymentDueAt: null });
      expect(await confirmation(cash.id)).toMatchObject({
        template: 'booking-confirmation',
        paidAtOffice: true,
      });
      expect(await confirmation(link.id)).not.toHaveProperty('paidAtOffice');
    });

    it('refuses cash for a remote consultation and a method the office does not offer', async () => {
      const remote = await officeBook({ paymentMethod: 'cash', consultationMode: 'zoom' });
      expect(remote.status).toBe(400);
      expect(await remote.json()).toMatchObject({
        errors: { paymentMethod: officeBookingMessages.cashOfficeOnly },
      });
      const none = await officeBook({ paymentMethod: 'cheque' as never });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({
        errors: { paymentMethod: officeBookingMessages.paymentRequired },
      });
    });

    it('says in the history that the office booked it, who, and how the client pays', async () => {
      const booked = (await (await officeBook({ paymentMethod: 'cliq' })).json()) as Appointment;
      const { history } = await detail(booked.id);
      expect(history).toEqual([
        {
          at: booked.createdAt,
          actor: 'admin',
          actorId: 'admin-desk',
          action: 'booked',
          details: { date: booked.date, by: 'office', paymentMethod: 'cliq' },
        },
      ]);
    });
  });

  describe('the slot rules of every booking', () => {
    it('refuses a taken slot and a closed day with the public form’s own messages', async () => {
      const slot = nextSlot();
      const publicRes = await fetch(url('/api/appointments'), {
        method: 'POST',
        body: bookingForm({
          ...sampleBookingFields,
          contactEmail: `first-${run}@example.jo`,
          date: slot.iso,
        }),
        headers: { 'x-forwarded-for': '192.0.2.77' },
      });
      expect(publicRes.status).toBe(201);
      const taken = await officeBook({ date: slot.iso });
      expect(taken.status).toBe(409);
      expect(await taken.json()).toMatchObject({ message: bookingMessages.slotTaken });

      const friday = `${nextFriday(40)}T07:00:00.000Z`;
      const closed = await officeBook({ date: friday });
      const publicClosed = await fetch(url('/api/appointments'), {
        method: 'POST',
        body: bookingForm({ ...sampleBookingFields, date: friday }),
      });
      expect(closed.status).toBe(400);
      expect(await closed.json()).toEqual(await publicClosed.json());

      // A week ago at 10:00 Amman, the same weekday as today's.
      const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      const pastIso = `${lastWeek}T07:00:00.000Z`;
      const past = await officeBook({ date: pastIso });
      const publicPast = await fetch(url('/api/appointments'), {
        method: 'POST',
        body: bookingForm({ ...sampleBookingFields, date: pastIso }),
      });
      expect(past.status).toBe(400);
      expect(await past.json()).toEqual(await publicPast.json());
    });
  });
});

describe('the payment methods the office takes', () => {
  it('reads PAYMENT_METHODS as the payment service does', () => {
    expect(loadBookingSettings({}).paymentMethods).toEqual([]);
    expect(loadBookingSettings({ PAYMENT_PROVIDER: 'test' }).paymentMethods).toEqual(['card']);
    expect(loadBookingSettings({ PAYMENT_METHODS: ' cliq ,cash,cliq' }).paymentMethods).toEqual([
      'cliq',
      'cash',
    ]);
  });
});
