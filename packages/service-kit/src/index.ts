export { requireAdmin, requireUser } from './auth/identity';
export type { Identity } from './auth/identity-token';
export { isInternalPath, requireCaller } from './auth/internal-caller';
export { type ServiceCatalogue, serviceCatalogue } from './catalogue/service-catalogue';
export { loadServiceConfig, parsePort, type ServiceConfig } from './config';
export type { AnyDatabase } from './db/any-database';
export { type ChangeNotices, listenForChanges } from './db/change-notices';
export {
  type Database,
  type DatabaseConnection,
  type DatabaseSchema,
  type OpenDatabaseOptions,
  openDatabase,
  type QueryResultWithRows,
} from './db/database';
export { attachEmbeddedPostgres, type EmbeddedServer } from './db/embedded-postgres';
export { errorHandler, toResponse } from './errors/error-handler';
export {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
  unauthorized,
  unsupportedMediaType,
} from './errors/http-error';
export { clientAddress } from './http/client-address';
export {
  type EndpointContext,
  type EndpointHandler,
  type EndpointInput,
  type ServeOptions,
  type ServiceRoutes,
  tableMismatches,
} from './http/endpoint-routes';
export { healthRoutes, type ReadinessReport } from './http/health';
export { DEFAULT_JSON_LIMIT, jsonBody } from './http/json-body';
export { notFoundFallback } from './http/not-found';
export { readRawBody } from './http/raw-body';
export {
  type CheckState,
  createReadiness,
  databaseCheck,
  type Readiness,
  type ReadinessCheck,
  redisCheck,
} from './http/readiness';
export { requestContext } from './http/request-context';
export { sayForAudit } from './http/say-for-audit';
export type { ServiceContext, ServiceRouter, ServiceState } from './http/state';
export { type Validator, validateBody, validateQuery } from './http/validate';
export { createLogger, type Logger, type LoggerOptions } from './logger';
export {
  createMetrics,
  METRIC_NAMES,
  type ProcessMetrics,
  UNMATCHED_ROUTE,
} from './metrics/metrics';
export { ApiDocs, type HttpMethod, type OperationDoc } from './openapi/api-docs';
export { type ChannelPublisher, createChannelPublisher } from './redis/channel-publisher';
export { closeServer, listen } from './service/close-server';
export {
  defineService,
  type ServiceDefinition,
  type ServiceDeps,
  type ServiceOutbox,
} from './service/define-service';
export { startHealthServer } from './service/health-server';
export { installShutdownHandlers, runService } from './service/run-service';
export { type RunningService, type StartOptions, startService } from './service/start-service';
