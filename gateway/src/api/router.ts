import Router from '@koa/router';
import { errorMessages } from '@ssc/contracts';
import type { GatewayConfig } from '../config';
import { sendJsonError } from '../http/error-body';
import { apiDocs } from './docs';
import { healthCheck } from './health';
import type { ForwardToService } from './proxy';
import { endpointOf } from './routes';

/**
 * Everything under /api: the aggregated health check and API document, then every call of the
 * endpoint table to the service that owns it.
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
    const endpoint = endpointOf(ctx);
    if (!endpoint) {
      // The gateway's own calls with another method (POST /api/health).
      sendJsonError(ctx, 404, errorMessages.apiNotFound);
      return;
    }
    await forward(ctx, endpoint.service, config.upstreams[endpoint.service]);
  });
  return router.routes();
}
