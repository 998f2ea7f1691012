import { describe, expect, it } from 'vitest';
import { readCheckoutParams } from './params';

const read = (query: string) => readCheckoutParams(new URLSearchParams(query));

describe('readCheckoutParams', () => {
  it('reads the appointment and ignores the price and service a link carries', () => {
    expect(read('appointmentId=apt-1&price=1&service=%D8%AE%D8%AF%D9%85%D8%A9')).toEqual({
      appointmentId: 'apt-1',
      returnedPaymentId: undefined,
    });
  });

  it('has no appointment when the id is missing or blank', () => {
    expect(read('price=30').appointmentId).toBeUndefined();
    expect(read('appointmentId=%20').appointmentId).toBeUndefined();
  });

  it('reads the payment id Stripe sends the visitor back with', () => {
    expect(read('appointmentId=apt-1&paymentId=pay-9').returnedPaymentId).toBe('pay-9');
  });
});
