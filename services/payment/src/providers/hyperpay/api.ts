import { z } from 'zod';
import { classifyResult, isPaid } from './result-codes';

/** How long one call to HyperPay may take before it counts as unreachable. */
const TIMEOUT_MS = 15_000;

const resultSchema = z.object({
  code: z.string().min(1).max(40),
  description: z.string().max(1000).optional().default(''),
});

/**
 * A payment as HyperPay describes it: in the payment status answer, a refund's answer and the
 * `payload` of a notification. Only what we use is read; the rest is left alone.
 */
export const hyperpayPaymentSchema = z
  .object({
    id: z.string().max(100).optional(),
    paymentType: z.string().max(10).optional(),
    amount: z.string().max(30).optional(),
    currency: z.string().max(3).optional(),
    /** The checkout the payment was made in (COPYandPAY's checkout id). */
    ndc: z.string().max(100).optional(),
    merchantTransactionId: z.string().max(255).optional(),
    customParameters: z.record(z.string(), z.string()).optional(),
    result: resultSchema,
  })
  .loose();
export type HyperpayPayment = z.infer<typeof hyperpayPaymentSchema>;

const checkoutSchema = z.object({ id: z.string().min(1).max(100), result: resultSchema }).loose();

/** Our payment id travels as a custom parameter and comes back in every answer and notification. */
export const PAYMENT_ID_PARAMETER = 'SSC_paymentId';

/** Fils → HyperPay's amount: JOD with its three decimals, a dot as separator (30000 → "30.000"). */
export function toHyperpayAmount(amountMinor: number): string {
  return (amountMinor / 1000).toFixed(3);
}

/** HyperPay's amount → fils; NaN for anything that is not a plain decimal amount. */
export function fromHyperpayAmount(amount: string | undefined): number {
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(amount ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

export class HyperpayError extends Error {
  override name = 'HyperpayError';
}

export interface HyperpayApiOptions {
  accessToken: string;
  entityId: string;
  /** The platform's origin: https://eu-test.oppwa.com, https://eu-prod.oppwa.com or a local fake. */
  origin: string;
}

/** The three server-to-server calls of COPYandPAY we make, answers checked against their shapes. */
export function hyperpayApi(options: HyperpayApiOptions) {
  const { accessToken, entityId, origin } = options;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
    const url = new URL(path, origin);
    if (method === 'GET') url.searchParams.set('entityId', entityId);
    const res = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams({ entityId, ...form }).toString() } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HyperpayError(`HyperPay answered ${res.status} without JSON`);
    }
    // Rejections come back as 4xx with a result; a 5xx or an answer without one is an outage.
    if (res.status >= 500) throw new HyperpayError(`HyperPay answered ${res.status}`);
    return body;
  }

  return {
    /** Prepares a COPYandPAY checkout (a debit of `amountMinor` fils). */
    async prepareCheckout(input: {
      amountMinor: number;
      merchantTransactionId: string;
      paymentId: string;
    }) {
      const answer = checkoutSchema.safeParse(
        await call('POST', '/v1/checkouts', {
          amount: toHyperpayAmount(input.amountMinor),
          currency: 'JOD',
          paymentType: 'DB',
          merchantTransactionId: input.merchantTransactionId,
          [`customParameters[${PAYMENT_ID_PARAMETER}]`]: input.paymentId,
        }),
      );
      // "successfully created checkout" is a pending-class code (000.200.100).
      if (!answer.success || classifyResult(answer.data.result.code) !== 'pending') {
        const said = answer.success ? answer.data.result : undefined;
        throw new HyperpayError(`checkout refused: ${said?.code} ${said?.description}`);
      }
      return answer.data;
    },
    /** The payment made in a checkout, as far as it got (a pending code before the shopper paid). */
    async paymentStatus(checkoutId: string): Promise<HyperpayPayment> {
      const answer = hyperpayPaymentSchema.safeParse(
        await call('GET', `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`),
      );
      if (!answer.success) throw new HyperpayError('unexpected payment status answer');
      return answer.data;
    },
    /** Refunds (`RF`) part or all of a debit, referenced by HyperPay's payment id. */
    async refund(input: { paymentId: string; amountMinor: number; merchantTransactionId: string }) {
      const answer = hyperpayPaymentSchema.safeParse(
        await call('POST', `/v1/payments/${encodeURIComponent(input.paymentId)}`, {
          amount: toHyperpayAmount(input.amountMinor),
          currency: 'JOD',
          paymentType: 'RF',
          merchantTransactionId: input.merchantTransactionId,
        }),
      );
      if (!answer.success) throw new HyperpayError('unexpected refund answer');
      return answer.data;
    },
  };
}

export { classifyResult, isPaid };
