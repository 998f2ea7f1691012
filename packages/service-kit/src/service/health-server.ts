import { createServer, type Server } from 'node:http';
import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { internalCallerGuard } from '../auth/internal-caller';
import { errorHandler } from '../errors/error-handler';
import { healthRoutes, type ReadinessReport } from '../http/health';
import { jsonBody } from '../http/json-body';
import { notFoundFallback } from '../http/not-found';
import { requestContext } from '../http/request-context';
import type { ServiceRouter, ServiceState } from '../http/state';
import type { Logger } from '../logger';
import type { ProcessMetrics } from '../metrics/metrics';
import { listen } from './close-server';

/** /internal routes of a process without an API (the worker's direct email hand-over). */
export interface InternalRoutes {
  /** Verifies the callers' service tokens, addressed to `serviceName`. */
  serviceKey: string;
  serviceName: string;
  jsonLimit?: string | number;
  mount(router: ServiceRouter): void;
}

/**
 * An HTTP server with /health, /ready and /metrics, for processes without an API (the worker), plus
 * optional /internal routes behind the same service-token guard as every service's.
 */
export async function startHealthServer(options: {
  host: string;
  port: number;
  logger: Logger;
  readiness: () => ReadinessReport | Promise<ReadinessReport>;
  /** Counts every request; serves `GET /metrics`. */
  metrics?: ProcessMetrics;
  internal?: InternalRoutes;
}): Promise<{ server: Server; port: number }> {
  const app = new Koa<ServiceState>();
  app.silent = true;
  if (options.metrics) app.use(options.metrics.httpMiddleware());
  app.use(requestContext(options.logger));
  app.use(errorHandler());
  app.use(healthRoutes(options.readiness));
  if (options.metrics) app.use(options.metrics.endpoint());
  app.use(notFoundFallback());
  const { internal } = options;
  if (internal) {
    app.use(internalCallerGuard(internal.serviceKey, internal.serviceName));
    app.use(jsonBody(internal.jsonLimit));
    const router: ServiceRouter = new Router<ServiceState>({ strict: true, sensitive: true });
    internal.mount(router);
    app.use(router.routes() as Middleware<ServiceState>);
  }
  const server = createServer(app.callback());
  const port = await listen(server, options.port, options.host);
  return { server, port };
}
