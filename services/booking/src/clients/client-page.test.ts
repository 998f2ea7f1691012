import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AppointmentDetail,
  clientKeySegment,
  errorMessages,
  noteMessages,
} from '@ssc/contracts';
import { type ClientPage, clientMessages } from '@ssc/contracts/clients';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import {
  appointmentEvents,
  appointmentFiles,
  appointments,
  notes,
  userDocuments,
} from '../db/schema';
import { createBookingService } from '../service';

// The client page and the readable history and audit words (issue 34.5, 34.7). Appointments are
// written directly; the content service is away (the consultation is named generically) and a
// stand-in auth service answers the account lookup as the real one does.
const khaled = crypto.randomUUID();
const officeAdmin = crypto.randomUUID();
const stranger = crypto.randomUUID();
const known = new Map<string, object>([
  [
    khaled,
    { id: khaled, fullName: 'خالد محمود العمري', email: 'khaled@example.jo', phone: '0791112223' },
  ],
  [officeAdmin, { id: officeAdmin, fullName: 'سلمى المشرفة', email: 'salma@office.jo', phone: '' }],
]);
const lookups: unknown[] = [];
const auth = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    const ok = req.url === '/internal/users/lookup' && Boolean(req.headers['x-service-token']);
    const ids = ok ? ((JSON.parse(body) as { ids: string[] }).ids ?? []) : [];
    lookups.push(ids);
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ users: ids.flatMap((id) => known.get(id) ?? []) }));
  });
});
await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => auth.close(() => resolve())));

const bookingService = createBookingService({
  contentUrl: `http://127.0.0.1:${await closedPort()}`,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  authUrl: `http://127.0.0.1:${(auth.address() as AddressInfo).port}`,
});

