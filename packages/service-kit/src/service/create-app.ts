import Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { identityFromToken } from '../auth/identity';
import { internalCallerGuard } from '../auth/internal-caller';
import { errorHandler } from '../errors/error-handler';
import { serviceUnavailable } from '../errors/http-error';
import { healthRoutes, type ReadinessReport } from '../http/health';
import { jsonBody } from '../http/json-body';
import { notFoundFallback } from '../http/not-found';
import { requestContext } from '../http/request-context';
import type { ServiceRouter, ServiceState } from '../http/state';
import type { Logger } from '../logger';
import type { ProcessMetrics } from '../metrics/metrics';
import { openApiRoute } from '../openapi/openapi-route';

/**
 * The middleware stack every service shares. Its routes answer 503 until `accept` is called,
 * which happens once the database is open and migrated, the routes are mounted and the service's
 * `onReady` (seeding, consumers) has finished: a request never meets a half-started service.
 */
export function createApp(options: {
  logger: Logger;
  jsonLimit?: string | number | undefined;
  /** Paths whose body stays unread for the route to read raw (webhook signatures). */
  rawBodyPaths?: readonly string[] | undefined;
  readiness: () => ReadinessReport | Promise<ReadinessReport>;
  /** Counts every request; serves `GET /metrics` (the service's port is internal). */
  metrics?: ProcessMetrics;
  openApi: () => object;
  /** Verifies the gateway's identity tokens (design §4). */
  identityPublicKey: string;
  /** Verifies other services' tokens on /internal routes, addressed to `serviceName`. */
  serviceKey: string;
  serviceName: string;
}) {
  const app = new Koa<ServiceState>();
  // Never let Koa print errors itself: the error handler logs them with the request id.
  app.silent = true;
  let dispatch: Middleware<ServiceState> | undefined;
  let accepting = false;

  if (options.metrics) app.use(options.metrics.httpMiddleware());
  app.use(requestContext(options.logger));
  app.use(errorHandler());
  app.use(healthRoutes(options.readiness));
  if (options.metrics) app.use(options.metrics.endpoint());
  app.use(openApiRoute(options.openApi));
  app.use(notFoundFallback());
  app.use(internalCallerGuard(options.serviceKey, options.serviceName));
  app.use(identityFromToken(options.identityPublicKey));
  const json = jsonBody(options.jsonLimit);
  const rawBodyPaths = new Set(options.rawBodyPaths ?? []);
  app.use((ctx, next) => (rawBodyPaths.has(ctx.path) ? next() : json(ctx, next)));
  app.use((ctx, next) => {
    if (!dispatch || !accepting) throw serviceUnavailable();
    return dispatch(ctx, next);
  });

  return {
    app,
    mountRoutes(mount: (router: ServiceRouter) => void): ServiceRouter {
      // One spelling per route: `/api/Login` or `/api/login/` must not reach a route that rate
      // limits and the gateway's checks know only as `/api/login`.
      const router: ServiceRouter = new Router<ServiceState>({ strict: true, sensitive: true });
      mount(router);
      dispatch = router.routes() as Middleware<ServiceState>;
      return router;
    },
    /** Lets requests reach the mounted routes. */
    accept() {
      accepting = true;
    },
  };
}
