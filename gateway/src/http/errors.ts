import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import { isApiPath, sendJsonError, sendTextError } from './error-body';
import { requestIdOf } from './request-id';

// Entity headers of a half-built response that must not describe the error body.
const staleEntityHeaders = [
  'Content-Encoding',
  'Content-Length',
  'Content-Disposition',
  'Cache-Control',
  'ETag',
  'Last-Modified',
];

function statusOf(err: unknown): number {
  const status = (err as { status?: unknown; statusCode?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * The one place thrown errors become responses. Handled here rather than by Koa's default
 * onerror, which drops headers set earlier (request id, security headers).
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const status = statusOf(err);
      if (status >= 500) logger.error({ requestId: requestIdOf(ctx), err }, 'request failed');
      if (ctx.headerSent || !ctx.writable) return;
      for (const header of staleEntityHeaders) ctx.remove(header);
      if (isApiPath(ctx.path)) sendJsonError(ctx, status);
      else sendTextError(ctx, status);
    }
  };
}
