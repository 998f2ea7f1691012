import { SERVICE_DISPLAY_ORDER } from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { services } from '../db/schema';
import { contentService } from '../service';
import { seedServices } from './seed-services';

await describeService(contentService, (sut) => {
  const getServices = async () => {
    const res = await fetch(`${sut.service.url}/api/services`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    return (await res.json()) as Record<string, unknown>[];
  };

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
    await sut.service.db
      .delete(services)
      .where(eq(services.id, 'svc-establishment-account-management'));
    await sut.service.db.insert(services).values([
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
    // Written behind the service's back: the trigger's NOTIFY reaches the cache asynchronously.
    await expect
      .poll(async () => (await getServices()).map((s) => s.nameEn))
      .toEqual([...SERVICE_DISPLAY_ORDER, 'training']);
    expect((await getServices()).at(-1)).toMatchObject({ price: 45.5, duration: 90 });
    await sut.service.db.delete(services).where(eq(services.id, 'svc-training'));
  });

  it('does not duplicate the catalogue when seeding again or restarting', async () => {
    expect(await seedServices(sut.service.db)).toBe(0);
    await sut.restart();
    expect(await getServices()).toHaveLength(7);
  });

  it('seeds once when several instances seed an empty catalogue at the same time', async () => {
    await sut.service.db.delete(services);
    const inserted = await Promise.all([
      seedServices(sut.service.db),
      seedServices(sut.service.db),
      seedServices(sut.service.db),
    ]);
    expect(inserted.reduce((a, b) => a + b, 0)).toBe(7);
    expect(await getServices()).toHaveLength(7);
  });
});