type Insert = typeof appointments.$inferInsert;

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: officeAdmin, role: 'admin' });
  const clientPath = (key: string) => `/api/clients/${clientKeySegment(key)}`;
  const page = async (key: string) => {
    const res = await fetch(url(clientPath(key)), { headers: admin() });
    expect(res.status).toBe(200);
    return (await res.json()) as ClientPage;
  };

  let hour = 0;
  async function seed(row: Partial<Insert> = {}) {
    hour += 1;
    const [created] = await sut.service.db
      .insert(appointments)
      .values({
        serviceId: 'svc-retirement-consultations',
        userId: 'guest',
        startsAt: new Date(Date.UTC(2031, 0, 6, 6) + hour * 3_600_000),
        slotIndex: 0,
        consultationMode: 'office',
        contactName: 'ليلى حداد',
        contactEmail: 'Layla@Example.jo',
        contactPhone: '0795551234',
        socialSecurityNumber: '98765432',
        ...row,
      })
      .returning();
    if (!created) throw new Error('not seeded');
    return created;
  }

  afterEach(async () => {
    await sut.service.db.delete(notes);
    await sut.service.db.delete(userDocuments);
    await sut.service.db.delete(appointments);
  });

  it("gathers an account's appointments, payments, refunds, documents and notes, and no one else's", async () => {
    const paid = await seed({
      userId: khaled,
      contactName: 'خالد العمري',
      contactEmail: 'k.work@example.jo',
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'cliq',
      paymentReference: 'CLQ-778899',
      paidAt: new Date('2030-12-20T08:00:00Z'),
      paidAmountMinor: 25_000,
    });
    // The name its service had when it was booked (issue 34.3), whatever the catalogue says now.
    const cancelled = await seed({
      userId: khaled,
      serviceName: 'تعديل الرواتب (الاسم يوم الحجز)',
      status: 'cancelled',
      paymentStatus: 'paid',
      paidAt: new Date('2030-12-21T08:00:00Z'),
      paidAmountMinor: 20_000,
      paymentMethod: 'card',
      refundPercent: 50,
      refundAmountMinor: 10_000,
      refundStatus: 'pending',
    });
    await sut.service.db.insert(appointmentFiles).values({
      appointmentId: paid.id,
      originalName: 'كشف الاشتراكات.pdf',
      storedName: `${crypto.randomUUID()}.pdf`,
      size: 1200,
      mimeType: 'application/pdf',
    });
    await sut.service.db.insert(userDocuments).values([
      {
        userId: khaled,
        fileName: 'الهوية.pdf',
        storedName: `${crypto.randomUUID()}.pdf`,
        size: 900,
        mimeType: 'application/pdf',
      },
      {
        userId: stranger,
        fileName: 'مستند غيره.pdf',
        storedName: `${crypto.randomUUID()}.pdf`,
        size: 900,
        mimeType: 'application/pdf',
      },
    ]);
    // Someone else's booking, and a guest's under the account's own email: other clients.
    const other = await seed({ userId: stranger, contactEmail: 'khaled@example.jo' });
    const guest = await seed({ contactEmail: 'khaled@example.jo', paymentStatus: 'paid' });
    const note = await fetch(url(`${clientPath(`user:${khaled}`)}/notes`), {
      method: 'POST',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'يفضّل الاتصال صباحاً' }),
    });
    expect(note.status).toBe(201);

    const res = await fetch(url(clientPath(`user:${khaled}`)), { headers: admin() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The audit log is told whose page the office opened, by name.
    expect(decodeURIComponent(res.headers.get('x-audit-summary') ?? '')).toBe(
      'فتح صفحة العميل خالد محمود العمري <khaled@example.jo>',
    );
    const body = (await res.json()) as ClientPage;
    expect(body).toMatchObject({
      key: `user:${khaled}`,
      kind: 'user',
      identity: { name: 'خالد محمود العمري', email: 'khaled@example.jo', phone: '0791112223' },
    });
    expect(body.appointments.map((a) => a.reference)).toEqual([
      cancelled.reference,
      paid.reference,
    ]);
    expect(body.appointments[0]?.serviceName).toBe('تعديل الرواتب (الاسم يوم الحجز)');
    expect(body.appointments[1]).toMatchObject({
      serviceName: 'الاستشارة',
      status: 'confirmed',
      paymentStatus: 'paid',
      files: [expect.objectContaining({ fileName: 'كشف الاشتراكات.pdf' })],
    });
    expect(body.payments).toEqual([
      expect.objectContaining({ reference: cancelled.reference, amountMinor: 20_000 }),
      {
        appointmentId: paid.id,
        reference: paid.reference,
        amountMinor: 25_000,
        method: 'cliq',
        paymentReference: 'CLQ-778899',
        paidAt: '2030-12-20T08:00:00.000Z',
      },
    ]);
    expect(body.refunds).toEqual([
      {
        appointmentId: cancelled.id,
        reference: cancelled.reference,
        amountMinor: 10_000,
        percent: 50,
        status: 'pending',
      },
    ]);
    expect(body.documents.map((d) => d.fileName)).toEqual(['الهوية.pdf']);
    expect(body.notes.map((n) => n.body)).toEqual(['يفضّل الاتصال صباحاً']);
    const text = JSON.stringify(body);
    for (const foreign of [other.id, other.reference, guest.id, guest.reference, 'مستند غيره']) {
      expect(text).not.toContain(foreign);
    }
  });

  it("finds a guest's bookings by the email in any case, never an account's under that email", async () => {
    const first = await seed({ contactEmail: 'Layla@Example.jo', contactName: 'ليلى' });
    const latest = await seed({
      contactEmail: 'layla@example.JO',
      contactName: 'ليلى حداد',
      contactPhone: '0781234567',
    });
    const accounts = await seed({ userId: khaled, contactEmail: 'layla@example.jo' });
    const body = await page('guest:LAYLA@example.jo');
    expect(body).toMatchObject({
      key: 'guest:layla@example.jo',
      kind: 'guest',
      identity: { name: 'ليلى حداد', email: 'layla@example.JO', phone: '0781234567' },
      documents: [],
      notes: [],
      payments: [],
      refunds: [],
    });
    expect(body.appointments.map((a) => a.id)).toEqual([latest.id, first.id]);
    expect(JSON.stringify(body)).not.toContain(accounts.id);
  });

  it('refuses guests (401) and users (403), and answers 404 in Arabic for a client it does not know', async () => {
    await seed({ userId: khaled });
    for (const [headers, status, message] of [
      [{}, 401, errorMessages.unauthorized],
      [sut.identityHeaders({ userId: khaled, role: 'user' }), 403, errorMessages.forbidden],
    ] as const) {
      const res = await fetch(url(clientPath(`user:${khaled}`)), { headers });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message });
    }
    for (const key of [`user:${crypto.randomUUID()}`, 'guest:nobody@example.jo']) {
      const res = await fetch(url(clientPath(key)), { headers: admin() });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: clientMessages.notFound });
    }
    // An account the auth service knows has a page before its first booking.
    await sut.service.db.delete(appointments);
    expect((await page(`user:${khaled}`)).appointments).toEqual([]);
    const bad = await fetch(url(clientPath('someone')), { headers: admin() });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { key: noteMessages.clientKeyInvalid } });
  });

  it("says the office's change in words for the audit log, and names who acted in the history", async () => {
    const row = await seed({
      contactName: 'خالد العمري',
      consultationMode: 'zoom',
      startsAt: new Date('2020-01-05T07:00:00Z'),
    });
    const confirm = await fetch(url(`/api/appointments/${row.id}`), {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'confirmed', meetingUrl: 'https://zoom.us/j/123' }),
    });
    expect(confirm.status).toBe(200);
    expect(decodeURIComponent(confirm.headers.get('x-audit-summary') ?? '')).toBe(
      `أكّد الموعد ${row.reference} (الاستشارة) لخالد العمري، رابط Zoom https://zoom.us/j/123`,
    );
    const noShow = await fetch(url(`/api/appointments/${row.id}`), {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'no_show' }),
    });
    expect(noShow.status).toBe(200);
    expect(decodeURIComponent(noShow.headers.get('x-audit-summary') ?? '')).toBe(
      `سجّل غياب خالد العمري عن الموعد ${row.reference}`,
    );
    // A move recorded before, and a payment: the booking keeps its original date.
    await sut.service.db.insert(appointmentEvents).values({
      appointmentId: row.id,
      actor: 'admin',
      actorId: officeAdmin,
      action: 'rescheduled',
      at: new Date('2019-12-01T00:00:00Z'),
      details: { from: '2019-12-30T07:00:00.000Z', to: '2020-01-05T07:00:00.000Z' },
    });
    await sut.service.db
      .update(appointments)
      .set({
        paymentStatus: 'paid',
        paymentMethod: 'cash',
        paidAmountMinor: 30_000,
        paidAt: new Date(row.createdAt.getTime() + 1000),
      })
      .where(eq(appointments.id, row.id));
    const detail = (await (
      await fetch(url(`/api/appointments/${row.id}`), { headers: admin() })
    ).json()) as AppointmentDetail;
    const history = detail.history ?? [];
    expect(history.find((e) => e.action === 'booked')?.details.date).toBe(
      '2019-12-30T07:00:00.000Z',
    );
    expect(history.find((e) => e.action === 'paid')).toMatchObject({
      actor: 'admin',
      details: { amountMinor: 30_000, method: 'cash' },
    });
    const confirmed = history.find((e) => e.action === 'confirmed');
    expect(confirmed).toMatchObject({ actorId: officeAdmin, actorName: 'سلمى المشرفة' });
    expect(lookups.some((ids) => Array.isArray(ids) && ids.includes(officeAdmin))).toBe(true);
  });
});
