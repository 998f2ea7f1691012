import { ApiError, apiRequest, type UploadOptions, uploadRequest } from '@ssc/api-client';
import {
  type CliqInstructions,
  type CreatePaymentIntentInput,
  type CreateServicePaymentIntentInput,
  cliqMessages,
  type Payment,
  type PaymentIntentResponse,
  type PaymentMethod,
  paymentMessages,
  type StartCliqPayment,
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

/**
 * `POST /api/payments/{id}/refresh`: back from a provider's page (HyperPay), the server asks the
 * provider for the outcome and applies it; the browser only reads the answer, never decides it.
 */
export async function refreshPayment(paymentId: string): Promise<Payment> {
  const res = await apiRequest('POST', `/api/payments/${encodeURIComponent(paymentId)}/refresh`);
  return (await res.json()) as Payment;
}

/**
 * What a CliQ payment pays: the booked appointment (checkout) or the stored service request (the
 * wizard's intent names it).
 */
export type CliqTarget = StartCliqPayment;

/**
 * `POST /api/payments/cliq`: the office's alias and account name, the exact amount and the
 * reference for the transfer's note (404 `cliqMessages.notEnabled` when the office takes no CliQ).
 */
export function startCliqPayment(target: CliqTarget): Promise<CliqInstructions> {
  return postJson('/api/payments/cliq', target);
}

/** The form field of the bank's confirmation (the uploads' field, one file at most). */
export const TRANSFER_RECEIPT_FIELD = 'files';

/**
 * «قمت بالتحويل» (`POST /api/payments/{id}/transfer-reported`): JSON `{}` without a file; with the
 * bank's confirmation, a multipart body with upload progress. Answers the payment, now
 * `awaiting_confirmation`; 409 `cliqMessages.alreadyReported` when it was reported before.
 */
export async function reportTransfer(
  paymentId: string,
  file?: File | null,
  options?: UploadOptions,
): Promise<Payment> {
  const url = `/api/payments/${encodeURIComponent(paymentId)}/transfer-reported`;
  if (!file) {
    const res = await apiRequest('POST', url, {});
    return (await res.json()) as Payment;
  }
  const form = new FormData();
  form.append(TRANSFER_RECEIPT_FIELD, file, file.name);
  return uploadRequest<Payment>('POST', url, form, options);
}

/**
 * How the office takes this payment online (`PAYMENT_METHODS`, in the intent's answer); a payment
 * service older than the field takes cards only. Cash is paid at the desk, never on the page.
 */
export function onlineMethodsOf(intent: PaymentIntentResponse): PaymentMethod[] {
  return (intent.methods ?? ['card']).filter((m) => m !== 'cash');
}

/**
 * The receipt PDF of a paid appointment (`GET /api/appointments/{id}/receipt`): the session is
 * the right of its owner or an admin; a guest's is the emailed link's manage `token`.
 */
export function appointmentReceiptHref(appointmentId: string, token?: string): string {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `/api/appointments/${encodeURIComponent(appointmentId)}/receipt${query}`;
}

/** The receipt PDF of a paid service request (`GET /api/service-requests/{id}/receipt`, owner or admin). */
export function serviceRequestReceiptHref(serviceRequestId: string): string {
  return `/api/service-requests/${encodeURIComponent(serviceRequestId)}/receipt`;
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
  // Stripe Elements cannot start without the publishable key, HyperPay's widget without its script.
  if (intent.provider === 'stripe') return Boolean(intent.publishableKey);
  if (intent.provider === 'hyperpay') return Boolean(intent.widgetUrl);
  return true;
}

/** A 409 whose message says the appointment or request was paid already (never pay twice). */
export function isAlreadyPaid(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message === paymentMessages.alreadyPaid
  );
}

/**
 * A 409 saying the client already reported a CliQ transfer the office is checking (the checkout
 * of an appointment awaiting its confirmation): no second payment meanwhile.
 */
export function isTransferReported(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.message === cliqMessages.alreadyReported
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
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    // Each wait takes its abort listener away again: a long poll does not pile them up.
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The payment once its provider has decided: the provider's event (the test confirmation, or
 * Stripe's or HyperPay's notification) is what marks it paid or failed, so after confirming in the
 * browser the page asks until the status leaves `pending`. With `refresh` (back from HyperPay's
 * page) the first question goes through the server to the provider (`refreshPayment`), the next
 * ones read the payment as the notifications leave it. After `attempts` it answers the pending
 * payment.
 */
export async function waitForOutcome(
  paymentId: string,
  {
    attempts = 30,
    intervalMs = 1000,
    refresh = false,
    signal,
  }: { attempts?: number; intervalMs?: number; refresh?: boolean; signal?: AbortSignal } = {},
): Promise<Payment> {
  let payment = await (refresh ? refreshPayment(paymentId) : fetchPayment(paymentId));
  for (let i = 1; i < attempts && payment.status === 'pending'; i += 1) {
    await sleep(intervalMs, signal);
    payment = await fetchPayment(paymentId);
  }
  return payment;
}
