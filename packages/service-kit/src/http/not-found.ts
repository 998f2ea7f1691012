import { errorMessages } from '@ssc/contracts';
import type { Middleware } from 'koa';
import { HttpError } from '../errors/http-error';

/** Last middleware: whatever no route answered is a JSON 404, never Koa's plain "Not Found". */
export function notFoundFallback(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    throw new HttpError(404, isApi ? errorMessages.apiNotFound : errorMessages.notFound);
  };
}
