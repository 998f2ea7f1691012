import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptNotification } from '../../testing/fake-hyperpay';
import { InvalidWebhookSignature } from '../provider';
import { fromHyperpayAmount, toHyperpayAmount } from './api';
import { createHyperpayProvider } from './hyperpay-provider';
import { decryptNotification } from './notification';
import { classifyResult } from './result-codes';

describe('HyperPay result codes', () => {
  it.each([
    ['000.000.000', 'success'],
    ['000.100.110', 'success'],
    ['000.100.112', 'success'],
    ['000.300.000', 'success'],
    ['000.600.000', 'success'],
    ['000.400.110', 'success'],
    ['000.400.120', 'success'],
    ['000.400.000', 'review'],
    ['000.400.020', 'review'],
    ['000.400.100', 'review'],
    ['000.200.000', 'pending'],
    ['000.200.100', 'pending'],
    ['800.400.500', 'pending'],
    ['100.400.500', 'pending'],
    // 3-D Secure refused, a declined card, bad parameters, a risk check: all rejected.
    ['000.400.030', 'rejected'],
    ['000.400.101', 'rejected'],
    ['800.100.151', 'rejected'],
    ['200.300.404', 'rejected'],
    ['100.380.401', 'rejected'],
    ['', 'rejected'],
  ])('%s is %s', (code, expected) => {
    expect(classifyResult(code)).toBe(expected);
  });
});

describe('HyperPay amounts', () => {
  it('sends JOD with its three decimals and reads them back to the fils', () => {
    expect(toHyperpayAmount(30_000)).toBe('30.000');
    expect(toHyperpayAmount(12_505)).toBe('12.505');
    expect(fromHyperpayAmount('30.000')).toBe(30_000);
    expect(fromHyperpayAmount('12.5')).toBe(12_500);
    expect(fromHyperpayAmount('7')).toBe(7_000);
    for (const bad of ['', '-1.000', '1,000', '1.0001', '1e3', undefined]) {
      expect(fromHyperpayAmount(bad)).toBeNaN();
    }
  });
});

describe('HyperPay notifications', () => {
  const key = randomBytes(32).toString('hex');
  const payload = { type: 'PAYMENT', payload: { id: 'X1', result: { code: '000.100.110' } } };

  it('opens a notification sealed with the webhook key', () => {
    const sealed = encryptNotification(key, payload);
    expect(
      decryptNotification(
        key,
        Buffer.from(sealed.body),
        sealed.headers['x-initialization-vector'],
        sealed.headers['x-authentication-tag'],
      ),
    ).toEqual(payload);
  });

  it('refuses a changed body, a changed or shortened tag, another key, missing headers', () => {
    const sealed = encryptNotification(key, payload);
    const iv = sealed.headers['x-initialization-vector'];
    const tag = sealed.headers['x-authentication-tag'];
    const flip = (hex: string, at: number) =>
      `${hex.slice(0, at)}${hex[at] === 'A' ? 'B' : 'A'}${hex.slice(at + 1)}`;
    const attempts: [string, () => unknown][] = [
      [
        'a changed body byte',
        () => decryptNotification(key, Buffer.from(flip(sealed.body, 4)), iv, tag),
      ],
      ['a changed tag', () => decryptNotification(key, Buffer.from(sealed.body), iv, flip(tag, 0))],
      // GCM would check a 4-byte tag if asked to: a forger would need 2^32 tries, not 2^128.
      [
        'a shortened tag',
        () => decryptNotification(key, Buffer.from(sealed.body), iv, tag.slice(0, 8)),
      ],
      ['another IV', () => decryptNotification(key, Buffer.from(sealed.body), flip(iv, 2), tag)],
      [
        'another key',
        () =>
          decryptNotification(randomBytes(32).toString('hex'), Buffer.from(sealed.body), iv, tag),
      ],
      ['no IV', () => decryptNotification(key, Buffer.from(sealed.body), undefined, tag)],
      ['no tag', () => decryptNotification(key, Buffer.from(sealed.body), iv, undefined)],
      [
        'a body that is not hex',
        () => decryptNotification(key, Buffer.from('{"type":"PAYMENT"}'), iv, tag),
      ],
    ];
    for (const [what, attempt] of attempts) {
      expect(attempt, what).toThrow(InvalidWebhookSignature);
    }
  });

  it('turns a debit into a payment event and a refund into a refund event, others into nothing', () => {
    const provider = createHyperpayProvider({
      accessToken: 't',
      entityId: 'e',
      origin: 'http://127.0.0.1:9',
      webhookKey: key,
    });
    const deliver = (notification: unknown) => {
      const sealed = encryptNotification(key, notification);
      return provider.parseWebhook?.(Buffer.from(sealed.body), (name) =>
        name in sealed.headers ? sealed.headers[name as keyof typeof sealed.headers] : undefined,
      );
    };
    const debit = {
      id: 'PAY1',
      paymentType: 'DB',
      amount: '30.000',
      currency: 'JOD',
      ndc: 'CHK1',
      customParameters: { SSC_paymentId: 'p-1' },
      result: { code: '000.100.110', description: 'ok' },
    };
    expect(deliver({ type: 'PAYMENT', payload: debit })).toEqual({
      type: 'payment',
      eventId: 'PAY1-succeeded',
      outcome: 'succeeded',
      ref: 'CHK1',
      amountMinor: 30_000,
      currency: 'JOD',
      chargeRef: 'PAY1',
      paymentId: 'p-1',
    });
    expect(
      deliver({ type: 'PAYMENT', payload: { ...debit, result: { code: '800.100.151' } } }),
    ).toMatchObject({ outcome: 'failed', eventId: 'PAY1-failed' });
    // Still pending (a 3-D Secure step): nothing to apply yet.
    expect(
      deliver({ type: 'PAYMENT', payload: { ...debit, result: { code: '000.200.000' } } }),
    ).toBeNull();
    expect(
      deliver({
        type: 'PAYMENT',
        payload: {
          ...debit,
          id: 'RF1',
          paymentType: 'RF',
          result: { code: '700.400.200', description: 'no' },
        },
      }),
    ).toEqual({
      type: 'refund',
      eventId: 'RF1-failed',
      ref: 'RF1',
      outcome: 'failed',
      reason: 'no',
    });
    // The test notification HyperPay sends when the webhook is saved, and other types.
    expect(deliver({ type: 'test', payload: {} })).toBeNull();
    expect(deliver({ type: 'RISK', payload: debit })).toBeNull();
  });
});
