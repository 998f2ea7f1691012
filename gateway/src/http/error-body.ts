import { errorMessageForStatus } from '@ssc/contracts';
import type { Context } from 'koa';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The contract's JSON error body. */
export function sendJsonError(
  ctx: Context,
  status: number,
  message = errorMessageForStatus(status),
): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { message };
}

/** Plain-text errors for the web side: a missing asset must never come back as the HTML page. */
export function sendTextError(
  ctx: Context,
  status: number,
  message = errorMessageForStatus(status),
): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = message;
}
