import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import { requestIdOf } from './request-id';

// Polled by orchestrators every few seconds: only worth a line when debugging.
const PROBES = new Set(['/health', '/ready']);

/**
 * One log line per request, written when the response is really over: static bodies stream
 * and proxied ones bypass Koa, so the end of the middleware chain is not the end of the request.
 * Only the path is logged; query strings can carry reset tokens.
 */
export function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    ctx.res.once('close', () => {
      const status = ctx.res.statusCode;
      const line = {
        requestId: requestIdOf(ctx),
        method: ctx.method,
        path: ctx.path,
        status,
        durationMs: Math.round(performance.now() - started),
        ...(ctx.res.writableFinished ? {} : { aborted: true }),
      };
      if (PROBES.has(ctx.path)) logger.debug(line, 'request');
      else if (status >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    await next();
  };
}
