import { errorMessages } from '@ssc/contracts';
import type { Context } from 'koa';

const messageByStatus: Record<number, string> = {
  400: errorMessages.validation,
  401: errorMessages.unauthorized,
  403: errorMessages.forbidden,
  404: errorMessages.notFound,
  413: errorMessages.payloadTooLarge,
  415: errorMessages.unsupportedMedia,
  429: errorMessages.rateLimited,
  502: errorMessages.badGateway,
  503: errorMessages.serviceUnavailable,
};

export function arabicMessageFor(status: number): string {
  return messageByStatus[status] ?? errorMessages.internal;
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The contract's JSON error body. */
export function sendJsonError(
  ctx: Context,
  status: number,
  message = arabicMessageFor(status),
): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { message };
}

/** Plain-text errors for the web side: a missing asset must never come back as the HTML page. */
export function sendTextError(
  ctx: Context,
  status: number,
  message = arabicMessageFor(status),
): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = message;
}
