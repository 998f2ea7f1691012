import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxTable } from '../outbox/outbox-table';
import { defineService } from '../service/define-service';
import { type RunningService, startService } from '../service/start-service';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { testRedis } from '../testing/redis';
import { createMetrics, METRIC_NAMES } from './metrics';

const redis = await testRedis();
const outbox = createOutboxTable('outbox');
const queueName = `metrics-test-${randomBytes(4).toString('hex')}`;

/** `name{labels} value` lines of a scrape whose labels include all of `labels`. */
function samples(text: string, name: string, labels: Record<string, string> = {}): number[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

describe('GET /metrics of a service', () => {
  let database: TestDatabase;
  let service: RunningService;
  const scrape = async () => {
    const res = await fetch(`${service.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };

  beforeAll(async () => {
    const [target] = await testDatabases();
    database = await (target as NonNullable<typeof target>).create('kit_metrics');
    service = await startService(
      defineService({
        name: 'kit-metrics',
        defaultPort: 0,
        schema: { outbox },
        routes({ router }) {
          router.get('/api/notes/:id', (ctx) => {
            ctx.body = { id: ctx.params.id };
          });
        },
        async onReady({ db, metrics }) {
          await db.execute(sql`create table outbox (
            id uuid primary key default gen_random_uuid(), job_id text not null unique,
            queue text not null, payload jsonb not null,
            created_at timestamptz not null default now(), sent_at timestamptz,
            attempts integer not null default 0, last_error text)`);
          metrics.trackOutbox(db, outbox);
          if (!redis.skip) metrics.trackQueues(redis.url, [queueName]);
        },
      }),
      {
        port: 0,
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        databaseSchema: database.databaseSchema,
        logLevel: 'silent',
      },
    );
  });
  afterAll(async () => {
    await service?.close();
    await database?.dispose();
  });

  it('counts requests by the route template, never the raw path', async () => {
    for (const id of ['n-1', 'n-2', 'n-3']) {
      expect((await fetch(`${service.url}/api/notes/${id}`)).status).toBe(200);
    }
    await fetch(`${service.url}/api/nothing-here/42`);
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/notes/:id', status: '200' };
    expect(samples(text, METRIC_NAMES.httpRequests, labels)).toEqual([3]);
    expect(samples(text, `${METRIC_NAMES.httpDuration}_count`, labels)).toEqual([3]);
    expect(samples(text, METRIC_NAMES.httpRequests, { route: 'unmatched', status: '404' })).toEqual(
      [1],
    );
    expect(text).not.toContain('n-1');
    expect(text).not.toContain('nothing-here');
    expect(text).toContain('service="kit-metrics"');
  });

  it('shows the database pool and the default process metrics', async () => {
    const text = await scrape();
    expect(samples(text, METRIC_NAMES.dbPool, { state: 'total' })[0]).toBeGreaterThanOrEqual(1);
    expect(samples(text, METRIC_NAMES.dbPool, { state: 'waiting' })).toEqual([0]);
    expect(text).toMatch(/^process_cpu_user_seconds_total/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds/m);
  });

  it('counts unsent outbox rows and the age of the oldest on scrape', async () => {
    expect(samples(await scrape(), METRIC_NAMES.outboxUnsent)).toEqual([0]);
    await service.db.execute(sql`insert into outbox (job_id, queue, payload, created_at)
      values ('a', 'emails', '{}', now() - interval '90 seconds'),
             ('b', 'emails', '{}', now()),
             ('c', 'emails', '{}', now() - interval '1 hour')`);
    await service.db.execute(sql`update outbox set sent_at = now() where job_id = 'c'`);
    const text = await scrape();
    expect(samples(text, METRIC_NAMES.outboxUnsent)).toEqual([2]);
    const [age] = samples(text, METRIC_NAMES.outboxOldestAge);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(200);
  });

  it.skipIf(redis.skip)('shows the job counts of its queues', async () => {
    const queue = new Queue(queueName, { connection: { url: redis.url } });
    try {
      await queue.add('email', {}, { jobId: 'one' });
      await queue.add('email', {}, { jobId: 'two', delay: 60_000 });
      const text = await scrape();
      expect(samples(text, METRIC_NAMES.queueJobs, { queue: queueName, state: 'waiting' })).toEqual(
        [1],
      );
      expect(samples(text, METRIC_NAMES.queueJobs, { queue: queueName, state: 'delayed' })).toEqual(
        [1],
      );
      expect(samples(text, METRIC_NAMES.queueJobs, { queue: queueName, state: 'failed' })).toEqual([
        0,
      ]);
    } finally {
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
    }
  });
});

describe('docs/grafana-dashboard.json', () => {
  it('uses only metric names the processes register', async () => {
    const dashboard = JSON.parse(
      readFileSync(new URL('../../../../docs/grafana-dashboard.json', import.meta.url), 'utf8'),
    ) as { panels: { targets?: { expr: string }[] }[] };
    const metrics = createMetrics('dashboard-test');
    const registered = new Set<string>();
    for (const metric of await metrics.registry.getMetricsAsJSON()) {
      registered.add(metric.name);
      if (String(metric.type) === 'histogram') {
        for (const suffix of ['_bucket', '_sum', '_count']) registered.add(metric.name + suffix);
      }
    }
    await metrics.close();
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr);
    expect(exprs.length).toBeGreaterThan(5);
    const used = new Set<string>();
    for (const expr of exprs) {
      // A series is written `name{…}` or `name[…]` in this dashboard; functions take `(`.
      const names = [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(?=[{[])/g)].map((m) => m[1]);
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) used.add(name as string);
    }
    expect([...used].filter((name) => !registered.has(name))).toEqual([]);
    for (const name of Object.values(METRIC_NAMES)) {
      expect(
        [...used].some((u) => u.startsWith(name)),
        name,
      ).toBe(true);
    }
  });
});
