import { type AppointmentStats, errorMessages, paymentsExportMessages } from '@ssc/contracts';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterEach, expect, it } from 'vitest';
import { appointmentEvents, appointments, serviceRequests } from '../db/schema';
import { createBookingService } from '../service';

// Figures by month (issue 34.9). Rows are written directly: no content service, no Redis.
const unreachable = `http://127.0.0.1:${await closedPort()}`;
const bookingService = createBookingService({
  contentUrl: unreachable,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

type Insert = typeof appointments.$inferInsert;

/** An instant given in Amman's wall time (UTC+3 all year since 2022). */
const amman = (local: string) => new Date(`${local}+03:00`);

const RETIREMENT = 'svc-retirement-consultations';
const INJURY = 'svc-work-injury';
const REQUEST_SERVICE = 'svc-registration-request';

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const user = () => sut.identityHeaders({ userId: 'user-1', role: 'user' });
  const stats = (query: string, headers: Record<string, string> = admin()) =>
    fetch(url(`/api/appointments/stats${query}`), { headers });

  async function seed(rows: Partial<Insert>[]) {
    return sut.service.db
      .insert(appointments)
      .values(
        rows.map((row) => ({
          serviceId: RETIREMENT,
          userId: 'guest',
          startsAt: amman('2026-11-10T10:00:00'),
          slotIndex: 0,
          consultationMode: 'office' as const,
          contactName: 'خالد العمري',
          contactEmail: 'khaled@example.jo',
          contactPhone: '0795551234',
          socialSecurityNumber: '98765432',
          ...row,
        })),
      )
      .returning();
  }

  afterEach(async () => {
    await sut.service.db.delete(appointments);
    await sut.service.db.delete(serviceRequests);
  });

  it('refuses guests with 401 and users with 403, a month included', async () => {
    const guest = await stats('?month=2026-11', {});
    expect(guest.status).toBe(401);
    const asUser = await stats('?month=2026-11', user());
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ message: errorMessages.forbidden });
  });

  it('refuses a month that is not one with the Arabic message', async () => {
    expect(paymentsExportMessages.monthInvalid).toBe('الشهر غير صحيح، مثال: 2026-11');
    for (const month of ['2026-13', '2026-1', 'November', '2026-00', '']) {
      const res = await stats(`?month=${month}`);
      expect([month, res.status]).toEqual([month, 400]);
      expect(await res.json()).toMatchObject({
        errors: { month: paymentsExportMessages.monthInvalid },
      });
    }
  });

  it('counts a month of appointments by status and service, cancelled ones not as business', async () => {
    const [paid, cancelledPaid] = await seed([
      {
        startsAt: amman('2026-11-03T10:00:00'),
        status: 'completed',
        paymentStatus: 'paid',
        paidAmountMinor: 20_000,
        paidAt: amman('2026-11-01T09:00:00'),
        paymentMethod: 'card',
      },
      {
        startsAt: amman('2026-11-04T10:00:00'),
        status: 'cancelled',
        paymentStatus: 'paid',
        paidAmountMinor: 15_000,
        paidAt: amman('2026-11-02T09:00:00'),
        refundPercent: 100,
        refundAmountMinor: 15_000,
        refundStatus: 'refunded',
      },
      { startsAt: amman('2026-11-05T10:00:00'), status: 'no_show' },
      { startsAt: amman('2026-11-05T11:00:00'), status: 'cancelled' },
      // 23:30 on the last day of November in Amman is still November (20:30 UTC).
      { startsAt: amman('2026-11-30T23:30:00'), status: 'pending', serviceId: INJURY },
      // 00:30 on the first of December in Amman is December (21:30 UTC, still November in UTC).
      { startsAt: amman('2026-12-01T00:30:00'), status: 'confirmed', serviceId: INJURY },
      // October: none of November's figures.
      { startsAt: amman('2026-10-31T23:00:00'), status: 'completed' },
    ]);
    expect(paid && cancelledPaid).toBeDefined();
    // The cancelled booking's refund completed in December (no amount on the line: the row's).
    await sut.service.db.insert(appointmentEvents).values({
      appointmentId: cancelledPaid?.id as string,
      at: amman('2026-12-03T12:00:00'),
      actor: 'system',
      action: 'refunded',
      details: { amountMinor: null, paymentId: 'pay-1' },
    });
    // A service request paid in the last minutes of November (Amman) counts in its revenue.
    await sut.service.db.insert(serviceRequests).values({
      id: crypto.randomUUID(),
      serviceId: REQUEST_SERVICE,
      userId: 'user-1',
      fullName: 'ليلى حداد',
      email: 'layla@example.jo',
      phone: '0791234567',
      address: 'عمّان',
      serviceDetails: 'تسجيل اشتراك اختياري',
      amountMinor: 5_000,
      paymentStatus: 'paid',
      paidAt: amman('2026-11-30T23:50:00'),
    });
    // An unpaid service request is no revenue.
    await sut.service.db.insert(serviceRequests).values({
      id: crypto.randomUUID(),
      serviceId: REQUEST_SERVICE,
      userId: 'user-1',
      fullName: 'ليلى حداد',
      email: 'layla@example.jo',
      phone: '0791234567',
      address: 'عمّان',
      serviceDetails: 'طلب لم يُدفع',
      amountMinor: 7_000,
    });

    const november = await stats('?month=2026-11');
    expect(november.status).toBe(200);
    expect(november.headers.get('cache-control')).toBe('private, no-store');
    expect((await november.json()) as AppointmentStats).toEqual({
      month: '2026-11',
      total: 5,
      business: 3,
      pending: 1,
      confirmed: 0,
      completed: 1,
      cancelled: 2,
      no_show: 1,
      paidMinor: 40_000,
      refundedMinor: 0,
      revenueMinor: 40_000,
      byService: [
        {
          serviceId: REQUEST_SERVICE,
          bookings: 0,
          completed: 0,
          cancelled: 0,
          noShows: 0,
          revenueMinor: 5_000,
        },
        {
          serviceId: RETIREMENT,
          bookings: 2,
          completed: 1,
          cancelled: 2,
          noShows: 1,
          revenueMinor: 35_000,
        },
        {
          serviceId: INJURY,
          bookings: 1,
          completed: 0,
          cancelled: 0,
          noShows: 0,
          revenueMinor: 0,
        },
      ],
    });

    // December: the 00:30 appointment, and the refund subtracted in the month it completed.
    expect(await (await stats('?month=2026-12')).json()).toEqual({
      month: '2026-12',
      total: 1,
      business: 1,
      pending: 0,
      confirmed: 1,
      completed: 0,
      cancelled: 0,
      no_show: 0,
      paidMinor: 0,
      refundedMinor: 15_000,
      revenueMinor: -15_000,
      byService: [
        {
          serviceId: RETIREMENT,
          bookings: 0,
          completed: 0,
          cancelled: 0,
          noShows: 0,
          revenueMinor: -15_000,
        },
        {
          serviceId: INJURY,
          bookings: 1,
          completed: 0,
          cancelled: 0,
          noShows: 0,
          revenueMinor: 0,
        },
      ],
    });

    // A month with nothing in it.
    expect(await (await stats('?month=2027-02')).json()).toMatchObject({
      total: 0,
      business: 0,
      revenueMinor: 0,
      byService: [],
    });

    // Without a month: every appointment, as before, and business beside the total.
    expect(await (await stats('')).json()).toEqual({
      total: 7,
      business: 5,
      pending: 1,
      confirmed: 1,
      completed: 2,
      cancelled: 2,
      no_show: 1,
    });
  });

  it("takes a refund's amount from its history line when it gives one", async () => {
    const [row] = await seed([
      {
        startsAt: amman('2026-09-10T10:00:00'),
        status: 'cancelled',
        paymentStatus: 'paid',
        paidAmountMinor: 30_000,
        paidAt: amman('2026-09-01T10:00:00'),
        refundPercent: 50,
        refundAmountMinor: 15_000,
        refundStatus: 'refunded',
      },
    ]);
    await sut.service.db.insert(appointmentEvents).values({
      appointmentId: row?.id as string,
      at: amman('2026-09-05T10:00:00'),
      actor: 'admin',
      actorId: 'admin-1',
      action: 'refunded',
      details: { amountMinor: 12_500, by: 'office', method: 'cash', paidOn: '2026-09-05' },
    });
    expect(await (await stats('?month=2026-09')).json()).toMatchObject({
      total: 1,
      business: 0,
      cancelled: 1,
      paidMinor: 30_000,
      refundedMinor: 12_500,
      revenueMinor: 17_500,
    });
  });

  it('reads each figure group through an index range', async () => {
    // With sequential scans priced out, the plans must name the month's indexes.
    const plans = await sut.service.db.transaction(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const explain = async (query: string) =>
        (await tx.execute<{ 'QUERY PLAN': string }>(`explain ${query}`)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const from = "'2026-10-31T21:00:00Z'::timestamptz";
      const to = "'2026-11-30T21:00:00Z'::timestamptz";
      return {
        starts: await explain(
          `select service_id, count(*) from appointments where starts_at >= ${from} and starts_at < ${to} group by service_id`,
        ),
        paid: await explain(
          `select sum(paid_amount_minor) from appointments where payment_status = 'paid' and paid_at >= ${from} and paid_at < ${to}`,
        ),
        requests: await explain(
          `select sum(amount_minor) from service_requests where payment_status = 'paid' and paid_at >= ${from} and paid_at < ${to}`,
        ),
        refunds: await explain(
          `select count(*) from appointment_events e where e.action = 'refunded' and e.at >= ${from} and e.at < ${to}`,
        ),
      };
    });
    expect(plans.starts).toContain('appointments_starts_idx');
    expect(plans.paid).toContain('appointments_paid_idx');
    expect(plans.requests).toContain('service_requests_paid_idx');
    expect(plans.refunds).toContain('appointment_events_refunded_idx');
  });
});
