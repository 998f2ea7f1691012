import { describe, expect, it } from 'vitest';
import { readCheckoutParams } from './params';

const read = (query: string) => readCheckoutParams(new URLSearchParams(query));

describe('readCheckoutParams', () => {
  it('reads the appointment, the price and the service name', () => {
    expect(read('appointmentId=apt-1&price=30&service=تعديل%20الرواتب')).toEqual({
      appointmentId: 'apt-1',
      price: 30,
      serviceName: 'تعديل الرواتب',
      returnedPaymentId: undefined,
    });
  });

  it('names the service "professional consultation" when the query does not (spec)', () => {
    expect(read('appointmentId=apt-1').serviceName).toBe('استشارة احترافية');
    expect(read('appointmentId=apt-1&service=%20%20').serviceName).toBe('استشارة احترافية');
  });

  it('leaves a missing or malformed price out: the server prices the appointment itself', () => {
    expect(read('appointmentId=apt-1').price).toBeUndefined();
    expect(read('appointmentId=apt-1&price=abc').price).toBeUndefined();
    expect(read('appointmentId=apt-1&price=-30').price).toBeUndefined();
  });

  it('has no appointment when the id is missing or blank', () => {
    expect(read('price=30').appointmentId).toBeUndefined();
    expect(read('appointmentId=%20').appointmentId).toBeUndefined();
  });

  it('reads the payment id Stripe sends the visitor back with', () => {
    expect(read('appointmentId=apt-1&paymentId=pay-9').returnedPaymentId).toBe('pay-9');
  });
});
