import { errorMessages, paymentMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { HttpError, notFound, type ServiceRoutes } from '@ssc/service-kit';
import { createTestProvider, InvalidWebhookSignature } from '../providers';
import { processRefundEvent } from '../refunds/refund-store';
import { isUuid, type PaymentDeps } from './deps';
import { findPayment, processProviderEvent, toPayment } from './payment-store';

/** Largest webhook body read (Stripe's events are a few KB). */
const WEBHOOK_LIMIT_BYTES = 512 * 1024;

export function statusRoutes(routes: ServiceRoutes, deps: PaymentDeps): void {
  const { db, provider, settings } = deps;

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
    const { result, payment: after } = await processProviderEvent(db, 'test', event, {
      queue: settings.paymentEventsQueue,
      serviceKey: deps.serviceKey,
    });
    if (result === 'applied') deps.eventQueued();
    ctx.state.log.info({ paymentId, outcome, result }, 'test payment event processed');
    ctx.body = toPayment(after ?? payment);
  });

  // The body stays raw (a webhook in the table): Stripe signs the exact bytes.
  routes.serve(endpoints.stripeWebhook, async (ctx) => {
    if (provider?.name !== 'stripe' || !provider.parseWebhook) throw notFound();
    const raw = await readRawBody(ctx.req, WEBHOOK_LIMIT_BYTES);
    let event: ReturnType<NonNullable<typeof provider.parseWebhook>>;
    try {
      event = provider.parseWebhook(raw, ctx.get('stripe-signature') || undefined);
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) {
        ctx.state.log.warn('Stripe webhook with an invalid signature refused');
        throw new HttpError(400, paymentMessages.invalidSignature);
      }
      throw error;
    }
    if (event?.type === 'refund') {
      const result = await processRefundEvent(db, 'stripe', event, {
        queue: settings.paymentEventsQueue,
        serviceKey: deps.serviceKey,
      });
      if (result === 'applied') deps.eventQueued();
      ctx.state.log[result === 'unknown-refund' ? 'error' : 'info'](
        { eventId: event.eventId, outcome: event.outcome, result },
        'Stripe refund webhook processed',
      );
    } else if (event) {
      const { result, payment } = await processProviderEvent(db, 'stripe', event, {
        queue: settings.paymentEventsQueue,
        serviceKey: deps.serviceKey,
      });
      if (result === 'applied') deps.eventQueued();
      const log = result === 'amount-mismatch' || result === 'unknown-payment' ? 'error' : 'info';
      ctx.state.log[log](
        { eventId: event.eventId, outcome: event.outcome, result, paymentId: payment?.id },
        'Stripe webhook processed',
      );
    }
    ctx.body = { received: true };
  });
}

async function readRawBody(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new HttpError(413, errorMessages.payloadTooLarge);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
