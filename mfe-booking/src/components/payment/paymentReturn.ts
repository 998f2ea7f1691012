import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A page loaded by a payment provider's redirect back to it (see `returnUrlFor`). */
export interface PaymentReturn {
  /** Our payment, which `returnUrlFor` put in the address. */
  paymentId: string;
  /**
   * The provider added its own result to the address (HyperPay's `id` and `resourcePath`): the
   * server is asked to read the outcome from the provider (`POST /api/payments/{id}/refresh`).
   */
  askProvider: boolean;
}

/** HyperPay's additions to the return address: its checkout id and the result's resource path. */
const PROVIDER_RESULT_PARAMS = ['id', 'resourcePath'] as const;

const clean = (value: string | null) => {
  const text = value?.trim().slice(0, 100);
  return text ? text : undefined;
};

/** The payment a return address names, and whether the provider said it just finished. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn | undefined {
  const paymentId = clean(params.get('paymentId'));
  if (!paymentId) return undefined;
  return { paymentId, askProvider: PROVIDER_RESULT_PARAMS.some((name) => params.has(name)) };
}

/**
 * The provider's return as the page handles it: `id`/`resourcePath` are read once and taken out
 * of the address at once (replaced, not a new history entry), so a reload or a shared link only
 * carries our `paymentId`; the page still remembers that the provider has to be asked. `clear()`
 * drops `paymentId` too (the payment did not go through: a fresh checkout follows).
 */
export function usePaymentReturn(): { returned: PaymentReturn | undefined; clear(): void } {
  const [params, setParams] = useSearchParams();
  const read = readPaymentReturn(params);
  const [asked, setAsked] = useState<string | null>(read?.askProvider ? read.paymentId : null);
  // A new return while the page stays mounted: remember it (React's state-from-props pattern).
  if (read?.askProvider && asked !== read.paymentId) setAsked(read.paymentId);

  const hasProviderResult = PROVIDER_RESULT_PARAMS.some((name) => params.has(name));
  useEffect(() => {
    if (!hasProviderResult) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PROVIDER_RESULT_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [hasProviderResult, setParams]);

  const clear = useCallback(() => {
    setAsked(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paymentId');
        for (const name of PROVIDER_RESULT_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const returned = read
    ? { paymentId: read.paymentId, askProvider: asked === read.paymentId }
    : undefined;
  return { returned, clear };
}
