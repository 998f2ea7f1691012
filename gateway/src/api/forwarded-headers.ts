import type { Context } from 'koa';

/**
 * Tells the service who the client is. Without TRUST_PROXY the gateway is the edge, so a
 * client-sent X-Forwarded-For is replaced, not extended: services must be able to trust it.
 * ctx.protocol and ctx.host already honour X-Forwarded-Proto/Host only when app.proxy is set.
 */
export function setForwardedHeaders(ctx: Context): void {
  const headers = ctx.req.headers;
  const client = ctx.req.socket.remoteAddress ?? '';
  const prior = ctx.app.proxy ? headers['x-forwarded-for'] : undefined;
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
  delete headers['x-forwarded-port'];
  delete headers.forwarded;
}
