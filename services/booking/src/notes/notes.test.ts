import {
  type AppointmentDetail,
  clientKeySegment,
  errorMessages,
  type Note,
  noteMessages,
  textMessages,
} from '@ssc/contracts';
import { ADMIN_ACTIONS } from '@ssc/contracts/endpoints';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterEach, expect, it } from 'vitest';
import { appointments, notes } from '../db/schema';
import { createBookingService } from '../service';

// The office's notes (issue 34.6). Appointments are written directly: no content service (the
// detail then names the consultation generically), Redis "down".
const unreachable = `http://127.0.0.1:${await closedPort()}`;
const bookingService = createBookingService({
  contentUrl: unreachable,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

type Insert = typeof appointments.$inferInsert;

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const user = () => sut.identityHeaders({ userId: 'user-1', role: 'user' });
  const json = { 'content-type': 'application/json' };

  let hour = 0;
  async function seed(row: Partial<Insert> = {}) {
    hour += 1;
    const [created] = await sut.service.db
      .insert(appointments)
      .values({
        serviceId: 'svc-retirement-consultations',
        userId: 'guest',
        startsAt: new Date(Date.UTC(2030, 0, 6, 6) + hour * 3_600_000),
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

  const post = (path: string, body: unknown, headers: Record<string, string> = admin()) =>
    fetch(url(path), {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
  const list = async (path: string) => {
    const res = await fetch(url(path), { headers: admin() });
    expect(res.status).toBe(200);
    return (await res.json()) as Note[];
  };
  // The console's spelling (what passes the gateway); line 141's raw key is the service's own.
  const clientPath = (key: string) => `/api/clients/${clientKeySegment(key)}/notes`;

  afterEach(async () => {
    await sut.service.db.delete(notes);
    await sut.service.db.delete(appointments);
  });

  it('adds a note to an appointment and lists it, newest first, in its detail too', async () => {
    const row = await seed();
    const first = await post(`/api/appointments/${row.id}/notes`, {
      body: '  اتصلت العميلة وطلبت موعداً صباحياً\nوستحضر كشف الاشتراكات  ',
    });
    expect(first.status).toBe(201);
    const note = (await first.json()) as Note;
    expect(note).toMatchObject({
      scope: 'appointment',
      appointmentId: row.id,
      appointmentReference: row.reference,
      clientKey: null,
      body: 'اتصلت العميلة وطلبت موعداً صباحياً\nوستحضر كشف الاشتراكات',
      authorId: 'admin-1',
    });
    expect(Number.isNaN(Date.parse(note.createdAt))).toBe(false);
    const second = (await (
      await post(`/api/appointments/${row.id}/notes`, { body: 'أُرسل رابط الدفع' })
    ).json()) as Note;
    const listed = await list(`/api/appointments/${row.id}/notes`);
    expect(listed.map((n) => n.id)).toEqual([second.id, note.id]);

    const detail = await fetch(url(`/api/appointments/${row.id}`), { headers: admin() });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as AppointmentDetail).notes).toEqual(listed);
    // Another appointment has none of them.
    const other = await seed({ contactEmail: 'someone@example.jo' });
    expect(await list(`/api/appointments/${other.id}/notes`)).toEqual([]);
  });

  it("shows a client's note from each of their appointments, an account's and a guest's", async () => {
    const a1 = await seed({ userId: 'user-7', contactEmail: 'omar@example.jo' });
    const a2 = await seed({ userId: 'user-7', contactEmail: 'omar.work@example.jo' });
    const stranger = await seed({ userId: 'user-8', contactEmail: 'omar@example.jo' });
    const created = await post(clientPath('user:user-7'), { body: 'يفضّل التواصل بالهاتف' });
    expect(created.status).toBe(201);
    const note = (await created.json()) as Note;
    expect(note).toMatchObject({
      scope: 'client',
      appointmentId: null,
      appointmentReference: null,
      clientKey: 'user:user-7',
    });
    const onA1 = (await post(`/api/appointments/${a1.id}/notes`, { body: 'أحضر الهوية' })).status;
    expect(onA1).toBe(201);
    for (const row of [a1, a2]) {
      const detail = (await (
        await fetch(url(`/api/appointments/${row.id}`), { headers: admin() })
      ).json()) as AppointmentDetail;
      expect(detail.notes?.some((n) => n.id === note.id && n.scope === 'client')).toBe(true);
    }
    expect((await list(`/api/appointments/${a2.id}/notes`)).map((n) => n.body)).toEqual([
      'يفضّل التواصل بالهاتف',
    ]);
    expect(await list(`/api/appointments/${stranger.id}/notes`)).toEqual([]);
    // The client page: the client's note and the notes of each of their appointments.
    const all = await list(clientPath('user:user-7'));
    expect(all.map((n) => [n.scope, n.body, n.appointmentReference])).toEqual([
      ['appointment', 'أحضر الهوية', a1.reference],
      ['client', 'يفضّل التواصل بالهاتف', null],
    ]);
  });

  it("keys a guest's notes by email whatever its case", async () => {
    const booking = await seed({ contactEmail: 'Layla@Example.jo' });
    const later = await seed({ contactEmail: 'layla@example.JO' });
    const account = await seed({ userId: 'user-9', contactEmail: 'layla@example.jo' });
    const res = await post(clientPath('guest:LAYLA@example.jo'), { body: 'عميلة متكررة' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Note).clientKey).toBe('guest:layla@example.jo');
    // The path may also carry the @ unencoded.
    expect((await list('/api/clients/guest:layla@EXAMPLE.jo/notes')).map((n) => n.body)).toEqual([
      'عميلة متكررة',
    ]);
    for (const row of [booking, later]) {
      expect((await list(`/api/appointments/${row.id}/notes`)).map((n) => n.body)).toEqual([
        'عميلة متكررة',
      ]);
    }
    // The same email on an account is another client.
    expect(await list(`/api/appointments/${account.id}/notes`)).toEqual([]);
    // A guest booking's own note shows on the guest's page.
    await post(`/api/appointments/${later.id}/notes`, { body: 'دفعت نقداً' });
    expect((await list(clientPath('guest:Layla@Example.JO'))).map((n) => n.body)).toEqual([
      'دفعت نقداً',
      'عميلة متكررة',
    ]);
  });

  it('refuses guests (401) and users (403) on every route, and keeps notes out of their detail', async () => {
    const row = await seed({ userId: 'user-1' });
    await post(`/api/appointments/${row.id}/notes`, { body: 'ملاحظة داخلية' });
    const routes: [string, string][] = [
      ['GET', `/api/appointments/${row.id}/notes`],
      ['POST', `/api/appointments/${row.id}/notes`],
      ['GET', clientPath('user:user-1')],
      ['POST', clientPath('user:user-1')],
    ];
    for (const [method, path] of routes) {
      for (const [headers, status, message] of [
        [{}, 401, errorMessages.unauthorized],
        [user(), 403, errorMessages.forbidden],
      ] as const) {
        const res = await fetch(url(path), {
          method,
          headers: { ...json, ...headers },
          ...(method === 'POST' ? { body: JSON.stringify({ body: 'محاولة' }) } : {}),
        });
        expect([method, path, res.status]).toEqual([method, path, status]);
        expect(await res.json()).toEqual({ message });
      }
    }
    // The owner reads their appointment without the office's notes.
    const own = (await (
      await fetch(url(`/api/appointments/${row.id}`), { headers: user() })
    ).json()) as AppointmentDetail;
    expect(own.appointment.id).toBe(row.id);
    expect(own.notes).toBeUndefined();
    expect(own.history).toBeUndefined();
    expect(await sut.service.db.select().from(notes)).toHaveLength(1);
  });

  it('answers 404 for an unknown appointment and 400 for a key that is not a client', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await fetch(url(`/api/appointments/${id}/notes`), { headers: admin() })).status).toBe(
        404,
      );
      expect((await post(`/api/appointments/${id}/notes`, { body: 'نص' })).status).toBe(404);
    }
    for (const key of ['user:', 'guest:not-an-email', 'someone', 'user:a b', 'admin:x']) {
      const res = await post(clientPath(key), { body: 'نص' });
      expect([key, res.status]).toEqual([key, 400]);
      expect(await res.json()).toMatchObject({ message: noteMessages.clientKeyInvalid });
      const read = await fetch(url(clientPath(key)), { headers: admin() });
      expect([key, read.status]).toEqual([key, 400]);
    }
    expect(await sut.service.db.select().from(notes)).toEqual([]);
  });

  it('refuses an empty, too long or NUL-carrying body with Arabic messages', async () => {
    const row = await seed();
    const cases: [unknown, string][] = [
      [{}, noteMessages.bodyRequired],
      [{ body: '' }, noteMessages.bodyRequired],
      [{ body: '   \n  ' }, noteMessages.bodyRequired],
      [{ body: 'ا'.repeat(2001) }, noteMessages.bodyTooLong],
      [{ body: 'قبل\u0000بعد' }, textMessages.controlCharacter],
    ];
    for (const [body, message] of cases) {
      for (const path of [`/api/appointments/${row.id}/notes`, clientPath('user:user-1')]) {
        const res = await post(path, body);
        expect([path, res.status]).toEqual([path, 400]);
        expect(await res.json()).toMatchObject({ errors: { body: message } });
      }
    }
    expect(noteMessages).toMatchObject({
      bodyRequired: 'نص الملاحظة مطلوب',
      bodyTooLong: 'الملاحظة أطول من 2000 حرف',
    });
    // Exactly 2000 characters, line breaks included, are accepted.
    const longest = `${'ا'.repeat(999)}\n${'ب'.repeat(1000)}`;
    expect(longest).toHaveLength(2000);
    const ok = await post(`/api/appointments/${row.id}/notes`, { body: longest });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as Note).body).toBe(longest);
    expect(await sut.service.db.select().from(notes)).toHaveLength(1);
  });

  it('records the admin writes in the audit log in Arabic', () => {
    expect(ADMIN_ACTIONS.createAppointmentNote?.label).toBe('إضافة ملاحظة على موعد');
    expect(ADMIN_ACTIONS.createClientNote?.label).toBe('إضافة ملاحظة على عميل');
  });
});
