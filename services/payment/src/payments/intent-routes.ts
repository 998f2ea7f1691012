import { randomUUID } from 'node:crypto';
import {
  cliqMessages,
  type InternalAppointment,
  PAYMENT_CURRENCY,
  type PaymentIntentResponse,
  paymentMessages,
  toMinorUnits,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  conflict,
  HttpError,
  notFound,
  type ServiceContext,
  type ServiceRoutes,
} from '@ssc/service-kit';
import type { ProviderIntent } from '../providers';
import { bookedService, type PricedService } from './booked-service';
import { isUuid, type PaymentDeps } from './deps';
import { attachIntent, type PaymentRow, paymentForTarget, setReference } from './payment-store';

const GUEST_USER_ID = 'guest';

/** What the checkout shows of the appointment being paid: its reference, start and deadline. */
function appointmentFacts(appointment: InternalAppointment | undefined) {
  return {
    ...(appointment?.reference ? { reference: appointment.reference } : {}),
    ...(appointment?.startsAt ? { startsAt: appointment.startsAt } : {}),
    ...(appointment?.paymentDueAt !== undefined ? { paymentDueAt: appointment.paymentDueAt } : {}),
  };
}

export function intentRoutes(routes: ServiceRoutes, deps: PaymentDeps): void {
  const { db, provider, catalogue, booking, settings } = deps;
  /** The online methods offered: card through the provider, CliQ by transfer. */
  const methods = settings.methods.filter((m): m is 'card' | 'cliq' => m !== 'cash');
  const cliqOnly = !provider && methods.includes('cliq');

  /**
   * No card provider: the page says online card payment is not enabled and points to contact
   * (spec), or, when the office takes CliQ transfers, offers that (`methods`, `paymentId`).
   */
  const notEnabled = (service: PricedService): PaymentIntentResponse => ({
    methods,
    provider: null,
    clientSecret: null,
    paymentId: null,
    amount: service.price,
    currency: PAYMENT_CURRENCY,
    serviceName: service.nameAr,
  });

  /**
   * The provider's open intent for this payment: the stored one when it can still be paid, else
   * a new one. The idempotency key is per payment target and attempt, so racing checkouts of the
   * same appointment get one intent.
   */
  async function openIntent(
    payment: PaymentRow,
    amountMinor: number,
    reference: string,
  ): Promise<ProviderIntent> {
    if (!provider) throw new Error('no provider');
    try {
      let attempt = payment.attempt;
      if (payment.providerRef) {
        if (payment.provider === provider.name && payment.amountMinor === amountMinor) {
          const existing = await provider.retrieveIntent(payment.providerRef);
          if (existing.state === 'open') return existing;
          // Paid at the provider while its webhook is still on the way: never charge twice.
          if (existing.state === 'succeeded') throw conflict(paymentMessages.alreadyPaid);
        }
        attempt += 1;
      }
      const intent = await provider.createIntent({
        amountMinor,
        currency: 'jod',
        idempotencyKey: `ssc-${payment.kind}-${payment.targetId}-${attempt}`,
        description: payment.serviceName,
        reference,
        metadata: { paymentId: payment.id, kind: payment.kind, targetId: payment.targetId },
      });
      const attached = await attachIntent(db, payment.id, {
        providerRef: intent.ref,
        provider: provider.name,
        amountMinor,
        attempt,
      });
      if (!attached) throw conflict(paymentMessages.alreadyPaid);
      return intent;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, paymentMessages.setupFailed);
    }
  }

  function answer(
    ctx: ServiceContext,
    payment: PaymentRow,
    intent: ProviderIntent,
    service: PricedService,
    appointment?: InternalAppointment,
  ) {
    const body: PaymentIntentResponse = {
      methods,
      provider: provider?.name ?? null,
      clientSecret: intent.clientSecret,
      paymentId: payment.id,
      amount: service.price,
      currency: PAYMENT_CURRENCY,
      serviceName: service.nameAr,
      ...(provider?.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      ...(intent.widgetUrl ? { widgetUrl: intent.widgetUrl } : {}),
      ...appointmentFacts(appointment),
    };
    ctx.set('cache-control', 'no-store');
    return body;
  }

  routes.serve(endpoints.createPaymentIntent, async (ctx, { body: { appointmentId, amount } }) => {
    const appointment = isUuid(appointmentId)
      ? await booking.appointment(appointmentId)
      : undefined;
    if (!appointment) throw notFound(paymentMessages.appointmentNotFound);
    if (appointment.status === 'cancelled') throw conflict(paymentMessages.appointmentCancelled);
    const service = await bookedService(appointment, catalogue);
    const amountMinor = toMinorUnits(service.price);
    if (amount !== undefined && toMinorUnits(amount) !== amountMinor) {
      throw conflict(paymentMessages.amountMismatch);
    }
    if (appointment.paymentStatus === 'paid') throw conflict(paymentMessages.alreadyPaid);
    // A reported transfer is being checked by the office: no second payment meanwhile.
    if (appointment.paymentStatus === 'awaiting_confirmation') {
      throw conflict(cliqMessages.alreadyReported);
    }
    if (!provider && !cliqOnly) {
      ctx.body = { ...notEnabled(service), ...appointmentFacts(appointment) };
      return;
    }
    const payment = await paymentForTarget(db, {
      kind: 'appointment',
      targetId: appointment.id,
      serviceId: service.id,
      serviceName: service.nameAr,
      userId: ctx.state.identity?.userId ?? GUEST_USER_ID,
      amountMinor,
      provider: provider?.name ?? 'office',
      method: provider ? 'card' : 'cliq',
      reference: appointment.reference ?? null,
      payerName: appointment.contactName ?? null,
    });
    if (payment.status === 'paid') throw conflict(paymentMessages.alreadyPaid);
    if (!provider) {
      ctx.set('cache-control', 'no-store');
      ctx.body = {
        ...notEnabled(service),
        paymentId: payment.id,
        ...appointmentFacts(appointment),
      };
      return;
    }
    // The SND- reference names the payment at the provider; a booking service older than the
    // field gives none, and the payment's own id stands in.
    const intent = await openIntent(payment, amountMinor, appointment.reference ?? payment.id);
    ctx.state.log.info({ paymentId: payment.id, appointmentId }, 'payment intent ready');
    ctx.body = answer(ctx, payment, intent, service, appointment);
  });

  routes.serve(endpoints.createServicePaymentIntent, async (ctx, { body }) => {
    const service = await catalogue.find(body.serviceId);
    if (!service) throw notFound(paymentMessages.serviceNotFound);
    const amountMinor = toMinorUnits(service.price);
    if (toMinorUnits(body.amount) !== amountMinor) throw conflict(paymentMessages.amountMismatch);
    const userId = ctx.state.identity?.userId ?? GUEST_USER_ID;
    const serviceRequestId = randomUUID();
    const payment =
      provider || cliqOnly
        ? await paymentForTarget(db, {
            kind: 'service-request',
            targetId: serviceRequestId,
            serviceId: service.id,
            serviceName: service.nameAr,
            userId,
            amountMinor,
            provider: provider?.name ?? 'office',
            method: provider ? 'card' : 'cliq',
            payerName: body.fullName,
          })
        : undefined;
    // Stored in the booking service before any money can move: admins see it, paid or not.
    const stored = await booking.putServiceRequest(serviceRequestId, {
      serviceId: service.id,
      userId,
      fullName: body.fullName,
      email: body.email,
      phone: body.phone,
      company: body.company,
      address: body.address,
      serviceDetails: body.serviceDetails,
      amount: service.price,
      paymentId: payment?.id ?? null,
    });
    ctx.state.log.info({ serviceRequestId, paymentId: payment?.id }, 'service request stored');
    if (payment && stored.reference) await setReference(db, payment.id, stored.reference);
    if (!payment || !provider) {
      ctx.set('cache-control', 'no-store');
      ctx.body = {
        ...notEnabled(service),
        serviceRequestId,
        ...(payment ? { paymentId: payment.id } : {}),
      };
      return;
    }
    const intent = await openIntent(payment, amountMinor, stored.reference ?? serviceRequestId);
    ctx.body = { ...answer(ctx, payment, intent, service), serviceRequestId };
  });
}
