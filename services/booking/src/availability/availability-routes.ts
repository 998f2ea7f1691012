import { availabilityDateSchema, availabilityMessages } from '@ssc/contracts/availability';
import { endpoints } from '@ssc/contracts/endpoints';
import { badRequest, notFound, type ServiceContext, type ServiceRoutes } from '@ssc/service-kit';
import type { BookingDeps } from '../http/deps';
import {
  type AvailabilityChange,
  deleteException,
  readAvailability,
  writeException,
  writeWeek,
} from './availability-store';

/** The `:date` of an exception's path, a real `YYYY-MM-DD` day, or a 400. */
function pathDate(ctx: ServiceContext & { params: Record<string, string | undefined> }): string {
  const parsed = availabilityDateSchema.safeParse(ctx.params.date);
  if (!parsed.success) {
    throw badRequest(availabilityMessages.dateInvalid, { date: availabilityMessages.dateInvalid });
  }
  return parsed.data;
}

/** The answer of every write (design §3a plus `affected`: the open appointments left outside). */
function changeBody({ availability, affected }: AvailabilityChange) {
  return { ...availability, affected };
}

/** The admin's availability (issue 19): the week and date exceptions. Access: the endpoint table. */
export function availabilityRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db } = deps;

  routes.serve(endpoints.getAvailability, async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await readAvailability(db);
  });

  routes.serve(endpoints.putAvailabilityWeek, async (ctx, { body }) => {
    const change = await writeWeek(db, body.week, deps.now());
    deps.availability.invalidate();
    ctx.state.log.info({ affected: change.affected.length }, 'availability week changed');
    ctx.body = changeBody(change);
  });

  routes.serve(endpoints.putAvailabilityException, async (ctx, { body }) => {
    const date = pathDate(ctx);
    const change = await writeException(db, date, body, deps.now());
    deps.availability.invalidate();
    ctx.state.log.info(
      { date, closed: body.closed, affected: change.affected.length },
      'availability exception set',
    );
    ctx.body = changeBody(change);
  });

  routes.serve(endpoints.deleteAvailabilityException, async (ctx) => {
    const date = pathDate(ctx);
    const change = await deleteException(db, date, deps.now());
    if (!change) throw notFound(availabilityMessages.exceptionNotFound);
    deps.availability.invalidate();
    ctx.state.log.info(
      { date, affected: change.affected.length },
      'availability exception removed',
    );
    ctx.body = changeBody(change);
  });
}
