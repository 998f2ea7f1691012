/**
 * What /checkout reads from its query. Links (emails, the booking's success step) also carry
 * `price` and `service` (spec); the page shows neither: the service and the amount it shows
 * are the server's, from the appointment's service in the catalogue. A provider's return
 * (`paymentId`, and HyperPay's `id` and `resourcePath`) is read by `usePaymentReturn`.
 */
export interface CheckoutParams {
  appointmentId: string | undefined;
  /**
   * The manage token of the emailed links (`/appointments/manage?…&token=`), when a link brings
   * it: a guest's right to download the receipt. Without it only a signed-in owner can.
   */
  token: string | undefined;
}

const clean = (value: string | null, max: number) => {
  const text = value?.trim().slice(0, max);
  return text ? text : undefined;
};

export function readCheckoutParams(params: URLSearchParams): CheckoutParams {
  return {
    appointmentId: clean(params.get('appointmentId'), 100),
    token: clean(params.get('token'), 200),
  };
}
