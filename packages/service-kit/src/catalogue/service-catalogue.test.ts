import { CATALOGUE_CHANGED_CHANNEL, type PublicService } from '@ssc/contracts';
import { sampleService } from '@ssc/contracts/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { closeRedis } from '../redis/close-redis';
import { startUpstream, type Upstream } from '../testing/http-upstream';
import { closedPort } from '../testing/ports';
import { testRedis } from '../testing/redis';
import { serviceCatalogue } from './service-catalogue';

const redisTarget = await testRedis();
const logger = createLogger({ name: 'catalogue-test', level: 'silent' });
const added = sampleService({ id: 'svc-just-added', nameEn: 'just-added', price: 45 });

/** Content's `GET /api/services`, with the list a test changes and the requests counted. */
async function startContent(list: PublicService[]) {
  const seen = { requests: 0 };
  const upstream: Upstream = await startUpstream((_req, res) => {
    seen.requests += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(list));
  });
  return { upstream, list, seen };
}

async function subscribers(redis: Redis): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', CATALOGUE_CHANGED_CHANNEL)) as [string, number];
  return count;
}

describe.skipIf(redisTarget.skip)('the services catalogue of booking and payment', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(redisTarget.url);
  });
  afterAll(() => closeRedis(redis));

  it('knows a service the admin adds as soon as content announces it, not 5 s later', async () => {
    const content = await startContent([sampleService()]);
    const before = await subscribers(redis);
    const catalogue = serviceCatalogue({
      contentUrl: content.upstream.url,
      ttlMs: 60_000,
      logger,
      redisUrl: redisTarget.url,
    });
    try {
      // Subscribed (its first subscription drops the copy anyway) before the copy is taken.
      await expect.poll(() => subscribers(redis)).toBeGreaterThan(before);
      expect(await catalogue.find(added.id)).toBeUndefined();
      const loads = content.seen.requests;
      // Unknown ids within 5 s of a load cost no request to content.
      expect(await catalogue.find('svc-nobody-has')).toBeUndefined();
      expect(content.seen.requests).toBe(loads);

      content.list.push(added);
      await redis.publish(CATALOGUE_CHANGED_CHANNEL, String(Date.now()));
      // Well within the 5 s after which a miss would reload by itself.
      await expect
        .poll(async () => (await catalogue.find(added.id))?.price, { timeout: 2_500 })
        .toBe(45);
      expect((await catalogue.find('svc-salary-adjustments'))?.price).toBe(30);
    } finally {
      await catalogue.close();
      await content.upstream.close();
    }
  });

  it('without announcements (Redis unreachable) still answers from content', async () => {
    const content = await startContent([sampleService()]);
    const catalogue = serviceCatalogue({
      contentUrl: content.upstream.url,
      ttlMs: 60_000,
      logger,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    });
    try {
      expect((await catalogue.find('svc-salary-adjustments'))?.nameAr).toBe('تعديل الرواتب');
      expect(await catalogue.find(added.id)).toBeUndefined();
      await catalogue.find('svc-salary-adjustments');
      expect(content.seen.requests).toBe(1);
    } finally {
      await catalogue.close();
      await content.upstream.close();
    }
  });
});
