import { randomUUID } from 'node:crypto';
import {
  errorMessages,
  paymentMessages,
  type ServiceRequest,
  type ServiceRequestNote,
  serviceRequestSchema,
  serviceRequestWorkMessages,
  textMessages,
} from '@ssc/contracts';
import { ADMIN_ACTIONS } from '@ssc/contracts/endpoints';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceRequestNotes, serviceRequests } from '../db/schema';
import { createBookingService } from '../service';

// Issue 34.10: a service request's reference, its status (new → in progress → done) and the
// office's notes on it. Requests are written directly, as the payment service would store them.
const bookingService = createBookingService({
  contentUrl: `http://127.0.0.1:${await closedPort()}`,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const user = () => sut.identityHeaders({ userId: 'user-1', role: 'user' });
  const json = { 'content-type': 'application/json' };

  let minute = 0;
  async function seed(over: Partial<typeof serviceRequests.$inferInsert> = {}) {
    minute += 1;
    const [row] = await sut.service.db
      .insert(serviceRequests)
      .values({
        id: randomUUID(),
        serviceId: 'svc-establishment-services',
        userId: 'user-1',
        fullName: 'محمد العلي',
        email: 'mohammad@example.jo',
        phone: '0791234567',
        address: 'عمّان، خلدا',
        serviceDetails: 'تسوية حساب المنشأة',
        amountMinor: 30_000,
        createdAt: new Date(Date.UTC(2026, 10, 1) + minute * 60_000),
        ...over,
      })
      .returning();
    if (!row) throw new Error('not seeded');
    return row;
  }

  const send = (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = admin(),
  ) => fetch(url(path), { method, headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const move = (id: string, status: string, headers: Record<string, string> = admin()) =>
    send('PATCH', `/api/service-requests/${id}`, { status }, headers);
  const list = async (query = '') => {
    const res = await fetch(url(`/api/service-requests${query}`), { headers: admin() });
    expect(res.status).toBe(200);
    return {
      total: res.headers.get('x-total-count'),
      items: (await res.json()) as ServiceRequest[],
    };
  };

  afterEach(async () => {
    await sut.service.db.delete(serviceRequests);
  });

  describe('reference and status', () => {
    it('lists each request with its REQ- reference and the status new', async () => {
      const row = await seed();
      const { items } = await list();
      expect(items).toHaveLength(1);
      expect(serviceRequestSchema.strict().parse(items[0])).toMatchObject({
        id: row.id,
        reference: row.reference,
        status: 'new',
      });
      expect(row.reference).toMatch(/^REQ-\d{2}-\d{5,}$/);
    });

    it('moves new → in progress → done, one step at a time', async () => {
      const row = await seed();
      const started = await move(row.id, 'in_progress');
      expect(started.status).toBe(200);
      expect(await started.json()).toMatchObject({ id: row.id, status: 'in_progress' });
      // The audit log says it in words (issue 34.7).
      expect(decodeURIComponent(started.headers.get('x-audit-summary') ?? '')).toBe(
        `نقل طلب الخدمة ${row.reference} لمحمد العلي إلى «قيد المعالجة»`,
      );
      const done = await move(row.id, 'done');
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ id: row.id, status: 'done' });
      // The same status again (a second click) is answered as is.
      expect((await move(row.id, 'done')).status).toBe(200);
      const [stored] = await sut.service.db
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.id, row.id));
      expect(stored?.status).toBe('done');
    });

    it('refuses any other transition with an Arabic 409, changing nothing', async () => {
      const fresh = await seed();
      const finished = await seed({ status: 'done' });
      const started = await seed({ status: 'in_progress' });
      for (const [row, to, from] of [
        [fresh, 'done', 'new'],
        [finished, 'new', 'done'],
        [finished, 'in_progress', 'done'],
        [started, 'new', 'in_progress'],
      ] as const) {
        const res = await move(row.id, to);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          message: serviceRequestWorkMessages.transitionRefused(from, to),
        });
      }
      expect(serviceRequestWorkMessages.transitionRefused('done', 'new')).toBe(
        'لا يمكن نقل الطلب من «منجز» إلى «جديد»',
      );
      const rows = await sut.service.db.select().from(serviceRequests);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
        [fresh.id]: 'new',
        [finished.id]: 'done',
        [started.id]: 'in_progress',
      });
    });

    it('refuses an unknown status with 400 and an unknown request with 404', async () => {
      const row = await seed();
      for (const body of [{ status: 'archived' }, {}]) {
        const res = await send('PATCH', `/api/service-requests/${row.id}`, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { status: serviceRequestWorkMessages.statusInvalid },
        });
      }
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await move(id, 'in_progress');
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: paymentMessages.serviceRequestNotFound });
      }
    });

    it('filters the list by status and finds a request by its reference, however typed', async () => {
      const first = await seed();
      const second = await seed({ status: 'in_progress' });
      await seed({ status: 'done' });
      expect((await list('?status=in_progress')).items.map((r) => r.id)).toEqual([second.id]);
      expect((await list('?status=new')).total).toBe('1');

      const [, year, number] = /^REQ-(\d{2})-(\d+)$/.exec(first.reference) ?? [];
      const typed = `req-${year}-${Number(number)}`;
      const arabic = typed.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
      for (const q of [first.reference, typed, ` ${arabic} `, first.reference.toLowerCase()]) {
        const found = await list(`?q=${encodeURIComponent(q)}`);
        expect(
          found.items.map((r) => r.id),
          q,
        ).toEqual([first.id]);
      }
      expect((await list(`?q=${encodeURIComponent(first.reference)}&status=done`)).items).toEqual(
        [],
      );
      // Wildcards are text, not patterns.
      expect((await list('?q=%25')).items).toEqual([]);
    });
  });

  describe('notes', () => {
    it('adds notes and lists them newest first, with their author', async () => {
      const row = await seed();
      const path = `/api/service-requests/${row.id}/notes`;
      const first = await send('POST', path, { body: '  اتصلت بالعميل\nوطلبت كشف الاشتراكات  ' });
      expect(first.status).toBe(201);
      expect(await first.json()).toMatchObject({
        serviceRequestId: row.id,
        body: 'اتصلت بالعميل\nوطلبت كشف الاشتراكات',
        authorId: 'admin-1',
      });
      const second = await send('POST', path, { body: 'وصل الكشف' });
      expect(second.status).toBe(201);
      expect(decodeURIComponent(second.headers.get('x-audit-summary') ?? '')).toBe(
        `أضاف ملاحظة على طلب الخدمة ${row.reference} لمحمد العلي`,
      );
      const res = await fetch(url(path), { headers: admin() });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      const notes = (await res.json()) as ServiceRequestNote[];
      expect(notes.map((n) => n.body)).toEqual([
        'وصل الكشف',
        'اتصلت بالعميل\nوطلبت كشف الاشتراكات',
      ]);
    });

    it('validates the note in Arabic and answers 404 for an unknown request', async () => {
      const row = await seed();
      const path = `/api/service-requests/${row.id}/notes`;
      for (const [body, message] of [
        [{ body: '   ' }, serviceRequestWorkMessages.noteRequired],
        [{ body: 'ن'.repeat(2001) }, serviceRequestWorkMessages.noteTooLong],
        [{ body: 'ملاحظة\u0000' }, textMessages.controlCharacter],
      ] as const) {
        const res = await send('POST', path, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { body: message },
        });
      }
      const missing = await send('POST', `/api/service-requests/${randomUUID()}/notes`, {
        body: 'x',
      });
      expect(missing.status).toBe(404);
      expect(
        (await fetch(url(`/api/service-requests/${randomUUID()}/notes`), { headers: admin() }))
          .status,
      ).toBe(404);
      expect(await sut.service.db.select().from(serviceRequestNotes)).toEqual([]);
    });
  });

  it('refuses guests with 401 and users with 403 on every new route, changing nothing', async () => {
    const row = await seed();
    for (const [headers, status, message] of [
      [{}, 401, errorMessages.unauthorized],
      [user(), 403, errorMessages.forbidden],
    ] as const) {
      for (const res of [
        await move(row.id, 'in_progress', headers),
        await send('POST', `/api/service-requests/${row.id}/notes`, { body: 'x' }, headers),
        await fetch(url(`/api/service-requests/${row.id}/notes`), { headers }),
        await fetch(url('/api/service-requests?q=REQ'), { headers }),
      ]) {
        expect(res.status).toBe(status);
        expect(await res.json()).toEqual({ message });
      }
    }
    const [stored] = await sut.service.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, row.id));
    expect(stored?.status).toBe('new');
    expect(await sut.service.db.select().from(serviceRequestNotes)).toEqual([]);
  });

  it('names the actions in the audit log', () => {
    expect(ADMIN_ACTIONS.updateServiceRequest?.label).toBe('تغيير حالة طلب خدمة');
    expect(ADMIN_ACTIONS.createServiceRequestNote?.label).toBe('إضافة ملاحظة على طلب خدمة');
  });
});
