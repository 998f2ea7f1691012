import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';

export const REQUEST_ID_HEADER = 'x-request-id';

// Incoming ids end up in every service's logs, so only short, plain tokens are kept.
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keeps a sane incoming x-request-id or mints one; it is forwarded upstream and returned. */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const id = SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    // Written on the raw request too, because the proxy forwards ctx.req's headers.
    ctx.req.headers[REQUEST_ID_HEADER] = id;
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}

export function requestIdOf(ctx: Context): string {
  return String(ctx.state.requestId ?? '');
}
