import { errorMessages } from '@ssc/contracts';
import type { Context, Middleware } from 'koa';
import { endpointOf } from '../api/routes';
import { isApiPath, sendJsonError } from '../http/error-body';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for state-changing API calls (design §4), on top of the SameSite=Lax cookie:
 * a browser names the page's origin in `Origin` and, lately, its relation in `Sec-Fetch-Site`.
 * A request from another site is refused; one without either header (curl, a server) is let
 * through, since it carries no browser's cookie by accident.
 */
export function csrfProtection(options: { publicOrigin: string | undefined }): Middleware {
  return async (ctx, next) => {
    // A payment provider's webhook carries a signature, not a browser origin (endpoint table).
    if (!STATE_CHANGING.has(ctx.method) || !isApiPath(ctx.path) || endpointOf(ctx)?.webhook) {
      return next();
    }
    if (ctx.get('sec-fetch-site') === 'cross-site' || !originAllowed(ctx, options.publicOrigin)) {
      sendJsonError(ctx, 403, errorMessages.crossSiteRequest);
      return;
    }
    return next();
  };
}

function originAllowed(ctx: Context, publicOrigin: string | undefined): boolean {
  const origin = ctx.get('origin');
  if (!origin) return true;
  // `ctx.protocol` and `ctx.host` honour X-Forwarded-Proto/Host only with TRUST_PROXY.
  if (origin === `${ctx.protocol}://${ctx.host}`) return true;
  return publicOrigin !== undefined && origin === publicOrigin;
}
