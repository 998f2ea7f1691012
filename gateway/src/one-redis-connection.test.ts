import { randomUUID } from 'node:crypto';
import { CATALOGUE_CHANGED_CHANNEL, SESSION_REVOCATION_CHANNEL } from '@ssc/contracts';
import { loadInternalKeys, verifyIdentityToken } from '@ssc/service-kit/internal-auth';
import { hasRedisServer, type RedisServer, startRedisServer } from '@ssc/service-kit/redis-server';
import { closedPort } from '@ssc/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './test-support/gateway';
import { request } from './test-support/http-client';
import {
  type EchoUpstream,
  startEchoUpstream,
  startUpstream,
  type Upstream,
} from './test-support/upstream';

const userId = randomUUID();

/**
 * The session revocations and the catalogue announcements arrive on one Redis connection, against
 * a throw-away redis-server this test stops, starts and cuts: both keep working afterwards, and
 * what was missed meanwhile is forgotten (the identity cache, the catalogue in memory).
 */
describe.skipIf(!hasRedisServer())('one Redis subscriber connection for both channels', () => {
  let port: number;
  let redisServer: RedisServer;
  let redis: Redis;
  let auth: Upstream;
  let content: Upstream;
  let booking: EchoUpstream;
  let gateway: TestGateway;
  /** What the stand-in services answer now. */
  let role: 'user' | 'admin' = 'user';
  let catalogueVersion = 1;
  let catalogueReads = 0;

  beforeAll(async () => {
    port = await closedPort();
    redisServer = await startRedisServer(port);
    redis = new Redis(redisServer.url);
    // It loses its connection too when the test stops the server: it reconnects by itself.
    redis.on('error', () => undefined);
    auth = await startUpstream((req, res) => {
      req.resume();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ userId, role }));
    });
    content = await startUpstream((req, res) => {
      req.resume();
      catalogueReads += 1;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('etag', `"v${catalogueVersion}"`);
      res.end(JSON.stringify([{ id: 'svc-test', version: catalogueVersion }]));
    });
    booking = await startEchoUpstream('booking');
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      REDIS_URL: redisServer.url,
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
      BOOKING_URL: booking.url,
    });
  }, 30_000);

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([auth?.close(), content?.close(), booking?.close()]);
    redis?.disconnect();
    await redisServer?.stop();
  });

  /** Redis's own account of its pub/sub connections, one CLIENT LIST line each. */
  async function subscriberConnections(): Promise<string[]> {
    const list = (await redis.client('LIST')) as string;
    return list.split('\n').filter((line) => /\bflags=\S*P/.test(line));
  }

  async function servedByOneConnection(): Promise<void> {
    await expect.poll(subscriberConnections).toHaveLength(1);
    expect((await subscriberConnections())[0]).toMatch(/\bsub=2\b/);
    expect(
      await redis.pubsub('NUMSUB', SESSION_REVOCATION_CHANNEL, CATALOGUE_CHANGED_CHANNEL),
    ).toEqual([SESSION_REVOCATION_CHANNEL, 1, CATALOGUE_CHANGED_CHANNEL, 1]);
  }

  /** The role the booking service is told for this session. */
  async function roleSeenByBooking(): Promise<string | undefined> {
    const res = await request(gateway.url, '/api/appointments', {
      headers: { Cookie: 'ssc_session=one-session' },
    });
    expect(res.status).toBe(200);
    const header = booking.seen.at(-1)?.headers.authorization ?? '';
    const { publicKey } = loadInternalKeys(gateway.dataDir);
    return verifyIdentityToken(publicKey, header.replace(/^Bearer /, ''))?.role;
  }

  const catalogue = async () =>
    (await request(gateway.url, '/api/services')).json<{ version: number }[]>()[0]?.version;

  /** Each channel's announcement reaches the gateway and takes effect. */
  async function bothChannelsWork(): Promise<void> {
    // The catalogue is answered from memory, until content announces a change.
    expect(await catalogue()).toBe(catalogueVersion);
    const reads = catalogueReads;
    expect(await catalogue()).toBe(catalogueVersion);
    expect(catalogueReads).toBe(reads);
    catalogueVersion += 1;
    expect(await redis.publish(CATALOGUE_CHANGED_CHANNEL, 'changed')).toBe(1);
    await expect.poll(catalogue).toBe(catalogueVersion);

    // The identity is cached, until auth announces the account's revocation.
    const before = role;
    expect(await roleSeenByBooking()).toBe(before);
    role = before === 'user' ? 'admin' : 'user';
    expect(await roleSeenByBooking()).toBe(before);
    expect(await redis.publish(SESSION_REVOCATION_CHANNEL, userId)).toBe(1);
    await expect.poll(roleSeenByBooking).toBe(role);
  }

  it('subscribes both channels on one connection, and each announcement takes effect', async () => {
    await servedByOneConnection();
    // The rate limits' connection and the subscriber: nothing else.
    const clients = ((await redis.client('LIST')) as string).trim().split('\n');
    expect(clients).toHaveLength(3);
    await bothChannelsWork();
  });

  it('while Redis is down the catalogue comes from content; afterwards both channels work again', async () => {
    await redisServer.stop();
    // Nothing could say the list changed: every request goes to content.
    await expect
      .poll(async () => {
        const reads = catalogueReads;
        await catalogue();
        return catalogueReads - reads;
      })
      .toBe(1);
    // One warning for the connection, saying what each part does meanwhile.
    await expect
      .poll(() =>
        gateway.logs.some(
          (l) =>
            l.level === 40 &&
            String(l.msg).includes('revoked sessions are forgotten') &&
            String(l.msg).includes('the catalogue is read from content'),
        ),
      )
      .toBe(true);

    redisServer = await startRedisServer(port);
    await servedByOneConnection();
    await bothChannelsWork();
  }, 30_000);

  it('forgets what may have been missed while the connection was cut', async () => {
    expect(await roleSeenByBooking()).toBe(role);
    const cachedAt = Date.now();
    expect(await catalogue()).toBe(catalogueVersion);
    // Changed without an announcement reaching the gateway: its connection is cut meanwhile.
    role = role === 'user' ? 'admin' : 'user';
    catalogueVersion += 1;
    expect(await redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub')).toBe(1);

    // Sooner than the identity cache's 5 s: the resubscription dropped it.
    await expect.poll(roleSeenByBooking, { timeout: 3_000 }).toBe(role);
    expect(Date.now() - cachedAt).toBeLessThan(5_000);
    await expect.poll(catalogue).toBe(catalogueVersion);
    await servedByOneConnection();
    await bothChannelsWork();
  });
});
