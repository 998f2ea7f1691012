import Router from '@koa/router';
import { errorMessages } from '@ssc/contracts';
import type { GatewayConfig } from '../config';
import { sendJsonError } from '../http/error-body';
import { apiDocs } from './docs';
import { healthCheck } from './health';
import type { ForwardToService } from './proxy';
import { serviceForPath } from './routes';

/**
 * Everything under /api: the aggregated health check and API document, then the route table to
 * the services.
 */
export function apiRoutes(
  config: Pick<GatewayConfig, 'upstreams' | 'healthTimeoutMs' | 'siteName'>,
  forward: ForwardToService,
) {
  // Paths are canonical already (canonicalApiPath); a strict, case-sensitive router keeps it so.
  const router = new Router({ strict: true, sensitive: true });
  router.get('/api/health', healthCheck(config));
  router.get('/api/docs', apiDocs(config));
  router.all('/api{/*rest}', async (ctx) => {
    const service = serviceForPath(ctx.path);
    if (!service) {
      sendJsonError(ctx, 404, errorMessages.apiNotFound);
      return;
    }
    // One series per service (the gateway does not know the services' route templates).
    ctx.state.metricsRoute ??= `/api/* (${service})`;
    await forward(ctx, service, config.upstreams[service]);
  });
  return router.routes();
}
