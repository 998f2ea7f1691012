import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from '../../components/payment/paymentReturn';
import { readCheckoutParams } from './params';

const read = (query: string) => readCheckoutParams(new URLSearchParams(query));

describe('readCheckoutParams', () => {
  it('reads the appointment and ignores the price and service a link carries', () => {
    expect(read('appointmentId=apt-1&price=1&service=%D8%AE%D8%AF%D9%85%D8%A9')).toEqual({
      appointmentId: 'apt-1',
      token: undefined,
    });
  });

  it('has no appointment when the id is missing or blank', () => {
    expect(read('price=30').appointmentId).toBeUndefined();
    expect(read('appointmentId=%20').appointmentId).toBeUndefined();
  });

  it('reads the manage token an emailed link brings', () => {
    expect(read('appointmentId=apt-1&token=mz0abc.sig').token).toBe('mz0abc.sig');
    expect(read('appointmentId=apt-1&token=').token).toBeUndefined();
  });
});

describe('readPaymentReturn', () => {
  const back = (query: string) => readPaymentReturn(new URLSearchParams(query));

  it('reads the payment id Stripe sends the visitor back with: our server knows the outcome', () => {
    expect(back('appointmentId=apt-1&paymentId=pay-9')).toEqual({
      paymentId: 'pay-9',
      askProvider: false,
    });
  });

  it('asks the provider when HyperPay added its checkout id and result path', () => {
    const hyperpay =
      'appointmentId=apt-1&paymentId=pay-9&id=8ac7a4a1&resourcePath=%2Fv1%2Fcheckouts%2F8ac7a4a1%2Fpayment';
    expect(back(hyperpay)).toEqual({ paymentId: 'pay-9', askProvider: true });
    expect(back('appointmentId=apt-1&paymentId=pay-9&resourcePath=%2Fv1%2Fx')?.askProvider).toBe(
      true,
    );
  });

  it('is no return without our payment id', () => {
    expect(back('appointmentId=apt-1')).toBeUndefined();
    expect(back('appointmentId=apt-1&id=8ac7a4a1&resourcePath=%2Fv1%2Fx')).toBeUndefined();
    expect(back('paymentId=%20')).toBeUndefined();
  });
});
