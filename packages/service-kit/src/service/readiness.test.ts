import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness, redisCheck } from '../http/readiness';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { testRedis } from '../testing/redis';
import { defineService } from './define-service';
import { type RunningService, startService } from './start-service';

const redis = await testRedis();
const CLOSED_REDIS = 'redis://127.0.0.1:1';
const CACHE_MS = 2_000;

/** A TCP door to PostgreSQL the test can shut: the database "goes down" for the service. */
async function tcpDoor(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((inbound) => {
    const outbound = createConnection(target.port, target.host);
    sockets.add(inbound).add(outbound);
    inbound.pipe(outbound).pipe(inbound);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    async shut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

const readyOf = async (service: RunningService) => {
  const res = await fetch(`${service.url}/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('/ready asks the database and Redis', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    const [target] = await testDatabases();
    database = await (target as NonNullable<typeof target>).create('kit_ready');
  });
  afterAll(() => database.dispose());

  const start = (databaseUrl: string, redisUrl: string) =>
    startService(
      defineService({
        name: 'kit-ready',
        defaultPort: 0,
        routes() {},
        readinessChecks: () => [redisCheck(redisUrl)],
      }),
      {
        port: 0,
        dataDir: database.dataDir,
        databaseUrl,
        databaseSchema: database.databaseSchema,
        logLevel: 'silent',
      },
    );

  it.skipIf(redis.skip)('is 200 with every check up', async () => {
    const service = await start(database.databaseUrl, redis.url);
    try {
      await expect
        .poll(async () => (await readyOf(service)).body, { timeout: 5_000 })
        .toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
    } finally {
      await service.close();
    }
  });

  it('stays 200 with Redis down (degraded: the outbox keeps the emails)', async () => {
    const service = await start(database.databaseUrl, CLOSED_REDIS);
    try {
      const ready = await readyOf(service);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'up', redis: 'down' } });
    } finally {
      await service.close();
    }
  });

  it('is 503 naming the database once it stops answering, without any address', async () => {
    const url = new URL(database.databaseUrl);
    const door = await tcpDoor({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(door.port);
    const service = await start(url.toString(), CLOSED_REDIS);
    try {
      expect((await readyOf(service)).status).toBe(200);
      await door.shut();
      // The last answer is reused for up to 2 s; then the database is asked again.
      await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
      const res = await fetch(`${service.url}/ready`);
      const text = await res.text();
      expect(res.status).toBe(503);
      expect(JSON.parse(text)).toEqual({
        status: 'not-ready',
        checks: { database: 'down', redis: 'down' },
      });
      expect(text).not.toMatch(/127\.0\.0\.1|postgres|redis:\/\//);
    } finally {
      await service.close().catch(() => {});
    }
  });
});

describe('createReadiness', () => {
  it('asks each check once per cache period however many probes come', async () => {
    let asked = 0;
    const readiness = createReadiness({
      cacheMs: 200,
      checks: [
        {
          name: 'database',
          critical: true,
          probe: async () => {
            asked += 1;
          },
        },
      ],
    });
    const reports = await Promise.all(Array.from({ length: 50 }, () => readiness.report()));
    expect(asked).toBe(1);
    expect(reports.every((r) => r.ready)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await readiness.report();
    expect(asked).toBe(2);
  });

  it('counts a check that does not answer in time as down', async () => {
    const readiness = createReadiness({
      timeoutMs: 50,
      checks: [
        { name: 'database', critical: true, probe: () => new Promise(() => {}) },
        { name: 'redis', critical: false, probe: async () => 'PONG' },
      ],
    });
    expect(await readiness.report()).toEqual({
      ready: false,
      checks: { database: 'down', redis: 'up' },
    });
  });
});
