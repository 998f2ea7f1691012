import type { ServiceConfig } from '../config';
import type { Database, DatabaseSchema } from '../db/database';
import type { ServiceRoutes } from '../http/endpoint-routes';
import type { ReadinessCheck } from '../http/readiness';
import type { Logger } from '../logger';
import type { ProcessMetrics } from '../metrics/metrics';
import type { ApiDocs } from '../openapi/api-docs';

/**
 * What routes and hooks receive: the open, migrated database, the logger, the config, and the
 * OpenAPI registry (filled by `routes.serve` from the endpoint table).
 */
export interface ServiceDeps<TSchema extends DatabaseSchema = DatabaseSchema> {
  db: Database<TSchema>;
  logger: Logger;
  config: ServiceConfig;
  docs: ApiDocs;
  /** This process's Prometheus registry (`GET /metrics`): outbox and queue gauges register here. */
  metrics: ProcessMetrics;
}

export interface ServiceDefinition<TSchema extends DatabaseSchema = DatabaseSchema> {
  name: string;
  defaultPort: number;
  /** Drizzle tables, for typed relational queries; omit while the service has none. */
  schema?: TSchema;
  /** drizzle-kit output folder, applied at start. */
  migrationsFolder?: string;
  /** Largest JSON body accepted (koa-body syntax); 1 MB by default. */
  jsonLimit?: string | number;
  /**
   * Mounts the service's endpoints of `@ssc/contracts/endpoints` with `routes.serve`, and its
   * /internal routes on `routes.router`. A service of the table must serve exactly its entries.
   */
  routes(routes: ServiceRoutes, deps: ServiceDeps<TSchema>): void;
  /**
   * What `/ready` asks besides the database (always checked, critical), e.g.
   * `[redisCheck(url)]`: a non-critical check that is down shows as `down` with a 200.
   */
  readinessChecks?(deps: ServiceDeps<TSchema>): ReadinessCheck[];
  /** Runs after migrations and before the service reports ready (seeding, background jobs). */
  onReady?(deps: ServiceDeps<TSchema>): Promise<void> | void;
  /** Runs after in-flight requests finished and before the database closes. */
  onClose?(deps: ServiceDeps<TSchema>): Promise<void> | void;
}

/** Identity helper that lets TypeScript infer the schema type from the definition. */
export function defineService<TSchema extends DatabaseSchema = Record<string, never>>(
  definition: ServiceDefinition<TSchema>,
): ServiceDefinition<TSchema> {
  return definition;
}
