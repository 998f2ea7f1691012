import type { ServiceContext } from './state';

/**
 * The client's address as the gateway resolved it (trusted proxy hops applied, a client's own
 * X-Forwarded-For never believed): the gateway replaces X-Forwarded-For with that one address.
 * Services are reachable only from the gateway, so this is what per-address limits key on.
 */
export function clientAddress(ctx: Pick<ServiceContext, 'get' | 'req'>): string {
  const forwarded = ctx.get('x-forwarded-for').split(',')[0]?.trim();
  return forwarded || ctx.req.socket.remoteAddress || 'unknown';
}
