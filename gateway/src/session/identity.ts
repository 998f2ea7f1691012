import { SESSION_COOKIE } from '@ssc/contracts';
import {
  IDENTITY_TOKEN_TTL_SECONDS,
  type Identity,
  signIdentityToken,
} from '@ssc/service-kit/internal-auth';
import type { Context, Middleware } from 'koa';
import { endpointOf } from '../api/routes';
import { isApiPath } from '../http/error-body';
import type { SessionResolver } from './session-resolver';

export interface SessionIdentityOptions {
  resolver: SessionResolver;
  privateKey: string;
}

/**
 * Identity for the services (design §4): a client never chooses its own `Authorization`; the
 * session cookie is resolved through the auth service and replaced by a short-lived RS256 token
 * that every service verifies itself.
 */
export function sessionIdentity(options: SessionIdentityOptions): Middleware {
  const signed = createTokenCache(options.privateKey);
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    // Written on the raw request, because the proxy forwards ctx.req's headers.
    delete ctx.req.headers.authorization;
    // Only endpoints of the table need an identity; the gateway's own /api/health and /api/docs do not.
    const endpoint = endpointOf(ctx);
    if (!endpoint) return next();

    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const identity = await options.resolver.resolve(token);
      if (identity) {
        ctx.req.headers.authorization = `Bearer ${signed(identity)}`;
        // For the gateway's own later steps (the audit of admin actions); never sent anywhere.
        ctx.state.identity = identity;
      }
      // The session token is the auth service's business; other services see the identity only.
      if (endpoint.service !== 'auth') stripSessionCookie(ctx);
    }
    try {
      await next();
    } finally {
      // After a logout or a password reset the browser's session is gone: its cached identity too.
      if (token && endpoint.revokesSession) options.resolver.evict(token);
    }
  };
}

function stripSessionCookie(ctx: Context): void {
  const header = ctx.req.headers.cookie;
  if (!header) return;
  const rest = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${SESSION_COOKIE}=`));
  if (rest.length > 0) ctx.req.headers.cookie = rest.join('; ');
  else delete ctx.req.headers.cookie;
}

/** One signature per identity for half the token's life, instead of one per request. */
function createTokenCache(privateKey: string, maxEntries = 10_000) {
  const reuseMs = (IDENTITY_TOKEN_TTL_SECONDS * 1000) / 2;
  const tokens = new Map<string, { token: string; until: number }>();
  return (identity: Identity): string => {
    const key = `${identity.userId}|${identity.role}`;
    const hit = tokens.get(key);
    if (hit && hit.until > Date.now()) return hit.token;
    const token = signIdentityToken(privateKey, identity);
    tokens.delete(key);
    tokens.set(key, { token, until: Date.now() + reuseMs });
    while (tokens.size > maxEntries) tokens.delete(tokens.keys().next().value as string);
    return token;
  };
}
