import {
  type AppointmentDetail,
  bookingMessages,
  fromMinorUnits,
  toMinorUnits,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { slotProblem } from '@ssc/contracts/slots';
import {
  badRequest,
  conflict,
  notFound,
  type ServiceContext,
  type ServiceRoutes,
  sayForAudit,
} from '@ssc/service-kit';
import { eq } from 'drizzle-orm';
import { type AppointmentRow, filesOf, toAppointment } from '../appointments/appointment-store';
import { slotProblemInTransaction } from '../availability/availability-store';
import { withOutsideHours } from '../availability/outside-hours';
import { accountLookup } from '../clients/accounts';
import { appointments } from '../db/schema';
import { auditWords } from '../http/audit-words';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { meetingRoomFor } from '../meeting-rooms/meeting-room-store';
import { notesOfAppointment } from '../notes/note-store';
import { slotRefusal } from '../slots/slot-messages';
import { messagesOf } from '../whatsapp/whatsapp-store';
import { authorizeAppointment } from './appointment-access';
import {
  type Actor,
  cancelAppointment,
  isOpen,
  refundFor,
  rescheduleAppointment,
  rescheduleRight,
  transitionAppointment,
} from './lifecycle-store';
import { readableHistory } from './readable-history';
import { updateEmail } from './update-email';

/**
 * The client's and the office's changes after booking (issue 18, design §3a): cancel with the
 * policy's refund, and the one free reschedule. Allowed to the appointment's owner, an admin, or
 * whoever holds the signed link from its emails.
 */
export function lifecycleRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, settings, catalogue, serviceKey } = deps;
  const accounts = accountLookup({ authUrl: settings.authUrl, serviceKey });

  /** The appointment and who is acting on it, or the refusal a caller without a right gets. */
  const authorize = (
    ctx: ServiceContext & { params: Record<string, string | undefined> },
    token: string | undefined,
  ) => authorizeAppointment(deps, ctx, token);

  /**
   * The service's name for the email and its price (the refund base of a payment that predates
   * the stored amount). The content service being away must not block a cancellation or a
   * confirmation: the email then names the consultation generically.
   */
  async function serviceOf(ctx: ServiceContext, row: AppointmentRow) {
    const service = await catalogue.find(row.serviceId).catch((error: unknown) => {
      ctx.state.log.warn({ err: error, serviceId: row.serviceId }, 'catalogue unavailable');
      return undefined;
    });
    // What was booked wins over the catalogue's current name and price (issue 34.3).
    return {
      name: row.serviceName ?? service?.nameAr ?? 'الاستشارة',
      priceMinor: row.priceMinor ?? toMinorUnits(service?.price ?? 0),
    };
  }

  async function answer(row: AppointmentRow) {
    const files = await filesOf(db, [row.id]);
    return toAppointment(row, files.get(row.id) ?? []);
  }

  /** Cancels on behalf of `actor` (the office must say why) and answers with the refund. */
  async function cancel(
    ctx: ServiceContext,
    row: AppointmentRow,
    actor: Actor,
    reason: string | undefined,
  ) {
    // A closed appointment says so before anything is asked of the caller.
    if (!isOpen(row)) {
      throw conflict(lifecycleMessages.cannotCancel);
    }
    if (actor.kind === 'admin' && !reason) {
      throw badRequest(lifecycleMessages.reasonRequired, {
        reason: lifecycleMessages.reasonRequired,
      });
    }
    const service = await serviceOf(ctx, row);
    const outcome = await cancelAppointment(db, {
      id: row.id,
      actor,
      reason: reason || undefined,
      now: deps.now(),
      priceMinor: service.priceMinor,
      serviceKey,
      refundsQueue: settings.paymentRefundsQueue,
      email: (updated) =>
        updateEmail({
          row: updated,
          change: 'cancelled',
          serviceName: service.name,
          publicUrl: settings.publicUrl,
          serviceKey,
        }),
    });
    if (outcome.kind === 'notFound') throw notFound(bookingMessages.appointmentNotFound);
    if (outcome.kind === 'closed') throw conflict(lifecycleMessages.cannotCancel);
    deps.emailQueued();
    const cancelled = outcome.row;
    if (actor.kind === 'admin') {
      sayForAudit(ctx, auditWords.cancelled(cancelled, reason, cancelled.refundPercent));
    }
    ctx.state.log.info(
      { appointmentId: row.id, by: actor.kind, refundPercent: cancelled.refundPercent },
      'appointment cancelled',
    );
    return {
      appointment: await answer(cancelled),
      refund: {
        percent: cancelled.refundPercent ?? 0,
        amount: fromMinorUnits(cancelled.refundAmountMinor ?? 0),
        status: cancelled.refundStatus ?? 'none',
      },
    };
  }

  routes.serve(endpoints.getAppointment, async (ctx, { query }) => {
    const { row, actor } = await authorize(ctx, query.token);
    const service = await serviceOf(ctx, row);
    const now = deps.now();
    const refund = refundFor(row, actor, now, service.priceMinor);
    const listed = await answer(row);
    const detail: AppointmentDetail = {
      appointment:
        actor.kind === 'admin'
          ? ((await withOutsideHours(db, [listed], now))[0] ?? listed)
          : listed,
      serviceName: service.name,
      cancel: {
        allowed: isOpen(row),
        refund: { percent: refund.percent, amount: fromMinorUnits(refund.amountMinor) },
      },
      reschedule: rescheduleRight(row, actor, now),
      ...(actor.kind === 'admin'
        ? {
            history: await readableHistory(db, row, { accounts, logger: ctx.state.log }),
            notes: await notesOfAppointment(db, row),
            ...(settings.whatsapp ? { whatsappMessages: await messagesOf(db, row.id) } : {}),
          }
        : {}),
    };
    ctx.set('cache-control', 'private, no-store');
    ctx.body = detail;
  });

  routes.serve(endpoints.cancelAppointment, async (ctx, { body, query }) => {
    const { row, actor } = await authorize(ctx, query.token);
    ctx.body = await cancel(ctx, row, actor, body.reason);
  });

  routes.serve(endpoints.updateAppointment, async (ctx, { body }) => {
    const id = ctx.params.id;
    const [row] = isUuid(id)
      ? await db.select().from(appointments).where(eq(appointments.id, id))
      : [];
    if (!row) throw notFound(bookingMessages.appointmentNotFound);
    const actor: Actor = { kind: 'admin', userId: ctx.state.identity?.userId ?? null };
    if (body.status === 'cancelled') {
      ctx.body = (await cancel(ctx, row, actor, body.reason)).appointment;
      return;
    }
    if (body.status !== 'confirmed' && body.status !== 'completed' && body.status !== 'no_show') {
      throw conflict(bookingMessages.invalidTransition);
    }
    let meetingUrl: string | undefined;
    if (body.status === 'confirmed' && row.consultationMode !== 'office') {
      meetingUrl =
        body.meetingUrl ??
        (await meetingRoomFor(db, row.consultationMode, settings.defaultMeetingUrls));
      if (!meetingUrl) {
        throw badRequest(lifecycleMessages.meetingUrlRequired, {
          meetingUrl: lifecycleMessages.meetingUrlRequired,
        });
      }
    }
    const service = body.status === 'confirmed' ? await serviceOf(ctx, row) : undefined;
    const outcome = await transitionAppointment(db, {
      id: row.id,
      to: body.status,
      actor,
      now: deps.now(),
      ...(meetingUrl ? { meetingUrl } : {}),
      serviceKey,
      ...(service
        ? {
            email: (updated: AppointmentRow) =>
              updateEmail({
                row: updated,
                change: 'confirmed',
                serviceName: service.name,
                publicUrl: settings.publicUrl,
                serviceKey,
                // Unpaid and held: the email asks for the payment by the deadline (issue 34.1).
                priceMinor: service.priceMinor,
              }),
          }
        : {}),
    });
    if (outcome.kind === 'notFound') throw notFound(bookingMessages.appointmentNotFound);
    if (outcome.kind === 'invalid') throw conflict(bookingMessages.invalidTransition);
    if (outcome.kind === 'notStarted') {
      throw conflict(
        body.status === 'no_show'
          ? lifecycleMessages.noShowBeforeStart
          : bookingMessages.completeBeforeStart,
      );
    }
    if (service) deps.emailQueued();
    sayForAudit(
      ctx,
      body.status === 'confirmed'
        ? auditWords.confirmed(outcome.row, service?.name ?? 'الاستشارة', meetingUrl)
        : auditWords[body.status](outcome.row),
    );
    ctx.state.log.info(
      { appointmentId: row.id, status: body.status },
      'appointment status changed',
    );
    ctx.body = await answer(outcome.row);
  });

  routes.serve(endpoints.rescheduleAppointment, async (ctx, { body, query }) => {
    const { row, actor } = await authorize(ctx, query.token);
    const startsAt = new Date(body.date);
    const now = deps.now();
    // A first check before anything else; the one that counts runs in the move's transaction.
    const problem = slotProblem(startsAt, now, settings.horizonDays, await deps.availability.get());
    if (problem) throw slotRefusal(problem);
    const service = await serviceOf(ctx, row);
    const outcome = await rescheduleAppointment(db, {
      id: row.id,
      actor,
      startsAt,
      now,
      capacity: settings.slotCapacity,
      serviceKey,
      check: (tx) => slotProblemInTransaction(tx, startsAt, now, settings.horizonDays),
      email: (updated, previous) =>
        updateEmail({
          row: updated,
          change: 'rescheduled',
          serviceName: service.name,
          publicUrl: settings.publicUrl,
          serviceKey,
          previousStartsAt: previous,
        }),
    });
    switch (outcome.kind) {
      case 'notFound':
        throw notFound(bookingMessages.appointmentNotFound);
      case 'closed':
        throw conflict(lifecycleMessages.cannotReschedule);
      case 'used':
        throw conflict(lifecycleMessages.rescheduleUsed);
      case 'same':
        throw badRequest(lifecycleMessages.sameSlot, { date: lifecycleMessages.sameSlot });
      case 'taken':
        throw conflict(bookingMessages.slotTaken);
      case 'unavailable':
        throw slotRefusal(outcome.problem);
    }
    deps.emailQueued();
    if (actor.kind === 'admin') {
      sayForAudit(ctx, auditWords.rescheduled(outcome.row, row.startsAt, outcome.row.startsAt));
    }
    ctx.state.log.info({ appointmentId: row.id, by: actor.kind }, 'appointment rescheduled');
    ctx.body = await answer(outcome.row);
  });
}
