/**
 * What /checkout reads from its query. Links (emails, the booking's success step) also carry
 * `price` and `service` (spec); the page shows neither: the service and the amount it shows
 * are the server's, from the appointment's service in the catalogue.
 */
export interface CheckoutParams {
  appointmentId: string | undefined;
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
    returnedPaymentId: clean(params.get('paymentId'), 100),
  };
}
