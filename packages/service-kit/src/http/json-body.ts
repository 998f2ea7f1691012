import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';

/** Default JSON size limit; file uploads use their own multipart parser per route. */
export const DEFAULT_JSON_LIMIT = '1mb';

/** Parses JSON bodies only; bad JSON and oversize bodies surface as 400/413 via the error handler. */
export function jsonBody(limit: string | number = DEFAULT_JSON_LIMIT): Middleware {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    multipart: false,
    urlencoded: false,
    text: false,
    patchNode: false,
  });
}
