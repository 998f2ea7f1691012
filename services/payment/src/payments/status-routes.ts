import { type PaymentProviderName, paymentMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  type EndpointContext,
  HttpError,
  notFound,
  readRawBody,
  type ServiceContext,
  type ServiceRoutes,
} from '@ssc/service-kit';
import { createTestProvider, InvalidWebhookSignature, type ProviderEvent } from '../providers';
import { processRefundEvent } from '../refunds/refund-store';
import { isUuid, type PaymentDeps } from './deps';
import { findPayment, processProviderEvent, toPayment } from './payment-store';

/** Largest webhook body read (Stripe's events are a few KB). */
const WEBHOOK_LIMIT_BYTES = 512 * 1024;

export function statusRoutes(routes: ServiceRoutes, deps: PaymentDeps): void {
  const { db, provider, settings } = deps;
  const eventsTarget = { queue: settings.paymentEventsQueue, serviceKey: deps.serviceKey };

  /** A payment outcome from any source, applied once; logged loudly when it matches nothing. */
  async function applyEvent(
    ctx: ServiceContext,
    name: PaymentProviderName,
    event: ProviderEvent,
    source: string,
  ) {
    const { result, payment } = await processProviderEvent(db, name, event, eventsTarget);
    if (result === 'applied') deps.eventQueued();
    const log = result === 'amount-mismatch' || result === 'unknown-payment' ? 'error' : 'info';
    ctx.state.log[log](
      {
        provider: name,
        source,
        eventId: event.eventId,
        outcome: event.outcome,
        result,
        paymentId: payment?.id,
      },
      'payment event processed',
    );
  }

  routes.serve(endpoints.paymentStatus, async (ctx) => {
    const payment = isUuid(ctx.params.id) ? await findPayment(db, ctx.params.id) : undefined;
    if (!payment) throw notFound(paymentMessages.paymentNotFound);
    ctx.set('cache-control', 'no-store');
    ctx.body = toPayment(payment);
  });

  // The test provider's stand-in for the provider's webhook: same event processing, no money.
  const testProvider = provider?.name === 'test' ? createTestProvider() : undefined;
  routes.serve(endpoints.confirmTestPayment, async (ctx, { body: { paymentId, outcome } }) => {
    if (!testProvider || settings.nodeEnv === 'production') {
      throw notFound(paymentMessages.testProviderOnly);
    }
    const payment = isUuid(paymentId) ? await findPayment(db, paymentId) : undefined;
    if (!payment?.providerRef || payment.provider !== 'test') {
      throw notFound(paymentMessages.paymentNotFound);
    }
    const event = testProvider.simulate(payment.providerRef, outcome, payment.amountMinor);
    const { result, payment: after } = await processProviderEvent(db, 'test', event, eventsTarget);
    if (result === 'applied') deps.eventQueued();
    ctx.state.log.info({ paymentId, outcome, result }, 'test payment event processed');
    ctx.body = toPayment(after ?? payment);
  });

  /**
   * Both providers' notifications, each on its own path and only with that provider configured.
   * The body stays raw (a webhook in the table): Stripe signs, and HyperPay encrypts, the exact
   * bytes. A notification that does not verify is a 400 and changes nothing.
   */
  const webhook =
    (name: 'stripe' | 'hyperpay') =>
    async (ctx: EndpointContext): Promise<void> => {
      if (provider?.name !== name || !provider.parseWebhook) throw notFound();
      const raw = await readRawBody(ctx.req, WEBHOOK_LIMIT_BYTES);
      let event: ReturnType<NonNullable<typeof provider.parseWebhook>>;
      try {
        event = provider.parseWebhook(raw, (header) => ctx.get(header) || undefined);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) {
          ctx.state.log.warn({ provider: name }, 'webhook that does not verify refused');
          throw new HttpError(400, paymentMessages.invalidSignature);
        }
        throw error;
      }
      if (event?.type === 'refund') {
        const result = await processRefundEvent(db, name, event, eventsTarget);
        if (result === 'applied') deps.eventQueued();
        ctx.state.log[result === 'unknown-refund' ? 'error' : 'info'](
          { provider: name, eventId: event.eventId, outcome: event.outcome, result },
          'refund webhook processed',
        );
      } else if (event) {
        await applyEvent(ctx, name, event, 'webhook');
      }
      ctx.body = { received: true };
    };
  routes.serve(endpoints.stripeWebhook, webhook('stripe'));
  routes.serve(endpoints.hyperpayWebhook, webhook('hyperpay'));

  // The browser is back from the provider's page: the server asks the provider, and applies
  // what it says through the notifications' path (the same event id, so the two apply once).
  routes.serve(endpoints.refreshPayment, async (ctx) => {
    const payment = isUuid(ctx.params.id) ? await findPayment(db, ctx.params.id) : undefined;
    if (!payment) throw notFound(paymentMessages.paymentNotFound);
    ctx.set('cache-control', 'no-store');
    const readOutcome = provider?.name === payment.provider ? provider.readOutcome : undefined;
    // A failed payment may be paid since in a new checkout: only a paid one is never asked again.
    if (payment.status === 'paid' || !payment.providerRef || !provider || !readOutcome) {
      ctx.body = toPayment(payment);
      return;
    }
    let event: ProviderEvent | null;
    try {
      event = await readOutcome(payment.providerRef);
    } catch (error) {
      ctx.state.log.error({ err: error, paymentId: payment.id }, 'payment status read failed');
      throw new HttpError(502, paymentMessages.statusUnavailable);
    }
    if (event) await applyEvent(ctx, provider.name, event, 'status read');
    ctx.body = toPayment((await findPayment(db, payment.id)) ?? payment);
  });
}
