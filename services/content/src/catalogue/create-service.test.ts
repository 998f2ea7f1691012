import { randomUUID } from 'node:crypto';
import { errorMessages, type Service, serviceMessages } from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { services } from '../db/schema';
import { contentService } from '../service';

const VALID = {
  nameAr: 'تدقيق الرواتب التقاعدية',
  nameEn: 'Pension Audit',
  descriptionAr: 'مراجعة شاملة لاحتساب الراتب التقاعدي ومقارنته بسجل الاشتراكات.',
  descriptionEn: 'A full review of the pension calculation against the contribution record.',
  price: 45.5,
  duration: 90,
};

/** One broken value per field, with the Arabic message it must produce. */
const INVALID_FIELDS: [field: keyof typeof VALID, value: unknown, message: string][] = [
  ['nameAr', 'ت', serviceMessages.nameArMin],
  ['nameAr', '  ', serviceMessages.nameArMin],
  ['nameEn', 'P', serviceMessages.nameEnMin],
  ['nameEn', 'خدمة', serviceMessages.nameEnLatin],
  ['descriptionAr', 'قصير', serviceMessages.descriptionArMin],
  ['descriptionEn', 'short', serviceMessages.descriptionEnMin],
  ['price', 'ثلاثون', serviceMessages.priceRequired],
  ['price', '1e3', serviceMessages.priceRequired],
  ['price', null, serviceMessages.priceRequired],
  ['price', -1, serviceMessages.priceMin],
  ['duration', 60.5, serviceMessages.durationInteger],
  ['duration', 0, serviceMessages.durationPositive],
  ['duration', 'ساعة', serviceMessages.durationRequired],
];

await describeService(contentService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: randomUUID(), role: 'admin' });
  const user = () => sut.identityHeaders({ userId: randomUUID(), role: 'user' });
  const create = (body: unknown, headers: Record<string, string> = admin()) =>
    fetch(url('/api/services'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const added = () =>
    sut.service.db.select().from(services).where(like(services.id, 'svc-pension%'));

  beforeEach(async () => {
    await sut.service.db.delete(services).where(like(services.id, 'svc-pension%'));
  });

  describe('POST /api/services', () => {
    it('refuses guests with 401 and users with 403, adding nothing', async () => {
      for (const [headers, status, message] of [
        [{}, 401, errorMessages.unauthorized],
        [user(), 403, errorMessages.forbidden],
      ] as const) {
        const res = await create(VALID, headers);
        expect(res.status).toBe(status);
        expect(await res.json()).toEqual({ message });
      }
      // Even an invalid body is answered by the role check first.
      expect((await create({}, {})).status).toBe(401);
      expect(await added()).toEqual([]);
    });

    it('creates the service with the id svc-<slug of nameEn>; it is listed at once', async () => {
      const res = await create({ ...VALID, nameAr: '  تدقيق الرواتب التقاعدية ' });
      expect(res.status).toBe(201);
      const body = (await res.json()) as Service;
      expect(body).toEqual({ ...VALID, id: 'svc-pension-audit' });

      const list = (await (await fetch(url('/api/services'))).json()) as Service[];
      expect(list.at(-1)).toEqual({
        id: 'svc-pension-audit',
        nameEn: VALID.nameEn,
        nameAr: VALID.nameAr,
        descriptionAr: VALID.descriptionAr,
        duration: 90,
        price: 45.5,
      });
      expect(list).toHaveLength(8);
    });

    it('uses the default duration of 60 minutes and accepts a free service', async () => {
      const { duration: _, ...withoutDuration } = VALID;
      const res = await create({ ...withoutDuration, price: 0 });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({ duration: 60, price: 0 });
      const [row] = await added();
      expect(row).toMatchObject({ duration: 60, price: 0 });
    });

    it('answers 409 in Arabic for a second service with the same English name', async () => {
      expect((await create(VALID)).status).toBe(201);
      const again = await create({ ...VALID, nameEn: '  pension   AUDIT ', nameAr: 'اسم آخر' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: serviceMessages.duplicate });
      const rows = await added();
      expect(rows.map((r) => r.nameAr)).toEqual([VALID.nameAr]);
    });

    it('keeps one service when two admins add the same one at the same time', async () => {
      const answers = await Promise.all([create(VALID), create(VALID), create(VALID)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await added()).toHaveLength(1);
    });

    it('never overwrites a seeded service', async () => {
      const res = await create({ ...VALID, nameEn: 'salary adjustments' });
      expect(res.status).toBe(409);
      const [seeded] = await sut.service.db
        .select()
        .from(services)
        .where(eq(services.id, 'svc-salary-adjustments'));
      expect(seeded?.nameAr).toBe('معالجة القفزات وتعديل الرواتب');
    });

    for (const [field, value, message] of INVALID_FIELDS) {
      it(`rejects ${field}=${JSON.stringify(value)} with "${message}"`, async () => {
        const res = await create({ ...VALID, [field]: value });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { [field]: message },
        });
        expect(await added()).toEqual([]);
      });
    }
  });
});
