import { type AppointmentStats, errorMessages, MAX_PAGE_SIZE } from '@ssc/contracts';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterEach, expect, it } from 'vitest';
import { appointments } from '../db/schema';
import { createBookingService } from '../service';

// No booking goes through the HTTP form here: rows are written directly, so no content service is
// needed; Redis is "down" (nothing is queued by these tests anyway).
const unreachable = `http://127.0.0.1:${await closedPort()}`;
const bookingService = createBookingService({
  contentUrl: unreachable,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

type Status = (typeof appointments.$inferInsert)['status'];

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const user = () => sut.identityHeaders({ userId: 'user-1', role: 'user' });
  const stats = (headers: Record<string, string>) =>
    fetch(url('/api/appointments/stats'), { headers });

  /** Appointments with the given statuses at distinct hours (the slot index never collides). */
  let seeded = 0;
  async function seed(statuses: Status[], userId = 'guest') {
    const base = Date.UTC(2030, 0, 6, 6) + seeded * 3_600_000;
    seeded += statuses.length;
    await sut.service.db.insert(appointments).values(
      statuses.map((status, i) => ({
        serviceId: 'svc-retirement-consultations',
        userId,
        startsAt: new Date(base + i * 3_600_000),
        slotIndex: 0,
        consultationMode: 'office' as const,
        contactName: 'خالد العمري',
        contactEmail: 'khaled@example.jo',
        contactPhone: '0795551234',
        socialSecurityNumber: '98765432',
        status,
      })),
    );
  }

  afterEach(async () => {
    await sut.service.db.delete(appointments);
  });

  it('refuses guests with 401 and users with 403', async () => {
    const guest = await stats({});
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: errorMessages.unauthorized });
    const asUser = await stats(user());
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toEqual({ message: errorMessages.forbidden });
  });

  it('counts every appointment and each status for an admin', async () => {
    expect(await (await stats(admin())).json()).toEqual({
      total: 0,
      business: 0,
      pending: 0,
      confirmed: 0,
      completed: 0,
      cancelled: 0,
      no_show: 0,
    });
    await seed([
      'pending',
      'pending',
      'pending',
      'confirmed',
      'completed',
      'completed',
      'cancelled',
      'no_show',
    ]);
    await seed(['pending'], 'user-1');
    const res = await stats(admin());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await res.json()) as AppointmentStats).toEqual({
      total: 9,
      business: 8,
      pending: 4,
      confirmed: 1,
      completed: 2,
      cancelled: 1,
      no_show: 1,
    });
  });

  it('follows a status change made through the API', async () => {
    await seed(['pending']);
    const [listed] = (await (
      await fetch(url('/api/appointments'), { headers: admin() })
    ).json()) as { id: string }[];
    const patch = await fetch(url(`/api/appointments/${listed?.id}`), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...admin() },
      body: JSON.stringify({ status: 'confirmed' }),
    });
    expect(patch.status).toBe(200);
    expect(await (await stats(admin())).json()).toMatchObject({
      total: 1,
      pending: 0,
      confirmed: 1,
    });
  });

  it('pages the admin list at the cap and filters on the server', async () => {
    await seed(
      Array.from({ length: MAX_PAGE_SIZE + 3 }, (_, i) => (i % 2 ? 'confirmed' : 'pending')),
    );
    const first = await fetch(url('/api/appointments'), { headers: admin() });
    expect(first.headers.get('x-total-count')).toBe(String(MAX_PAGE_SIZE + 3));
    expect((await first.json()) as unknown[]).toHaveLength(MAX_PAGE_SIZE);
    const second = await fetch(url('/api/appointments?page=2'), { headers: admin() });
    expect((await second.json()) as unknown[]).toHaveLength(3);
    const tooBig = await fetch(url(`/api/appointments?pageSize=${MAX_PAGE_SIZE + 1}`), {
      headers: admin(),
    });
    expect(tooBig.status).toBe(400);
    const confirmed = await fetch(url('/api/appointments?status=confirmed&pageSize=5'), {
      headers: admin(),
    });
    expect(confirmed.headers.get('x-total-count')).toBe(String((MAX_PAGE_SIZE + 3 - 1) / 2));
    const rows = (await confirmed.json()) as { status: string }[];
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('confirmed'));
    // A user sees none of them (they are guests' bookings).
    const mine = await fetch(url('/api/appointments'), { headers: user() });
    expect(mine.headers.get('x-total-count')).toBe('0');
  });
});
