import { createServer } from 'node:http';
import { type ApiService, ENDPOINTS, SERVICE_PORTS } from '@ssc/contracts/endpoints';
import type { DestinationStream } from 'pino';
import { loadInternalKeys } from '../auth/keys';
import { loadServiceKey } from '../auth/service-token';
import { loadServiceConfig, type ServiceConfig } from '../config';
import { type DatabaseConnection, type DatabaseSchema, openDatabase } from '../db/database';
import { createServiceRoutes, tableMismatches } from '../http/endpoint-routes';
import { createReadiness, databaseCheck, type Readiness, redisCheck } from '../http/readiness';
import { createLogger, type Logger } from '../logger';
import { createMetrics, type ProcessMetrics } from '../metrics/metrics';
import { ApiDocs } from '../openapi/api-docs';
import { type OutboxRelay, startOutboxRelay } from '../outbox/outbox-relay';
import { closeServer, DEFAULT_DRAIN_TIMEOUT_MS, listen } from './close-server';
import { createApp } from './create-app';
import type { ServiceDefinition, ServiceDeps } from './define-service';

export interface StartOptions extends Partial<ServiceConfig> {
  /** Where log lines go (stdout by default); tests capture them. */
  logDestination?: DestinationStream;
  /** How long `close()` waits for in-flight requests. */
  drainTimeoutMs?: number;
}

export interface RunningService<TSchema extends DatabaseSchema = DatabaseSchema> {
  url: string;
  port: number;
  app: ReturnType<typeof createApp>['app'];
  db: DatabaseConnection<TSchema>['db'];
  logger: Logger;
  config: ServiceConfig;
  /** This process's Prometheus registry, served at `GET /metrics`. */
  metrics: ProcessMetrics;
  /** `METHOD /api/path` of mounted routes missing from the OpenAPI document (should be none). */
  undocumentedRoutes: string[];
  /** Tells the outbox relay to look for rows now (what the routes do after a commit). */
  nudgeOutbox(): void;
  close(): Promise<void>;
}

/**
 * Listens first (so /health answers and /ready says 503 during start-up), then opens and
 * migrates the database, mounts the routes, runs `onReady` and only then reports ready. From
 * then on /ready asks the database (`select 1`) and the definition's `readinessChecks` each
 * time (cached 2 s): 503 naming a critical check that is down, 200 with every check otherwise.
 */
export async function startService<TSchema extends DatabaseSchema, TSettings>(
  definition: ServiceDefinition<TSchema, TSettings>,
  options: StartOptions = {},
): Promise<RunningService<TSchema>> {
  const { logDestination, drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS, ...overrides } = options;
  const config: ServiceConfig = {
    ...loadServiceConfig(definition.name, defaultPortOf(definition)),
    ...overrides,
  };
  const logger = createLogger({
    name: config.name,
    level: config.logLevel,
    destination: logDestination,
  });

  let ready = false;
  let readiness: Readiness | undefined;
  const metrics = createMetrics(config.name);
  const docs = new ApiDocs();
  let document: object | undefined;
  const { app, mountRoutes, accept } = createApp({
    logger,
    jsonLimit: definition.jsonLimit,
    // A payment provider's webhook reads the raw bytes itself: its signature covers them.
    rawBodyPaths: ENDPOINTS.filter((e) => e.webhook && e.service === definition.name).map(
      (e) => e.path,
    ),
    identityPublicKey: loadInternalKeys(config.dataDir).publicKey,
    serviceKey: loadServiceKey(config.dataDir),
    serviceName: config.name,
    readiness: () =>
      ready && readiness ? readiness.report() : { ready: false, checks: { startup: 'pending' } },
    metrics,
    openApi: () => {
      document ??= docs.toOpenApi(config.name);
      return document;
    },
  });
  const server = createServer(app.callback());
  const port = await listen(server, config.port, config.host);

  let connection: DatabaseConnection<TSchema> | undefined;
  let relay: OutboxRelay | undefined;
  try {
    connection = await openDatabase({
      service: config.name,
      schema: definition.schema ?? ({} as TSchema),
      migrationsFolder: definition.migrationsFolder,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      pgSchema: config.databaseSchema,
      logger,
    });
    // Routes and hooks see the server actually used: DATABASE_URL, or the embedded one's.
    const deps: ServiceDeps<TSchema, TSettings> = {
      db: connection.db,
      logger,
      config: { ...config, databaseUrl: connection.url },
      docs,
      metrics,
      settings: definition.settings?.() as TSettings,
      nudgeOutbox: () => relay?.nudge(),
    };
    metrics.trackPool(connection.pool);
    const router = mountRoutes((r) =>
      definition.routes(createServiceRoutes(config.name, r, docs), deps),
    );
    if (isApiService(definition.name)) {
      const mismatches = tableMismatches(definition.name, router);
      if (mismatches.length > 0) {
        throw new Error(
          `${definition.name} disagrees with the endpoint table: ${mismatches.join('; ')}`,
        );
      }
    }
    const undocumentedRoutes = docs.undocumented(router);
    if (undocumentedRoutes.length > 0) {
      logger.warn({ routes: undocumentedRoutes }, 'routes missing from the OpenAPI document');
    }
    const outbox = definition.outbox?.(deps);
    if (outbox) {
      metrics.trackOutbox(connection.db, outbox.table);
      relay = startOutboxRelay({
        db: connection.db,
        table: outbox.table,
        logger,
        redisUrl: outbox.redisUrl,
        intervalMs: outbox.intervalMs,
        ...(outbox.jobOptions ? { jobOptions: outbox.jobOptions } : {}),
        ...(outbox.queueName ? { queueName: outbox.queueName } : {}),
        direct: outbox.directEmails
          ? { serviceKey: loadServiceKey(config.dataDir), caller: definition.name }
          : undefined,
      });
    }
    await definition.onReady?.(deps);
    readiness = createReadiness({
      checks: [
        databaseCheck(connection.pool),
        ...(outbox ? [redisCheck(outbox.redisUrl)] : []),
        ...(definition.readinessChecks?.(deps) ?? []),
      ],
    });
    ready = true;
    accept();

    const open = connection;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost(config.host)}:${port}`,
      port,
      app,
      db: open.db,
      logger,
      config,
      metrics,
      nudgeOutbox: () => relay?.nudge(),
      undocumentedRoutes,
      close() {
        closing ??= (async () => {
          ready = false;
          try {
            await closeServer(server, drainTimeoutMs);
            await definition.onClose?.(deps);
            await relay?.close();
          } finally {
            await readiness?.close();
            await metrics.close();
            await open.close();
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await closeServer(server, 0);
    await relay?.close();
    await readiness?.close();
    await metrics.close();
    await connection?.close();
    throw error;
  }
}

function defaultPortOf({
  name,
  defaultPort,
}: Pick<ServiceDefinition, 'name' | 'defaultPort'>): number {
  const port = defaultPort ?? SERVICE_PORTS[name as keyof typeof SERVICE_PORTS];
  if (port === undefined) throw new Error(`${name} is not in SERVICE_PORTS: give its defaultPort`);
  return port;
}

function isApiService(name: string): name is ApiService {
  return ENDPOINTS.some((endpoint) => endpoint.service === name);
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
