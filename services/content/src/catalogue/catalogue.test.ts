import { SERVICE_DISPLAY_ORDER } from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { inArray } from 'drizzle-orm';
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

  it('lists the visible services by the office’s order, whatever the storage order', async () => {
    const extra = {
      nameAr: 'التدريب',
      descriptionAr: 'دورات تدريبية',
      descriptionEn: 'Training courses',
      price: 45.5,
      duration: 90,
    };
    await sut.service.db.insert(services).values([
      { ...extra, id: 'svc-training', nameEn: 'training', position: 100 },
      { ...extra, id: 'svc-paused', nameEn: 'paused', position: 1, state: 'hidden' },
      { ...extra, id: 'svc-second', nameEn: 'second', position: 0 },
    ]);
    // Written behind the service's back: the trigger's NOTIFY reaches the cache asynchronously.
    // Equal positions fall back to the id.
    await expect
      .poll(async () => (await getServices()).map((s) => s.nameEn))
      .toEqual([SERVICE_DISPLAY_ORDER[0], 'second', ...SERVICE_DISPLAY_ORDER.slice(1), 'training']);
    expect((await getServices()).at(-1)).toMatchObject({ price: 45.5, duration: 90 });
    await sut.service.db
      .delete(services)
      .where(inArray(services.id, ['svc-training', 'svc-paused', 'svc-second']));
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
