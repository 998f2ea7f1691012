import {
  type AffectedAppointment,
  type AffectedDecision,
  type Availability,
  availabilityDateSchema,
  availabilityMessages,
  type HoursChange,
} from '@ssc/contracts/availability';
import { endpoints } from '@ssc/contracts/endpoints';
import { badRequest, notFound, type ServiceContext, type ServiceRoutes } from '@ssc/service-kit';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import {
  AffectedMismatchError,
  applyChange,
  previewChange,
  readAvailability,
  type StrandedAppointment,
} from './availability-store';
import {
  carryOutDecisions,
  type ServiceFacts,
  serviceFacts,
  serviceFactsOf,
} from './hours-decisions';

type PathContext = ServiceContext & { params: Record<string, string | undefined> };

/** The `:date` of an exception's path, a real `YYYY-MM-DD` day, or a 400. */
function pathDate(ctx: PathContext): string {
  const parsed = availabilityDateSchema.safeParse(ctx.params.date);
  if (!parsed.success) {
    throw badRequest(availabilityMessages.dateInvalid, { date: availabilityMessages.dateInvalid });
  }
  return parsed.data;
}

/** The `:id` of a period's path, or a 404 (an id that is no uuid names no period). */
function pathPeriodId(ctx: PathContext): string {
  const id = ctx.params.id;
  if (!isUuid(id)) throw notFound(availabilityMessages.periodNotFound);
  return id;
}

/**
 * The office's hours (issues 19 and 34.2): the week's ranges, periods and date exceptions. Every
 * change that would leave booked clients outside the hours is saved only with the admin's decision
 * for each of them (`POST …/changes`, after `POST …/preview`); the plain writes refuse it with a
 * 409 listing them. Access: the endpoint table.
 */
export function availabilityRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db } = deps;

  /** The stranded appointments as the admin reads them: reference, client, service, time. */
  async function named(stranded: readonly StrandedAppointment[]): Promise<AffectedAppointment[]> {
    const services = new Map<string, Promise<ServiceFacts>>();
    return Promise.all(
      stranded.map(async (a) => {
        let facts = services.get(a.serviceId);
        if (!facts) {
          facts = serviceFacts(deps, a.serviceId);
          services.set(a.serviceId, facts);
        }
        return {
          id: a.id,
          reference: a.reference,
          date: a.startsAt.toISOString(),
          contactName: a.contactName,
          serviceName: (await facts).name,
        };
      }),
    );
  }

  /**
   * Saves a change with the decisions: the answer is the hours now and the appointments handled;
   * when the appointments it strands are not the decided ones, a 409 with them and nothing saved.
   */
  async function save(
    ctx: ServiceContext,
    change: HoursChange,
    decisions: readonly AffectedDecision[],
    mismatchMessage: string,
  ): Promise<void> {
    const now = deps.now();
    const services = await serviceFactsOf(
      deps,
      decisions.map((d) => d.appointmentId),
    );
    let result: { availability: Availability; stranded: StrandedAppointment[] };
    try {
      result = await applyChange(db, {
        change,
        decisions,
        now,
        carryOut: (tx, stranded) =>
          carryOutDecisions(tx, {
            deps,
            stranded,
            decisions,
            services,
            actor: { kind: 'admin', userId: ctx.state.identity?.userId ?? null },
            now,
          }),
      });
    } catch (error) {
      if (!(error instanceof AffectedMismatchError)) throw error;
      ctx.status = 409;
      ctx.body = { message: mismatchMessage, affected: await named(error.stranded) };
      return;
    }
    deps.availability.invalidate();
    if (result.stranded.length > 0) deps.emailQueued();
    const actions = decisions.map((d) => d.action);
    ctx.state.log.info({ change: change.kind, actions }, 'availability changed');
    ctx.body = { ...result.availability, affected: await named(result.stranded) };
  }

  /** A plain write: saved when it strands nobody, else the 409 that sends the admin to decide. */
  const saveUndecided = (ctx: ServiceContext, change: HoursChange) =>
    save(ctx, change, [], availabilityMessages.affectedUndecided);

  routes.serve(endpoints.getAvailability, async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await readAvailability(db);
  });

  routes.serve(endpoints.previewAvailabilityChange, async (ctx, { body }) => {
    ctx.set('cache-control', 'private, no-store');
    const stranded = await previewChange(db, body.change, deps.now());
    ctx.body = { affected: await named(stranded) };
  });

  routes.serve(endpoints.applyAvailabilityChange, async (ctx, { body }) => {
    await save(ctx, body.change, body.decisions, availabilityMessages.affectedChanged);
  });

  routes.serve(endpoints.putAvailabilityWeek, async (ctx, { body }) => {
    await saveUndecided(ctx, { kind: 'week', hours: body.hours });
  });

  routes.serve(endpoints.putAvailabilityException, async (ctx, { body }) => {
    await saveUndecided(ctx, { kind: 'exception', date: pathDate(ctx), exception: body });
  });

  routes.serve(endpoints.deleteAvailabilityException, async (ctx) => {
    await saveUndecided(ctx, { kind: 'deleteException', date: pathDate(ctx) });
  });

  routes.serve(endpoints.createAvailabilityPeriod, async (ctx, { body }) => {
    await saveUndecided(ctx, { kind: 'period', period: body });
    if (ctx.status === 200) ctx.status = 201;
  });

  routes.serve(endpoints.updateAvailabilityPeriod, async (ctx, { body }) => {
    await saveUndecided(ctx, { kind: 'period', id: pathPeriodId(ctx), period: body });
  });

  routes.serve(endpoints.deleteAvailabilityPeriod, async (ctx) => {
    await saveUndecided(ctx, { kind: 'deletePeriod', id: pathPeriodId(ctx) });
  });
}
