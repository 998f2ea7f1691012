import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors/http-error';
import type { ServiceContext, ServiceState } from '../http/state';
import { type Identity, verifyIdentityToken } from './identity-token';

/**
 * Sets `ctx.state.identity` from the gateway's bearer token. No token → a guest; a token that does
 * not verify → 401 at once (it was forged, expired or did not come through the gateway).
 */
export function identityFromToken(publicKey: string): Middleware<ServiceState> {
  return async (ctx, next) => {
    const header = ctx.get('authorization');
    if (header) {
      const match = /^Bearer (.+)$/.exec(header);
      try {
        if (!match?.[1]) throw new Error('not a bearer token');
        ctx.state.identity = verifyIdentityToken(publicKey, match[1]);
      } catch (error) {
        ctx.state.log.warn({ reason: (error as Error).message }, 'rejected an identity token');
        throw unauthorized();
      }
    }
    await next();
  };
}

/** The signed-in caller, or 401. */
export function requireUser(ctx: Pick<ServiceContext, 'state'>): Identity {
  const identity = ctx.state.identity;
  if (!identity) throw unauthorized();
  return identity;
}

/** An admin caller: 401 when signed out, 403 for any other role. */
export function requireAdmin(ctx: Pick<ServiceContext, 'state'>): Identity {
  const identity = requireUser(ctx);
  if (identity.role !== 'admin') throw forbidden();
  return identity;
}
