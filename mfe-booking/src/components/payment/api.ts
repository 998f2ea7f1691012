import { ApiError, apiRequest } from '@ssc/api-client';
import {
  type CreatePaymentIntentInput,
  type CreateServicePaymentIntentInput,
  type Payment,
  type PaymentIntentResponse,
  paymentMessages,
  type TestPaymentConfirm,
} from '@ssc/contracts';

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as T;
}

/** `POST /api/create-payment-intent`: the checkout of one appointment (price checked by the server). */
export function createPaymentIntent(
  input: CreatePaymentIntentInput,
): Promise<PaymentIntentResponse> {
  return postJson('/api/create-payment-intent', input);
}

/** `POST /api/create-service-payment-intent`: step 2 of the service-request wizard. */
export function createServicePaymentIntent(
  input: CreateServicePaymentIntentInput,
): Promise<PaymentIntentResponse> {
  return postJson('/api/create-service-payment-intent', input);
}

/** `POST /api/payments/test/confirm`: the test provider's simulated outcome. */
export async function confirmTestPayment(input: TestPaymentConfirm): Promise<void> {
  await apiRequest('POST', '/api/payments/test/confirm', input);
}

/** `GET /api/payments/{id}`: the payment as the receipt shows it. */
export async function fetchPayment(paymentId: string): Promise<Payment> {
  const res = await apiRequest('GET', `/api/payments/${encodeURIComponent(paymentId)}`);
  return (await res.json()) as Payment;
}

/** The intent answer when payment can go ahead: a provider, its client secret and our payment id. */
export interface ReadyIntent extends PaymentIntentResponse {
  provider: NonNullable<PaymentIntentResponse['provider']>;
  clientSecret: string;
  paymentId: string;
}

/** Spec: without a client secret (no provider configured), payment is not enabled. */
export function isReadyIntent(intent: PaymentIntentResponse): intent is ReadyIntent {
  if (!intent.provider || !intent.clientSecret || !intent.paymentId) return false;
  // Stripe Elements cannot start without the publishable key.
  return intent.provider !== 'stripe' || Boolean(intent.publishableKey);
}

/** A 409 whose message says the appointment or request was paid already (never pay twice). */
export function isAlreadyPaid(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message === paymentMessages.alreadyPaid
  );
}

/** What a failed payment call shows: the server's message (spec §8), else the given default. */
export function paymentErrorMessage(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? error.body : null;
  const said = body && typeof body === 'object' && 'message' in body ? body.message : undefined;
  return typeof said === 'string' && said !== '' ? said : fallback;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * The payment once its provider has decided: the provider's event (the test confirmation, or
 * Stripe's webhook) is what marks it paid or failed, so after confirming in the browser the page
 * asks until the status leaves `pending`. After `attempts` it answers the pending payment.
 */
export async function waitForOutcome(
  paymentId: string,
  {
    attempts = 30,
    intervalMs = 1000,
    signal,
  }: { attempts?: number; intervalMs?: number; signal?: AbortSignal } = {},
): Promise<Payment> {
  let payment = await fetchPayment(paymentId);
  for (let i = 1; i < attempts && payment.status === 'pending'; i += 1) {
    await sleep(intervalMs, signal);
    payment = await fetchPayment(paymentId);
  }
  return payment;
}
