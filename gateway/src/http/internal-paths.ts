import type { Middleware } from 'koa';
import { lenientReading } from './canonical-path';
import { sendJsonError } from './error-body';

/** Paths only an internal listener serves (Prometheus scrapes `METRICS_PORT`, never this port). */
const INTERNAL_ONLY = ['/metrics'];

/**
 * The public port refuses `/metrics` in every spelling a lenient reader could take for it
 * (`/METRICS`, `/%6detrics`, `/api/../metrics`, `//metrics/`): a JSON 404, never the site's
 * page or the numbers.
 */
export function refuseInternalPaths(): Middleware {
  return async (ctx, next) => {
    const readings = [ctx.path.toLowerCase(), lenientReading(ctx.path)];
    const internal = readings.some((path) =>
      INTERNAL_ONLY.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}.`)),
    );
    if (!internal) return next();
    sendJsonError(ctx, 404);
  };
}
