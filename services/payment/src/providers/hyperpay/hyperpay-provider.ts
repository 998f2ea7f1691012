import { z } from 'zod';
import {
  InvalidWebhookSignature,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
  type ProviderRefundEvent,
} from '../provider';
import {
  classifyResult,
  fromHyperpayAmount,
  type HyperpayPayment,
  hyperpayApi,
  hyperpayPaymentSchema,
  isPaid,
  PAYMENT_ID_PARAMETER,
} from './api';
import { decryptNotification } from './notification';

export interface HyperpayProviderOptions {
  accessToken: string;
  entityId: string;
  origin: string;
  /** The hex key of the encrypted notifications (HYPERPAY_WEBHOOK_KEY). */
  webhookKey: string;
}

/** A notification: `PAYMENT` carries a debit or a refund; `test` is sent when the URL is saved. */
const notificationSchema = z.object({ type: z.string(), payload: z.unknown() }).loose();

/** One id per HyperPay payment and outcome, shared by its notification and a status read. */
const eventIdOf = (payment: HyperpayPayment, outcome: string) => `${payment.id}-${outcome}`;

/**
 * A debit's outcome as an event, or null while it is pending (or when there is no payment yet):
 * `ref` is the checkout (our stored intent), `chargeRef` HyperPay's payment id.
 */
function paymentEvent(payment: HyperpayPayment, checkoutId?: string): ProviderEvent | null {
  const ref = payment.ndc ?? checkoutId;
  if (!payment.id || !ref) return null;
  const result = classifyResult(payment.result.code);
  if (result === 'pending') return null;
  const outcome = isPaid(payment.result.code) ? 'succeeded' : 'failed';
  const paymentId = payment.customParameters?.[PAYMENT_ID_PARAMETER];
  return {
    type: 'payment',
    eventId: eventIdOf(payment, outcome),
    outcome,
    ref,
    amountMinor: fromHyperpayAmount(payment.amount),
    currency: payment.currency ?? '',
    chargeRef: payment.id,
    ...(paymentId ? { paymentId } : {}),
  };
}

const refundState = (payment: HyperpayPayment): ProviderRefund['state'] => {
  if (isPaid(payment.result.code)) return 'succeeded';
  return classifyResult(payment.result.code) === 'pending' ? 'pending' : 'failed';
};

/**
 * HyperPay's COPYandPAY (OPPWA platform), in JOD: the server prepares a checkout, the page shows
 * HyperPay's widget for it, and the outcome is read by the server, from the payment status call
 * when the browser comes back and from HyperPay's encrypted notifications, never from the
 * browser. Refunds are `RF` transactions against the debit's payment id.
 */
export function createHyperpayProvider(options: HyperpayProviderOptions): PaymentProvider {
  const api = hyperpayApi(options);
  const widgetUrl = (checkoutId: string) =>
    `${options.origin}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`;
  const intent = (checkoutId: string, state: ProviderIntent['state']): ProviderIntent => ({
    ref: checkoutId,
    clientSecret: checkoutId,
    state,
    widgetUrl: widgetUrl(checkoutId),
  });

  return {
    name: 'hyperpay',
    async createIntent({ amountMinor, reference, metadata }) {
      // HyperPay has no idempotency key: one checkout per attempt is kept by our payment row.
      const checkout = await api.prepareCheckout({
        amountMinor,
        merchantTransactionId: reference,
        paymentId: metadata.paymentId ?? '',
      });
      return intent(checkout.id, 'open');
    },
    async retrieveIntent(ref) {
      const payment = await api.paymentStatus(ref);
      if (isPaid(payment.result.code)) return intent(ref, 'succeeded');
      // Not yet paid: the checkout can still be used. Rejected or expired: a new one is needed.
      return intent(ref, classifyResult(payment.result.code) === 'pending' ? 'open' : 'canceled');
    },
    async readOutcome(ref) {
      return paymentEvent(await api.paymentStatus(ref), ref);
    },
    async refund({ paymentRef, amountMinor, idempotencyKey }) {
      const answer = await api.refund({
        paymentId: paymentRef,
        amountMinor,
        merchantTransactionId: idempotencyKey,
      });
      const state = refundState(answer);
      return {
        ref: answer.id ?? idempotencyKey,
        state,
        ...(state === 'failed' ? { reason: answer.result.description || answer.result.code } : {}),
      };
    },
    parseWebhook(rawBody, header) {
      const opened = notificationSchema.safeParse(
        decryptNotification(
          options.webhookKey,
          rawBody,
          header('x-initialization-vector'),
          header('x-authentication-tag'),
        ),
      );
      if (!opened.success) throw new InvalidWebhookSignature('not a HyperPay notification');
      if (opened.data.type !== 'PAYMENT') return null;
      const payment = hyperpayPaymentSchema.safeParse(opened.data.payload);
      if (!payment.success) return null;
      if (payment.data.paymentType === 'RF') {
        const state = refundState(payment.data);
        if (state === 'pending' || !payment.data.id) return null;
        const event: ProviderRefundEvent = {
          type: 'refund',
          eventId: eventIdOf(payment.data, state),
          ref: payment.data.id,
          outcome: state,
          ...(state === 'failed' ? { reason: payment.data.result.description } : {}),
        };
        return event;
      }
      return payment.data.paymentType === 'DB' ? paymentEvent(payment.data) : null;
    },
  };
}
