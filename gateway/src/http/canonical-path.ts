import { posix } from 'node:path';
import { errorMessages } from '@ssc/contracts';
import type { Middleware } from 'koa';
import { sendJsonError } from './error-body';

/**
 * The only spelling an API path may have: `/api` and segments of unreserved characters, no empty
 * segment (`//`, a trailing `/`), no `.` or `..`, no percent-encoding, no backslash. Every
 * /api route of every service is spelled so; parameters are ids, dates and slugs.
 */
const CANONICAL_API_PATH = /^\/api(?:\/[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*)*$/;

/** Decoding stops here: a path encoded more often than this is refused anyway. */
const MAX_DECODE_ROUNDS = 4;
const PERCENT_BYTE = /%([0-9A-Fa-f]{2})/g;
const HAS_PERCENT_BYTE = /%[0-9A-Fa-f]{2}/;

/**
 * How a lenient server along the way could read the path: decoded (repeatedly, byte by byte, so
 * a malformed sequence elsewhere does not hide the rest), backslashes as slashes, duplicate
 * slashes merged, dot segments resolved, lower case.
 */
export function lenientReading(rawPath: string): string {
  let path = rawPath;
  for (let round = 0; round < MAX_DECODE_ROUNDS && HAS_PERCENT_BYTE.test(path); round += 1) {
    path = path.replace(PERCENT_BYTE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return posix.normalize(path.replaceAll('\\', '/')).toLowerCase();
}

function readsAsApi(path: string): boolean {
  return path === '/api' || path === '/api/' || path.startsWith('/api/');
}

/**
 * One canonical path for everything after it (design §3): any request that some reading could
 * take for an /api call must already be spelled canonically, or it is refused with a JSON 404.
 * So routing to the owning service, the CSRF check, rate limits, identity handling and the
 * forwarded URL all see the very same path, and no spelling such as
 * `/api/appointments/%2e%2e/%2e%2e/internal/...`, `/API/login` or `/api/login/` can slip past
 * one of them. The URL is rewritten to origin-form, so an absolute-form request line is not
 * forwarded as such.
 */
export function canonicalApiPath(): Middleware {
  return async (ctx, next) => {
    const raw = ctx.path;
    if (!readsAsApi(raw.toLowerCase()) && !readsAsApi(lenientReading(raw))) return next();
    if (!CANONICAL_API_PATH.test(raw)) {
      sendJsonError(ctx, 404, errorMessages.apiNotFound);
      return;
    }
    ctx.url = `${raw}${ctx.search}`;
    return next();
  };
}
