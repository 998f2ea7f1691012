import { REQUEST_ID_HEADER, requestIdFrom } from '@ssc/contracts';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import type { ServiceState } from './state';

/** Probes hit these every few seconds; logging them at info would drown real traffic. */
const QUIET_PATHS = new Set(['/health', '/ready']);

/**
 * Outermost middleware: gives the request its id and child logger, echoes the id and writes
 * one access line when the response is done.
 */
export function requestContext(logger: Logger): Middleware<ServiceState> {
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(ctx.get(REQUEST_ID_HEADER));
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.state.validated = {};
    ctx.set(REQUEST_ID_HEADER, requestId);
    try {
      await next();
    } finally {
      const line = {
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      // Probes are polled; a not-ready answer while the database opens is expected, not an error.
      if (QUIET_PATHS.has(ctx.path)) ctx.state.log.debug(line, 'request');
      else if (ctx.status >= 500) ctx.state.log.error(line, 'request');
      else ctx.state.log.info(line, 'request');
    }
  };
}
