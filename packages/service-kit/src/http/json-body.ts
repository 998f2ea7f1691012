import { errorMessages } from '@ssc/contracts';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError } from '../errors/http-error';

/** Default JSON size limit; file uploads use their own multipart parser per route. */
export const DEFAULT_JSON_LIMIT = '1mb';

/**
 * Parses JSON bodies only. Oversize bodies keep their 413 from raw-body; unparsable JSON (a bare
 * SyntaxError from co-body) becomes the Arabic invalid-JSON 400.
 */
export function jsonBody(limit: string | number = DEFAULT_JSON_LIMIT): Middleware {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: limit,
    multipart: false,
    urlencoded: false,
    text: false,
    patchNode: false,
    onError(error) {
      throw error instanceof SyntaxError ? new HttpError(400, errorMessages.invalidJson) : error;
    },
  });
}
