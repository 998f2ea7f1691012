import { bookingMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { ammanDayKey } from '@ssc/contracts/slots';
import { badRequest, conflict, notFound, type ServiceRoutes, sayForAudit } from '@ssc/service-kit';
import { and, eq } from 'drizzle-orm';
import { filesOf, toAppointment } from '../appointments/appointment-store';
import { appointmentEvents, appointments } from '../db/schema';
import { auditWords } from '../http/audit-words';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { creditRefund } from '../invoices/refund-invoice';
import { queueRefundRequest } from './refund-requests';

/**
 * The office's hand on a refund: `refund/retry` sends a refused one to the provider again;
 * `refund/record` notes how and when the office paid it back itself (a CliQ or cash payment,
 * which no provider can refund, or one the provider keeps refusing).
 *
 * `POST /api/appointments/:id/refund/retry` (admin): a refund the provider refused
 * («تعذّر الاسترداد») goes back to pending and to the provider once more, in one transaction with
 * a history line; the payment service sends it with a new idempotency key. Anything but a refused
 * refund is a 409: a pending refund is never sent twice.
 */
export function refundOfficeRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, settings, serviceKey } = deps;
  routes.serve(endpoints.retryRefund, async (ctx) => {
    const id = ctx.params.id;
    if (!isUuid(id)) throw notFound(bookingMessages.appointmentNotFound);
    const now = deps.now();
    const retried = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ refundStatus: 'pending', refundFailureReason: null })
        .where(and(eq(appointments.id, id), eq(appointments.refundStatus, 'failed')))
        .returning();
      if (!row?.refundAmountMinor) return row;
      await tx.insert(appointmentEvents).values({
        appointmentId: id,
        actor: 'admin',
        actorId: ctx.state.identity?.userId ?? null,
        action: 'refund_requested',
        details: { amountMinor: row.refundAmountMinor, retry: 1 },
      });
      await queueRefundRequest(
        tx,
        `refund-retry-${id}-${now.getTime()}`,
        {
          appointmentId: id,
          amountMinor: row.refundAmountMinor,
          requestedAt: now.toISOString(),
          retry: true,
        },
        { queue: settings.paymentRefundsQueue, serviceKey },
      );
      return row;
    });
    if (!retried) {
      const [exists] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, id));
      if (!exists) throw notFound(bookingMessages.appointmentNotFound);
      throw conflict(lifecycleMessages.refundNotFailed);
    }
    deps.emailQueued();
    sayForAudit(ctx, auditWords.refundRetried(retried, retried.refundAmountMinor ?? 0));
    ctx.state.log.info({ appointmentId: id }, 'refused refund sent again');
    const files = await filesOf(db, [id]);
    ctx.body = toAppointment(retried, files.get(id) ?? []);
  });

  routes.serve(endpoints.recordRefund, async (ctx, { body }) => {
    const id = ctx.params.id;
    if (!isUuid(id)) throw notFound(bookingMessages.appointmentNotFound);
    const today = ammanDayKey(deps.now());
    const paidOn = body.paidOn ?? today;
    if (paidOn > today) {
      throw badRequest(lifecycleMessages.refundPaidOnFuture, {
        paidOn: lifecycleMessages.refundPaidOnFuture,
      });
    }
    const recorded = await db.transaction(async (tx) => {
      // Only a refused refund: a pending one may still be paid by the provider (twice, then).
      const [row] = await tx
        .update(appointments)
        .set({ refundStatus: 'refunded', refundFailureReason: null })
        .where(and(eq(appointments.id, id), eq(appointments.refundStatus, 'failed')))
        .returning();
      if (!row) return undefined;
      await tx.insert(appointmentEvents).values({
        appointmentId: id,
        actor: 'admin',
        actorId: ctx.state.identity?.userId ?? null,
        action: 'refunded',
        details: {
          amountMinor: row.refundAmountMinor ?? null,
          by: 'office',
          method: body.method,
          paidOn,
          ...(body.reference ? { reference: body.reference } : {}),
        },
      });
      // The money is back with the client: the credit invoice against the payment's invoice.
      if (row.refundAmountMinor) {
        const service = await deps.catalogue.find(row.serviceId).catch(() => undefined);
        await creditRefund(
          tx,
          { settings: settings.invoices, serviceKey },
          { serviceKey, publicUrl: settings.publicUrl },
          {
            row,
            amountMinor: row.refundAmountMinor,
            // The name it was booked under (issue 34.3), the catalogue's for older rows.
            serviceName: row.serviceName ?? service?.nameAr ?? 'الاستشارة',
            at: deps.now(),
            logger: ctx.state.log,
          },
        );
      }
      return row;
    });
    if (!recorded) {
      const [exists] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, id));
      if (!exists) throw notFound(bookingMessages.appointmentNotFound);
      throw conflict(lifecycleMessages.refundNotManual);
    }
    deps.emailQueued();
    sayForAudit(
      ctx,
      auditWords.refundRecorded(recorded, recorded.refundAmountMinor ?? 0, body.method),
    );
    ctx.state.log.info(
      { appointmentId: id, method: body.method },
      'refund paid back by the office',
    );
    const files = await filesOf(db, [id]);
    ctx.body = toAppointment(recorded, files.get(id) ?? []);
  });
}
