import { type PaymentIntentResponse, paymentIntentResponseSchema } from '@ssc/contracts';
import { recallForReturn, rememberForReturn } from '../../components/payment/returnMemo';

/** What the checkout says of the order besides the amount: all of it from the server's intent. */
export type CheckoutOrder = Pick<
  PaymentIntentResponse,
  'serviceName' | 'reference' | 'startsAt' | 'paymentDueAt'
>;

const orderSchema = paymentIntentResponseSchema.pick({
  serviceName: true,
  reference: true,
  startsAt: true,
  paymentDueAt: true,
});

export function orderOf(intent: PaymentIntentResponse): CheckoutOrder {
  const { serviceName, reference, startsAt, paymentDueAt } = intent;
  return { serviceName, reference, startsAt, paymentDueAt };
}

const PART = 'checkout-order';

/** Kept for the receipt shown after a provider's redirect back (the intent is not asked again). */
export function rememberOrder(paymentId: string, order: CheckoutOrder): void {
  rememberForReturn(paymentId, PART, order);
}

export function recallOrder(paymentId: string): CheckoutOrder | undefined {
  return recallForReturn(paymentId, PART, orderSchema);
}
