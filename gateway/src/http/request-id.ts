import { REQUEST_ID_HEADER, requestIdFrom } from '@ssc/contracts';
import type { Context, Middleware } from 'koa';

/** Keeps a sane incoming x-request-id or mints one; it is forwarded upstream and returned. */
export function requestId(): Middleware {
  return async (ctx, next) => {
    const id = requestIdFrom(ctx.get(REQUEST_ID_HEADER));
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
