import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors/http-error';
import type { ServiceContext, ServiceState } from '../http/state';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from './service-token';

/** Routes for other services only; the gateway never forwards a path outside /api. */
export function isInternalPath(path: string): boolean {
  // Lower-cased: the router is case-sensitive, but the guard must not depend on it.
  return path.toLowerCase().startsWith('/internal/');
}

/**
 * Every /internal route needs a service token for this service (design §3). Checked before
 * routing, so a route added later cannot forget it; routes then name the callers they accept.
 */
export function internalCallerGuard(key: string, self: string): Middleware<ServiceState> {
  return async (ctx, next) => {
    if (!isInternalPath(ctx.path)) return next();
    const token = ctx.get(SERVICE_TOKEN_HEADER);
    if (!token) throw unauthorized();
    try {
      ctx.state.caller = verifyServiceToken(key, token, self);
    } catch (error) {
      ctx.state.log.warn({ reason: (error as Error).message }, 'rejected a service token');
      throw unauthorized();
    }
    await next();
  };
}

/** The verified calling service, when it is one of `allowed`; 403 for any other service. */
export function requireCaller(ctx: Pick<ServiceContext, 'state'>, ...allowed: string[]): string {
  const caller = ctx.state.caller;
  if (!caller) throw unauthorized();
  if (!allowed.includes(caller)) throw forbidden();
  return caller;
}
