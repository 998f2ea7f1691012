/**
 * What a page must still know when a payment provider sends the visitor back to it with a full
 * page load (HyperPay always does, Stripe for methods that leave the site): the page's own state
 * is gone by then. Kept per payment in this tab's sessionStorage (never sent anywhere, gone with
 * the tab) and read back through a schema, so a stale or edited entry is ignored rather than shown.
 */

const PREFIX = 'ssc:payment-return:';

/** The part of a schema this needs (any zod schema of `@ssc/contracts` fits). */
interface Reader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const keyOf = (paymentId: string, part: string) => `${PREFIX}${part}:${paymentId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): the page falls back to what the server tells it.
    return null;
  }
}

/** Keeps `value` for the return of payment `paymentId` (best effort: storage may be refused). */
export function rememberForReturn(paymentId: string, part: string, value: unknown): void {
  try {
    storage()?.setItem(keyOf(paymentId, part), JSON.stringify(value));
  } catch {
    // Full or refused: the return shows less, nothing breaks.
  }
}

/** What was kept for payment `paymentId`, if it is still there and still reads as `schema`. */
export function recallForReturn<T>(
  paymentId: string,
  part: string,
  schema: Reader<T>,
): T | undefined {
  try {
    const text = storage()?.getItem(keyOf(paymentId, part));
    if (!text) return undefined;
    const read = schema.safeParse(JSON.parse(text));
    return read.success ? read.data : undefined;
  } catch {
    return undefined;
  }
}

/** Drops what was kept for payment `paymentId` (a failed payment is retried with a new one). */
export function forgetForReturn(paymentId: string, part: string): void {
  try {
    storage()?.removeItem(keyOf(paymentId, part));
  } catch {
    // Nothing to do.
  }
}
