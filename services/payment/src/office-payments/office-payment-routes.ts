import {
  type CliqInstructions,
  cliqMessages,
  fromMinorUnits,
  type InternalAppointment,
  PAYMENT_CURRENCY,
  paymentMessages,
  toMinorUnits,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  conflict,
  type EndpointContext,
  notFound,
  requireAdmin,
  type ServiceRoutes,
  sayForAudit,
} from '@ssc/service-kit';
import {
  parseUpload,
  sendStoredFile,
  type UploadStore,
  withFileMoves,
} from '@ssc/service-kit/uploads';
import { and, eq } from 'drizzle-orm';
import { payments } from '../db/schema';
import { bookedService } from '../payments/booked-service';
import { isUuid, type PaymentDeps } from '../payments/deps';
import {
  findPayment,
  type PaymentRow,
  paymentForTarget,
  toPayment,
} from '../payments/payment-store';
import { officePaymentAuditWords } from './office-audit-words';
import {
  decideTransfer,
  pendingTransfers,
  recordCash,
  reportTransfer,
  transferFileOf,
} from './transfer-store';

const HOUR_MS = 3_600_000;
const GUEST_USER_ID = 'guest';

/**
 * Payments the office settles itself (issue 31.2): CliQ transfers — the client gets the office's
 * alias, the exact amount and the reference, reports the transfer (optionally with the bank's
 * confirmation), and an admin confirms or rejects it — and cash taken at the desk. Confirming and
 * cash run the paid path of every payment (`moveToOutcome`): booking marks it paid and the receipt
 * email goes out.
 */
