import type { JobsOptions } from 'bullmq';
import type { ServiceConfig } from '../config';
import type { Database, DatabaseSchema } from '../db/database';
import type { ServiceRoutes } from '../http/endpoint-routes';
import type { ReadinessCheck } from '../http/readiness';
import type { Logger } from '../logger';
import type { ProcessMetrics } from '../metrics/metrics';
import type { ApiDocs } from '../openapi/api-docs';
import type { OutboxTable } from '../outbox/outbox-table';

/**
 * What routes and hooks receive: the open, migrated database, the logger, the config, the
 * OpenAPI registry (filled by `routes.serve` from the endpoint table) and the service's settings.
 */
export interface ServiceDeps<TSchema extends DatabaseSchema = DatabaseSchema, TSettings = unknown> {
  db: Database<TSchema>;
  logger: Logger;
  config: ServiceConfig;
  docs: ApiDocs;
  /** This process's Prometheus registry (`GET /metrics`): outbox and queue gauges register here. */
  metrics: ProcessMetrics;
  /** What the definition's `settings()` returned at this start. */
  settings: TSettings;
  /**
   * Asks the outbox relay to send what was just committed instead of at its next round (a
   * no-op before it has started, or without `outbox`).
   */
  nudgeOutbox(): void;
}

/**
 * A service's transactional outbox. The kit reports its backlog in `/metrics`, starts its relay
 * to Redis before `onReady` (whose jobs may nudge it), asks Redis in `/ready` as a non-critical
 * check (the rows wait in the outbox while it is away: reported, never a 503) and closes the
 * relay after `onClose`.
 */
export interface ServiceOutbox {
  table: OutboxTable;
  /** Redis of the queues the rows go to (`REDIS_URL`). */
  redisUrl: string;
  /** How often the relay looks for rows nobody nudged it about while some wait (1 s by default; every 30 s once it found none). */
  intervalMs?: number;
  /**
   * Single-machine mode: while Redis is unreachable, email rows go straight to the worker,
   * signed as this service (for the services whose outbox holds emails).
   */
  directEmails?: boolean;
  /** BullMQ options of a queue's jobs (attempts, backoff); the relay's defaults otherwise. */
  jobOptions?: (queue: string, jobId: string) => JobsOptions;
  /** The BullMQ queue a row's queue goes to (its own name by default; tests isolate theirs). */
  queueName?: (queue: string) => string;
}

export interface ServiceDefinition<
  TSchema extends DatabaseSchema = DatabaseSchema,
  TSettings = unknown,
> {
  name: string;
  /** The port without `PORT`: the service's own in `SERVICE_PORTS` unless given. */
  defaultPort?: number;
  /** Drizzle tables, for typed relational queries; omit while the service has none. */
  schema?: TSchema;
  /** drizzle-kit output folder, applied at start. */
  migrationsFolder?: string;
  /** Largest JSON body accepted (koa-body syntax); 1 MB by default. */
  jsonLimit?: string | number;
  /**
   * The service's own settings (environment and test overrides), read again at each start,
   * after the database is open: a throw here fails the start.
   */
  settings?(): TSettings;
  /** The service's outbox, if it has one (asked once the routes are mounted). */
  outbox?(deps: ServiceDeps<TSchema, TSettings>): ServiceOutbox;
  /**
   * Mounts the service's endpoints of `@ssc/contracts/endpoints` with `routes.serve`, and its
   * /internal routes on `routes.router`. A service of the table must serve exactly its entries.
   */
  routes(routes: ServiceRoutes, deps: ServiceDeps<TSchema, TSettings>): void;
  /**
   * What `/ready` asks besides the database (always checked, critical) and the outbox's Redis,
   * e.g. `[redisCheck(url)]`: a non-critical check that is down shows as `down` with a 200.
   */
  readinessChecks?(deps: ServiceDeps<TSchema, TSettings>): ReadinessCheck[];
  /** Runs after migrations and before the service reports ready (seeding, background jobs). */
  onReady?(deps: ServiceDeps<TSchema, TSettings>): Promise<void> | void;
  /** Runs after in-flight requests finished and before the database closes. */
  onClose?(deps: ServiceDeps<TSchema, TSettings>): Promise<void> | void;
}

/** Identity helper that lets TypeScript infer the schema and settings types from the definition. */
export function defineService<
  TSchema extends DatabaseSchema = Record<string, never>,
  TSettings = undefined,
>(definition: ServiceDefinition<TSchema, TSettings>): ServiceDefinition<TSchema, TSettings> {
  return definition;
}
