import { errorMessages } from '@ssc/contracts';
import { type ApiService, ENDPOINTS, type Endpoint, matchEndpoint } from '@ssc/contracts/endpoints';
import type { Context, Middleware } from 'koa';
import { isApiPath, sendJsonError } from '../http/error-body';

/** The services behind /api, in the endpoint table's order. */
export const apiServices: readonly ApiService[] = [
  ...new Set(ENDPOINTS.map((endpoint) => endpoint.service)),
];

/** The gateway's own /api calls, answered here and never proxied. */
const GATEWAY_OWN = new Set(['/api/health', '/api/docs']);

/** The endpoint this request calls, once `resolveEndpoint` ran; undefined for the site and the gateway's own calls. */
export function endpointOf(ctx: Pick<Context, 'state'>): Endpoint | undefined {
  return ctx.state.endpoint as Endpoint | undefined;
}

/**
 * Looks the canonical request up in the endpoint table (`@ssc/contracts/endpoints`): rate limits,
 * session handling and routing all read the answer. An /api call the table lacks is a JSON 404
 * here, before any check that costs a Redis or auth round trip and before a service sees it.
 */
export function resolveEndpoint(): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path) || GATEWAY_OWN.has(ctx.path)) return next();
    const endpoint = matchEndpoint(ctx.method, ctx.path);
    if (!endpoint) {
      sendJsonError(ctx, 404, errorMessages.apiNotFound);
      return;
    }
    ctx.state.endpoint = endpoint;
    // One series per endpoint template (bounded, unlike raw paths with ids).
    ctx.state.metricsRoute = endpoint.path;
    return next();
  };
}