export function officePaymentRoutes(
  routes: ServiceRoutes,
  deps: PaymentDeps,
  uploads: UploadStore,
): void {
  const { db, settings, catalogue, booking } = deps;
  const events = { queue: settings.paymentEventsQueue, serviceKey: deps.serviceKey };
  const offers = (method: 'cliq' | 'cash') => settings.methods.includes(method);

  /** The appointment's payment row, created when missing; refused when it cannot be paid. */
  async function appointmentPayment(
    appointmentId: string,
    userId: string,
  ): Promise<{ payment: PaymentRow; appointment: InternalAppointment }> {
    const appointment = isUuid(appointmentId)
      ? await booking.appointment(appointmentId)
      : undefined;
    if (!appointment) throw notFound(paymentMessages.appointmentNotFound);
    if (appointment.status === 'cancelled') throw conflict(paymentMessages.appointmentCancelled);
    if (appointment.paymentStatus === 'paid') throw conflict(paymentMessages.alreadyPaid);
    const service = await bookedService(appointment, catalogue);
    const payment = await paymentForTarget(db, {
      kind: 'appointment',
      targetId: appointment.id,
      serviceId: service.id,
      serviceName: service.nameAr,
      userId,
      amountMinor: toMinorUnits(service.price),
      provider: deps.provider?.name ?? 'office',
      method: 'cliq',
      reference: appointment.reference ?? null,
      payerName: appointment.contactName ?? null,
    });
    if (payment.status === 'paid') throw conflict(paymentMessages.alreadyPaid);
    return { payment, appointment };
  }

  /** How long the booking stays held once the transfer is reported: never past its start. */
  const holdUntilOf = (appointment: InternalAppointment | undefined): Date | undefined => {
    if (!appointment?.startsAt) return undefined;
    const held = Date.now() + settings.cliq.holdHours * HOUR_MS;
    return new Date(Math.min(held, new Date(appointment.startsAt).getTime()));
  };

  routes.serve(endpoints.startCliqPayment, async (ctx, { body }) => {
    if (!offers('cliq')) throw notFound(cliqMessages.notEnabled);
    let payment: PaymentRow | undefined;
    let appointment: InternalAppointment | undefined;
    if (body.appointmentId) {
      ({ payment, appointment } = await appointmentPayment(
        body.appointmentId,
        ctx.state.identity?.userId ?? GUEST_USER_ID,
      ));
    } else if (body.serviceRequestId && isUuid(body.serviceRequestId)) {
      // A request is stored (with its payment) by the wizard's step 2 first.
      [payment] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.kind, 'service-request'), eq(payments.targetId, body.serviceRequestId)),
        );
    }
    if (!payment) throw notFound(paymentMessages.serviceRequestNotFound);
    if (payment.status === 'paid') throw conflict(paymentMessages.alreadyPaid);
    const holdUntil = holdUntilOf(appointment);
    const answer: CliqInstructions = {
      paymentId: payment.id,
      alias: settings.cliq.alias,
      accountName: settings.cliq.accountName,
      amount: fromMinorUnits(payment.amountMinor),
      currency: PAYMENT_CURRENCY,
      reference: payment.reference ?? payment.targetId,
      holdUntil: holdUntil?.toISOString() ?? null,
      status: payment.status,
    };
    ctx.set('cache-control', 'no-store');
    ctx.body = answer;
  });

  // At most one confirmation file: a photo or PDF of the bank's screen.
  // Design §3b names the part `receipt`; the site's pages send `files` like every upload.
  const upload = parseUpload(uploads, {
    allowJson: true,
    maxFiles: 1,
    fileField: ['receipt', 'files'],
  });
  routes.serve(endpoints.reportTransfer, { before: [upload] }, async (ctx) => {
    if (!offers('cliq')) throw notFound(cliqMessages.notEnabled);
    const payment = isUuid(ctx.params.id) ? await findPayment(db, ctx.params.id) : undefined;
    if (!payment) throw notFound(paymentMessages.paymentNotFound);
    if (payment.status === 'paid') throw conflict(paymentMessages.alreadyPaid);
    if (payment.status === 'awaiting_confirmation') throw conflict(cliqMessages.alreadyReported);
    const appointment =
      payment.kind === 'appointment' ? await booking.appointment(payment.targetId) : undefined;
    if (appointment?.status === 'cancelled') throw conflict(paymentMessages.appointmentCancelled);
    const [file] = upload.value(ctx).files;
    const previous = await transferFileOf(db, payment.id);
    const moved = await withFileMoves(uploads, (move) =>
      reportTransfer(
        db,
        payment,
        {
          file: file
            ? async () => ({
                storedName: await move(file),
                originalName: file.originalName,
                mimeType: file.mimeType,
              })
            : undefined,
          holdUntil: holdUntilOf(appointment),
        },
        events,
      ),
    );
    if (!moved) throw conflict(cliqMessages.alreadyReported);
    // A transfer reported again after a rejection replaces the old confirmation.
    if (previous) await uploads.remove(previous.storedName);
    deps.eventQueued();
    ctx.state.log.info(
      { paymentId: payment.id, withFile: Boolean(file) },
      'CliQ transfer reported',
    );
    ctx.set('cache-control', 'no-store');
    ctx.body = toPayment(moved);
  });

  routes.serve(endpoints.listPendingPayments, async (ctx) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = await pendingTransfers(db);
  });

  routes.serve(endpoints.transferReceipt, async (ctx) => {
    const file = isUuid(ctx.params.id) ? await transferFileOf(db, ctx.params.id) : undefined;
    const sent =
      file &&
      (await sendStoredFile(ctx, uploads, {
        storedName: file.storedName,
        name: file.originalName,
        mimeType: file.mimeType,
      }));
    if (!sent) throw notFound(paymentMessages.paymentNotFound);
  });

  const decide =
    (kind: 'confirmed' | 'rejected') =>
    async (
      ctx: EndpointContext,
      decision: { bankReference?: string | undefined; reason?: string | undefined },
    ) => {
      const admin = requireAdmin(ctx);
      const payment = isUuid(ctx.params.id) ? await findPayment(db, ctx.params.id) : undefined;
      if (!payment) throw notFound(paymentMessages.paymentNotFound);
      const moved = await decideTransfer(
        db,
        payment.id,
        kind === 'confirmed'
          ? { kind, bankReference: decision.bankReference || undefined }
          : { kind, reason: decision.reason ?? '' },
        admin.userId,
        events,
      );
      if (!moved) throw conflict(cliqMessages.notAwaiting);
      deps.eventQueued();
      ctx.state.log.info({ paymentId: payment.id, decision: kind }, 'CliQ transfer decided');
      sayForAudit(
        ctx,
        kind === 'confirmed'
          ? officePaymentAuditWords.confirmed(moved, decision.bankReference || undefined)
          : officePaymentAuditWords.rejected(moved, decision.reason ?? ''),
      );
      ctx.body = toPayment(moved);
    };
  const confirm = decide('confirmed');
  const reject = decide('rejected');
  routes.serve(endpoints.confirmPayment, (ctx, { body }) => confirm(ctx, body));
  routes.serve(endpoints.rejectPayment, (ctx, { body }) => reject(ctx, body));

  routes.serve(endpoints.recordCashPayment, async (ctx, { body }) => {
    const admin = requireAdmin(ctx);
    if (!offers('cash')) throw notFound(cliqMessages.cashNotEnabled);
    const { payment, appointment } = await appointmentPayment(body.appointmentId, admin.userId);
    if (appointment.consultationMode !== undefined && appointment.consultationMode !== 'office') {
      throw conflict(cliqMessages.cashOfficeOnly);
    }
    const paid = await recordCash(db, payment, events);
    if (!paid) throw conflict(paymentMessages.alreadyPaid);
    deps.eventQueued();
    ctx.state.log.info({ paymentId: payment.id, by: admin.userId }, 'cash payment recorded');
    sayForAudit(ctx, officePaymentAuditWords.cash(paid));
    ctx.body = toPayment(paid);
  });
}
