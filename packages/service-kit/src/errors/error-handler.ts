import { type ApiErrorBody, errorMessageForStatus, errorMessages } from '@ssc/contracts';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ServiceState } from '../http/state';
import { isDatabaseUnavailable } from './database-unavailable';
import { HttpError } from './http-error';

/**
 * The one place where a thrown error becomes a response. It owns the response itself because
 * Koa's default `onerror` drops headers set earlier and `ctx.throw` would expose English text.
 */
const RETRY_AFTER_SECONDS = 5;

export function errorHandler(): Middleware<ServiceState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toResponse(error);
      if (status >= 500) {
        ctx.state.log.error({ err: error }, 'request failed');
      }
      if (ctx.headerSent || !ctx.writable) {
        return;
      }
      // Headers set by the failed handler (content-disposition, caching…) do not describe this body.
      for (const name of ctx.res.getHeaderNames()) {
        ctx.remove(name);
      }
      ctx.set('x-request-id', ctx.state.requestId);
      // A database that is restarting is usually back within seconds (npm start restarts it).
      if (status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.status = status;
      ctx.body = body;
    }
  };
}

export function toResponse(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.toBody() };
  }
  if (error instanceof z.ZodError) {
    return { status: 400, body: zodErrorBody(error) };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: errorMessages.serviceUnavailable } };
  }
  const status = exposedStatus(error);
  if (status !== undefined) {
    return { status, body: { message: errorMessageForStatus(status) } };
  }
  return { status: 500, body: { message: errorMessages.internal } };
}

function zodErrorBody(error: z.ZodError): ApiErrorBody {
  const errors: Record<string, string> = {};
  let rootMessage: string | undefined;
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      rootMessage ??= issue.message;
      continue;
    }
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  if (Object.keys(errors).length === 0) {
    return { message: rootMessage ?? errorMessages.validation };
  }
  return { message: errorMessages.validation, errors };
}

/** http-errors (koa, co-body) carry `status`/`statusCode`; formidable carries `httpCode`. */
function exposedStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { status?: unknown; statusCode?: unknown; httpCode?: unknown };
  const status = [candidate.status, candidate.statusCode, candidate.httpCode].find(
    (value): value is number => typeof value === 'number',
  );
  return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}
