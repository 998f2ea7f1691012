import {
  errorMessages,
  paymentMessages,
  paymentSchema,
  testPaymentConfirmSchema,
} from '@ssc/contracts';
import { HttpError, notFound, type ServiceRouter, validateBody } from '@ssc/service-kit';
import { z } from 'zod';
import { createTestProvider, InvalidWebhookSignature } from '../providers';
import { isUuid, type PaymentDeps } from './deps';
import { findPayment, processProviderEvent, toPayment } from './payment-store';

/** Largest webhook body read (Stripe's events are a few KB). */
const WEBHOOK_LIMIT_BYTES = 512 * 1024;
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

export function statusRoutes(router: ServiceRouter, deps: PaymentDeps): void {
  const { db, docs, provider, settings } = deps;

  docs.add('get', '/api/payments/:id', {
    summary:
      'حالة عملية دفع للإيصال: الخدمة والمبلغ والحالة وتاريخ الدفع فقط، دون بيانات شخصية ' +
      '(لمن يحمل رقم العملية: صاحب الطلب أو الزائر الذي دفع أو المشرف)',
    response: paymentSchema,
    errors: [404],
  });
  router.get('/api/payments/:id', async (ctx) => {
    const payment = isUuid(ctx.params.id) ? await findPayment(db, ctx.params.id) : undefined;
    if (!payment) throw notFound(paymentMessages.paymentNotFound);
    ctx.set('cache-control', 'no-store');
    ctx.body = toPayment(payment);
  });

  // The test provider's stand-in for the provider's webhook: same event processing, no money.
  const testProvider = provider?.name === 'test' ? createTestProvider() : undefined;
  const confirm = validateBody(testPaymentConfirmSchema);
  docs.add('post', '/api/payments/test/confirm', {
    summary:
      'مزوّد الدفع التجريبي فقط (غير متاح في الإنتاج): يحاكي نجاح الدفع أو فشله عبر مسار معالجة إشعارات المزوّد نفسه',
    body: testPaymentConfirmSchema,
    response: paymentSchema,
    errors: [400, 404],
  });
  router.post('/api/payments/test/confirm', confirm, async (ctx) => {
    if (!testProvider || settings.nodeEnv === 'production') {
      throw notFound(paymentMessages.testProviderOnly);
    }
    const { paymentId, outcome } = confirm.value(ctx);
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

  docs.add('post', STRIPE_WEBHOOK_PATH, {
    summary:
      'إشعارات Stripe (payment_intent.succeeded وpayment_intent.payment_failed) موقّعة بـ Stripe-Signature ' +
      'على النص الخام؛ المصدر الوحيد لحالة الدفع. الإشعار المكرر لا يغيّر شيئاً',
    body: z.object({ id: z.string(), type: z.string() }).loose(),
    response: z.object({ received: z.literal(true) }),
    errors: [400, 404],
  });
  router.post(STRIPE_WEBHOOK_PATH, async (ctx) => {
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
    if (event) {
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
