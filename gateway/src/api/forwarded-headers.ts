import { SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';
import type { Context } from 'koa';

/**
 * Tells the service who the client is, in one value it can trust: X-Forwarded-For becomes the
 * single address `ctx.ip` resolved (the socket, or with TRUST_PROXY the entry the trusted proxy
 * appended, TRUST_PROXY_HOPS from the right), never a client's own leftmost entry. Services read
 * it with `clientAddress` from @ssc/service-kit. ctx.protocol and ctx.host honour
 * X-Forwarded-Proto/Host only when app.proxy is set.
 */
export function setForwardedHeaders(ctx: Context): void {
  const headers = ctx.req.headers;
  headers['x-forwarded-for'] = ctx.ip || ctx.req.socket.remoteAddress || '';
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
  delete headers['x-forwarded-port'];
  delete headers.forwarded;
  // Only services mint service tokens; one sent by a client is never passed on.
  delete headers[SERVICE_TOKEN_HEADER];
}
