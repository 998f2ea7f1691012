import { requireAdmin, requireUser, type ServiceState } from '@ssc/service-kit';
import type { Middleware } from 'koa';

/**
 * Checks who is calling before anything else runs (query validation, reading an upload): a
 * guest never gets a 400 for a bad query, nor streams a file, on a signed-in route.
 */
export const signedIn: Middleware<ServiceState> = (ctx, next) => {
  requireUser(ctx);
  return next();
};

export const adminOnly: Middleware<ServiceState> = (ctx, next) => {
  requireAdmin(ctx);
  return next();
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid column as an SQL error). */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
