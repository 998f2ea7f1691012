import { randomUUID } from 'node:crypto';
import {
  errorMessages,
  type ManagedService,
  type PublicService,
  serviceMessages,
} from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services } from '../db/schema';
import { contentService } from '../service';

const FIELDS = {
  nameAr: 'تدقيق الرواتب التقاعدية',
  nameEn: 'Pension Audit',
  descriptionAr: 'مراجعة شاملة لاحتساب الراتب التقاعدي ومقارنته بسجل الاشتراكات.',
  descriptionEn: 'A full review of the pension calculation against the contribution record.',
  price: 45,
  duration: 90,
};
const ID = 'svc-pension-audit';

await describeService(contentService, (sut) => {
  const admin = () => sut.identityHeaders({ userId: randomUUID(), role: 'admin' });
  const user = () => sut.identityHeaders({ userId: randomUUID(), role: 'user' });
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = admin(),
  ) =>
    fetch(`${sut.service.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const publicList = async () =>
    (await (await fetch(`${sut.service.url}/api/services`)).json()) as PublicService[];
  const allList = async () =>
    (await (await call('GET', '/api/services/all')).json()) as ManagedService[];
  const edit = (body: unknown, id = ID) => call('PATCH', `/api/services/${id}`, body);
  const setState = (state: unknown, id = ID) => call('PUT', `/api/services/${id}/state`, { state });
  const move = (direction: unknown, id = ID) =>
    call('POST', `/api/services/${id}/move`, { direction });

  beforeEach(async () => {
    expect((await call('POST', '/api/services', FIELDS)).status).toBe(201);
  });
  afterEach(async () => {
    await sut.service.db.delete(services).where(like(services.id, 'svc-pension%'));
  });

  describe('the office’s list', () => {
    it('lists every service with its state in the office’s order; a new one comes last', async () => {
      const all = await allList();
      expect(all).toHaveLength(8);
      expect(all.at(-1)).toEqual({ ...FIELDS, id: ID, state: 'visible' });
      expect(all.map((s) => s.id)).toEqual((await publicList()).map((s) => s.id));
    });
  });

  describe('refusals', () => {
    it('refuses guests (401) and users (403) on every route, changing nothing', async () => {
      const attempts: [string, string, unknown][] = [
        ['GET', '/api/services/all', undefined],
        ['PATCH', `/api/services/${ID}`, { ...FIELDS, price: 1 }],
        ['PUT', `/api/services/${ID}/state`, { state: 'retired' }],
        ['POST', `/api/services/${ID}/move`, { direction: 'up' }],
      ];
      for (const [method, path, body] of attempts) {
        for (const [headers, status, message] of [
          [{}, 401, errorMessages.unauthorized],
          [user(), 403, errorMessages.forbidden],
        ] as const) {
          const res = await call(method, path, body, headers);
          expect([method, path, res.status]).toEqual([method, path, status]);
          expect(await res.json()).toEqual({ message });
        }
      }
      const all = await allList();
      expect(all.at(-1)).toEqual({ ...FIELDS, id: ID, state: 'visible' });
    });

    it('answers 404 in Arabic for a service that does not exist', async () => {
      for (const res of [
        await edit(FIELDS, 'svc-nobody'),
        await setState('hidden', 'svc-nobody'),
        await move('up', 'svc-nobody'),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: serviceMessages.notFound });
      }
    });

    it('answers 409 for an English name another service has', async () => {
      const res = await edit({ ...FIELDS, nameEn: 'Salary  Adjustments' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: serviceMessages.duplicate });
      expect((await allList()).find((s) => s.id === ID)?.nameEn).toBe('Pension Audit');
    });

    for (const [field, value, message] of [
      ['price', 'خمسة', serviceMessages.priceRequired],
      ['price', '1,000', serviceMessages.priceRequired],
      ['price', '', serviceMessages.priceRequired],
      ['price', -3, serviceMessages.priceMin],
      ['duration', '٦٠٫٥', serviceMessages.durationInteger],
      ['nameAr', 'ت', serviceMessages.nameArMin],
      ['descriptionAr', 'قصير', serviceMessages.descriptionArMin],
    ] as const) {
      it(`refuses ${field}=${JSON.stringify(value)} with "${message}"`, async () => {
        const res = await edit({ ...FIELDS, [field]: value });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { [field]: message },
        });
      });
    }

    it('refuses a state or a direction it does not know', async () => {
      const state = await setState('deleted');
      expect(state.status).toBe(400);
      expect(await state.json()).toMatchObject({ errors: { state: serviceMessages.stateInvalid } });
      const direction = await move('sideways');
      expect(direction.status).toBe(400);
      expect(await direction.json()).toMatchObject({
        errors: { direction: serviceMessages.directionInvalid },
      });
    });
  });

  describe('changes, seen at once on /api/services', () => {
    it('edits every field; the id stays; digits typed in Arabic are read (٤٥ → 45)', async () => {
      expect((await publicList()).find((s) => s.id === ID)?.price).toBe(45);
      const res = await edit({
        nameAr: 'تدقيق الرواتب',
        nameEn: 'Pension Review',
        descriptionAr: 'وصف جديد للخدمة بعد التعديل.',
        descriptionEn: 'The service described anew.',
        price: '٦٢٫٥',
        duration: '۴۵',
      });
      expect(res.status).toBe(200);
      // The audit log's words (issue 34.7): the service by name and the change itself.
      expect(decodeURIComponent(res.headers.get('x-audit-summary') ?? '')).toBe(
        'عدّل خدمة «تدقيق الرواتب»: الاسم «تدقيق الرواتب التقاعدية» ← «تدقيق الرواتب»، ' +
          'السعر 45 ديناراً أردنياً ← 62.500 دينار أردني، المدة 90 ← 45 دقيقة، الوصف، ' +
          'الاسم الإنجليزي «Pension Review»',
      );
      const edited = {
        id: ID,
        nameAr: 'تدقيق الرواتب',
        nameEn: 'Pension Review',
        descriptionAr: 'وصف جديد للخدمة بعد التعديل.',
        descriptionEn: 'The service described anew.',
        price: 62.5,
        duration: 45,
        state: 'visible',
      };
      expect(await res.json()).toEqual(edited);
      const { descriptionEn: _, state: __, ...listed } = edited;
      expect((await publicList()).find((s) => s.id === ID)).toEqual(listed);
    });

    it('hides a service from the site, retires it, and shows it again', async () => {
      for (const state of ['hidden', 'retired'] as const) {
        const res = await setState(state);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ id: ID, state });
        expect((await publicList()).map((s) => s.id)).not.toContain(ID);
        expect((await allList()).find((s) => s.id === ID)?.state).toBe(state);
      }
      expect((await setState('visible')).status).toBe(200);
      expect((await publicList()).map((s) => s.id)).toContain(ID);
    });

    it('moves a service up and down; /api/services follows; the ends stay put', async () => {
      const before = (await publicList()).map((s) => s.id);
      const up = await move('up');
      expect(up.status).toBe(200);
      const order = ((await up.json()) as ManagedService[]).map((s) => s.id);
      const swapped = [...before.slice(0, -2), ID, before.at(-2) as string];
      expect(order).toEqual(swapped);
      expect((await publicList()).map((s) => s.id)).toEqual(swapped);

      // Already first, or already last: nothing moves.
      const first = swapped[0] as string;
      expect((await move('up', first)).status).toBe(200);
      expect((await move('down')).status).toBe(200);
      expect((await publicList()).map((s) => s.id)).toEqual(before);
      expect((await move('down')).status).toBe(200);
      expect((await publicList()).map((s) => s.id)).toEqual(before);
    });

    it('keeps one order when two admins move at the same time', async () => {
      await Promise.all([move('up'), move('up'), move('down', 'svc-salary-adjustments')]);
      const positions = await sut.service.db.select({ position: services.position }).from(services);
      const sorted = positions.map((p) => p.position).sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, i) => i));
    });
  });
});
