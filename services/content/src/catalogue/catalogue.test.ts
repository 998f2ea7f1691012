import { errorMessages, SERVICE_DISPLAY_ORDER } from '@ssc/contracts';
import { type RunningService, startService } from '@ssc/service-kit';
import { type TestDatabase, testDatabases } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../db/schema';
import { contentService } from '../service';
import { seedServices } from './seed-services';

for (const target of await testDatabases()) {
  describe.skipIf(target.skip)(`content service on ${target.name}`, () => {
    let database: TestDatabase;
    let service: RunningService<typeof import('../db/schema')>;

    const start = () =>
      startService(contentService, {
        port: 0,
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        databaseSchema: database.databaseSchema,
        logLevel: 'silent',
      });

    beforeAll(async () => {
      database = await target.create('content');
      service = await start();
    });

    afterAll(async () => {
      await service?.close();
      await database?.dispose();
    });

    const getServices = async () => {
      const res = await fetch(`${service.url}/api/services`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      return (await res.json()) as Record<string, unknown>[];
    };

    it('is ready once migrated and seeded', async () => {
      const res = await fetch(`${service.url}/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready' });
    });

    it('serves the seven seeded services in display order with the public fields', async () => {
      const list = await getServices();
      expect(list.map((s) => s.id)).toEqual(SERVICE_DISPLAY_ORDER.map((name) => `svc-${name}`));
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(
          ['id', 'nameEn', 'nameAr', 'descriptionAr', 'duration', 'price'].sort(),
        );
        expect(item.price).toBe(30);
        expect(item.duration).toBe(60);
        expect(item.nameAr).toMatch(/[\u0600-\u06FF]/);
        expect(item.descriptionAr).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('sorts by the display order whatever the storage order', async () => {
      await service.db
        .delete(services)
        .where(eq(services.id, 'svc-establishment-account-management'));
      await service.db.insert(services).values([
        {
          id: 'svc-training',
          nameEn: 'training',
          nameAr: 'التدريب',
          descriptionAr: 'دورات تدريبية',
          descriptionEn: 'Training courses',
          price: 45.5,
          duration: 90,
        },
        {
          id: 'svc-establishment-account-management',
          nameEn: 'establishment-account-management',
          nameAr: 'إدارة حسابات المنشآت',
          descriptionAr: 'وصف',
          descriptionEn: 'Description',
          price: 30,
          duration: 60,
        },
      ]);
      const list = await getServices();
      expect(list.map((s) => s.nameEn)).toEqual([...SERVICE_DISPLAY_ORDER, 'training']);
      expect(list.at(-1)).toMatchObject({ price: 45.5, duration: 90 });
      await service.db.delete(services).where(eq(services.id, 'svc-training'));
    });

    it('does not duplicate the catalogue when seeding again or restarting', async () => {
      expect(await seedServices(service.db)).toBe(0);
      await service.close();
      service = await start();
      expect(await getServices()).toHaveLength(7);
    });

    it('seeds once when several instances seed an empty catalogue at the same time', async () => {
      await service.db.delete(services);
      const inserted = await Promise.all([
        seedServices(service.db),
        seedServices(service.db),
        seedServices(service.db),
      ]);
      expect(inserted.reduce((a, b) => a + b, 0)).toBe(7);
      expect(await getServices()).toHaveLength(7);
    });

    it('answers unknown /api paths with the Arabic 404 JSON', async () => {
      const res = await fetch(`${service.url}/api/no-such-thing`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: errorMessages.apiNotFound });
    });
  });
}
