import { paymentMessages } from '@ssc/contracts';
import { parseAmount } from '../payment/format';

/** What /checkout reads from its query (spec: appointmentId, price, service). */
export interface CheckoutParams {
  appointmentId: string | undefined;
  /** The figure the visitor was shown; the server checks it against the appointment's service. */
  price: number | undefined;
  serviceName: string;
  /** Set when Stripe sends the visitor back after a payment method that left the site. */
  returnedPaymentId: string | undefined;
}

const clean = (value: string | null, max: number) => {
  const text = value?.trim().slice(0, max);
  return text ? text : undefined;
};

export function readCheckoutParams(params: URLSearchParams): CheckoutParams {
  return {
    appointmentId: clean(params.get('appointmentId'), 100),
    price: parseAmount(params.get('price')),
    serviceName: clean(params.get('service'), 120) ?? paymentMessages.defaultServiceName,
    returnedPaymentId: clean(params.get('paymentId'), 100),
  };
}
