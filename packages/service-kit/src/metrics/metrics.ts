import { Queue } from 'bullmq';
import { isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Context, Middleware } from 'koa';
import client from 'prom-client';
import type { Database } from '../db/database';
import type { OutboxTable } from '../outbox/outbox-table';

/**
 * Every series the processes register (besides prom-client's default process and Node.js
 * metrics). docs/grafana-dashboard.json may only use these; a test holds it to that.
 */
export const METRIC_NAMES = {
  httpRequests: 'ssc_http_requests_total',
  httpDuration: 'ssc_http_request_duration_seconds',
  rateLimitRefusals: 'ssc_rate_limit_refusals_total',
  dbPool: 'ssc_db_pool_connections',
  outboxUnsent: 'ssc_outbox_unsent_rows',
  outboxOldestAge: 'ssc_outbox_oldest_unsent_age_seconds',
  queueJobs: 'ssc_queue_jobs',
} as const;

/** Paths the kit answers itself (no router): labelled as they are. */
const OWN_PATHS = new Set(['/health', '/ready', '/metrics', '/openapi.json']);
/** Any path nothing matched: one label, so scanners cannot blow up the series count. */
export const UNMATCHED_ROUTE = 'unmatched';
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const SCRAPE_TIMEOUT_MS = 1_000;

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface ProcessMetrics {
  registry: client.Registry;
  /** Counts and times every request by method, route template and status (outermost). */
  httpMiddleware(): Middleware;
  /** `GET /metrics` in the Prometheus text format. Mount it only on an internal listener. */
  endpoint(): Middleware;
  /** 429s of the gateway's rate limits, by rule (the limited path). */
  rateLimitRefusals: client.Counter<'rule'>;
  /** Pool in use, idle and waiting, read on scrape. */
  trackPool(pool: PoolLike): void;
  /** Unsent outbox rows and the oldest one's age, counted on scrape (partial index, cheap). */
  // biome-ignore lint/suspicious/noExplicitAny: works with any service schema
  trackOutbox(db: Database<any>, table: OutboxTable): void;
  /** BullMQ job counts per state of these queues, asked on scrape. */
  trackQueues(redisUrl: string, queues: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * One registry per process (per started service in tests), labelled `service`, with
 * prom-client's default process metrics.
 */
export function createMetrics(service: string): ProcessMetrics {
  const registry = new client.Registry();
  registry.setDefaultLabels({ service });
  client.collectDefaultMetrics({ register: registry });
  const closers: (() => Promise<void> | void)[] = [];

  const requests = new client.Counter({
    name: METRIC_NAMES.httpRequests,
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: METRIC_NAMES.httpDuration,
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const rateLimitRefusals = new client.Counter({
    name: METRIC_NAMES.rateLimitRefusals,
    help: 'Requests refused with a 429 by a rate limit, by rule',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  const pools: PoolLike[] = [];
  const outboxes: (() => Promise<{ unsent: number; age: number }>)[] = [];
  const queueCounts: (() => Promise<[string, Record<string, number>][]>)[] = [];

  new client.Gauge({
    name: METRIC_NAMES.dbPool,
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (pools.length === 0) return;
      const sum = (key: keyof PoolLike) => pools.reduce((n, pool) => n + pool[key], 0);
      this.set({ state: 'total' }, sum('totalCount'));
      this.set({ state: 'idle' }, sum('idleCount'));
      this.set({ state: 'waiting' }, sum('waitingCount'));
    },
  });
  // One read per scrape for both outbox gauges (a scrape collects them in parallel).
  let outboxRead: Promise<{ unsent: number; age: number }> | undefined;
  const readOutboxes = () => {
    outboxRead ??= (async () => {
      let unsent = 0;
      let age = 0;
      for (const read of outboxes) {
        const row = await withTimeout(read(), SCRAPE_TIMEOUT_MS).catch(() => undefined);
        if (!row) continue;
        unsent += row.unsent;
        age = Math.max(age, row.age);
      }
      return { unsent, age };
    })().finally(() => {
      outboxRead = undefined;
    });
    return outboxRead;
  };
  new client.Gauge({
    name: METRIC_NAMES.outboxUnsent,
    help: 'Outbox rows not yet handed to their queue',
    registers: [registry],
    async collect() {
      if (outboxes.length > 0) this.set((await readOutboxes()).unsent);
    },
  });
  new client.Gauge({
    name: METRIC_NAMES.outboxOldestAge,
    help: 'Age of the oldest unsent outbox row in seconds (0 when none waits)',
    registers: [registry],
    async collect() {
      if (outboxes.length > 0) this.set((await readOutboxes()).age);
    },
  });
  new client.Gauge({
    name: METRIC_NAMES.queueJobs,
    help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed = dead letters)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      // A queue Redis cannot answer for drops out of the scrape (absent, not a stale number).
      this.reset();
      for (const read of queueCounts) {
        const counts = await read().catch(() => []);
        for (const [queue, byState] of counts) {
          for (const state of QUEUE_STATES) this.set({ queue, state }, byState[state] ?? 0);
        }
      }
    },
  });

  return {
    registry,
    httpMiddleware() {
      return async (ctx, next) => {
        const stop = duration.startTimer();
        let status: number | undefined;
        try {
          await next();
        } catch (error) {
          status = 500;
          throw error;
        } finally {
          const labels = {
            method: ctx.method,
            route: routeLabel(ctx),
            status: String(status ?? ctx.status),
          };
          requests.inc(labels);
          stop(labels);
        }
      };
    },
    endpoint() {
      return async (ctx, next) => {
        if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
          return next();
        }
        ctx.set('cache-control', 'no-store');
        ctx.type = registry.contentType;
        ctx.body = await registry.metrics();
      };
    },
    rateLimitRefusals,
    trackPool(pool) {
      pools.push(pool);
    },
    trackOutbox(db, table) {
      outboxes.push(async () => {
        const [row] = await db
          .select({
            unsent: sql<number>`count(*)::int`,
            age: sql<number | null>`extract(epoch from now() - min(${table.createdAt}))::float8`,
          })
          .from(table)
          .where(isNull(table.sentAt));
        return { unsent: Number(row?.unsent ?? 0), age: Math.max(0, Number(row?.age ?? 0)) };
      });
    },
    trackQueues(redisUrl, names) {
      // Its own connection that fails fast while Redis is away instead of queueing commands.
      const connection = new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectionName: 'ssc:metrics',
      });
      connection.on('error', () => {});
      const queues = names.map((name) => {
        const queue = new Queue(name, { connection });
        queue.on('error', () => {});
        return queue;
      });
      queueCounts.push(async () =>
        Promise.all(
          queues.map(
            async (queue) =>
              [
                queue.name,
                await withTimeout(queue.getJobCounts(...QUEUE_STATES), SCRAPE_TIMEOUT_MS),
              ] as [string, Record<string, number>],
          ),
        ),
      );
      closers.push(async () => {
        await Promise.all(queues.map((queue) => queue.close().catch(() => {})));
        connection.disconnect();
      });
    },
    async close() {
      await Promise.all(closers.map((close) => close()));
      closers.length = 0;
    },
  };
}

/**
 * The route template the router matched (`/api/appointments/:id`), never the raw URL: ids would
 * make a series per appointment. A process can name it itself in `ctx.state.metricsRoute`.
 */
function routeLabel(ctx: Context): string {
  const named = (ctx.state as { metricsRoute?: unknown }).metricsRoute;
  if (typeof named === 'string') return named;
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (OWN_PATHS.has(ctx.path)) return ctx.path;
  return UNMATCHED_ROUTE;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
