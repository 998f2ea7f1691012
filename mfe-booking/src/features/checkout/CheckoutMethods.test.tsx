// @vitest-environment jsdom
import {
  cliqMessages,
  PAYMENT_METHOD_LABELS,
  type PaymentIntentResponse,
  paymentMessages,
} from '@ssc/contracts';
import { unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliqCopy } from '../../components/payment/CliqTransferPanel';
import { cliqOfferCopy } from '../../components/payment/NotEnabled';
import { METHOD_LEGEND } from '../../components/payment/PaymentOptions';
import { buttonNamed, byTestId, callLines, json, stubFetch, until } from '../../testing/dom';
import {
  APPOINTMENT_ID,
  cliqInstructions,
  REFERENCE,
  renderCheckout,
  reportedTransfer,
  where,
} from '../../testing/payments';

const testIntent: PaymentIntentResponse = {
  provider: 'test',
  clientSecret: 'test_secret_1',
  paymentId: 'pay-1',
  amount: 30,
  currency: 'JOD',
  serviceName: 'استشارة تقاعد مبكر',
  reference: REFERENCE,
  startsAt: '2026-03-17T06:00:00.000Z',
  paymentDueAt: '2026-03-15T06:30:00.000Z',
};
/** The office takes no card: no provider, CliQ only. */
const cliqOnly: PaymentIntentResponse = {
  ...testIntent,
  provider: null,
  clientSecret: null,
  paymentId: null,
  methods: ['cliq', 'cash'],
};

/** The gateway: the intent (or its refusal), the CliQ details and the report. */
function network(intent: PaymentIntentResponse | (() => Response)) {
  return stubFetch(({ method, url }) => {
    if (method === 'POST' && url === '/api/create-payment-intent')
      return typeof intent === 'function' ? intent() : json(intent);
    if (method === 'POST' && url === '/api/payments/cliq') return json(cliqInstructions);
    if (method === 'POST' && url === '/api/payments/pay-cliq-1/transfer-reported')
      return json(reportedTransfer());
    return undefined;
  });
}

const render = () => renderCheckout(`/checkout?appointmentId=${APPOINTMENT_ID}`);

const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const radioLabelled = (label: string) =>
  radios().find((r) => r.closest('label')?.textContent === label);
const legend = () => document.querySelector('fieldset legend')?.textContent;

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the checkout’s payment methods', () => {
  it('card alone (an intent without methods): the card form, no choice, nothing asked of CliQ', async () => {
    const calls = network(testIntent);
    await render();
    await until(() => buttonNamed('إتمام دفع') !== undefined);
    expect(radios()).toEqual([]);
    expect(callLines(calls)).toEqual(['POST /api/create-payment-intent']);
  });

  it('card and CliQ: a radio group, card first; CliQ is asked for only once chosen, and card comes back', async () => {
    const calls = network({ ...testIntent, methods: ['card', 'cliq'] });
    await render();
    await until(() => radios().length === 2);

    expect(legend()).toBe(METHOD_LEGEND);
    const card = radioLabelled(PAYMENT_METHOD_LABELS.card);
    const cliq = radioLabelled(PAYMENT_METHOD_LABELS.cliq);
    expect(card?.checked).toBe(true);
    expect(cliq?.checked).toBe(false);
    expect(card?.name).toBe(cliq?.name);
    expect(buttonNamed('إتمام دفع')).toBeDefined();
    expect(callLines(calls)).toEqual(['POST /api/create-payment-intent']);

    await act(async () => cliq?.click());
    await until(() => byTestId('cliq-panel') !== null);
    expect(callLines(calls)).toEqual([
      'POST /api/create-payment-intent',
      'POST /api/payments/cliq',
    ]);
    expect(radioLabelled(PAYMENT_METHOD_LABELS.cliq)?.checked).toBe(true);
    expect(buttonNamed('إتمام دفع')).toBeUndefined();
    expect(byTestId('cliq-alias')?.textContent).toBe('SANADCONSULT');

    await act(async () => radioLabelled(PAYMENT_METHOD_LABELS.card)?.click());
    expect(byTestId('cliq-panel')).toBeNull();
    expect(buttonNamed('إتمام دفع')).toBeDefined();
  });

  it('«قمت بالتحويل» ends on the receipt awaiting the office, with the hold in Amman time and no PDF', async () => {
    const calls = network({ ...testIntent, methods: ['card', 'cliq'] });
    await render();
    await until(() => radios().length === 2);
    await act(async () => radioLabelled(PAYMENT_METHOD_LABELS.cliq)?.click());
    await until(() => buttonNamed(cliqCopy.report) !== undefined);
    await act(async () => buttonNamed(cliqCopy.report)?.click());
    await until(() => byTestId('payment-receipt') !== null);

    expect(callLines(calls).at(-1)).toBe('POST /api/payments/pay-cliq-1/transfer-reported');
    expect(document.querySelector('h1')?.textContent).toBe('بانتظار تأكيد التحويل');
    expect(document.title).toContain('بانتظار تأكيد التحويل');
    expect(byTestId('receipt-status')?.textContent).toBe('بانتظار تأكيد التحويل');
    expect(byTestId('receipt-hold')?.textContent).toBe(
      'يبقى موعدك محجوزاً حتى الاثنين، 16 آذار 2026 في 9:30 ص.',
    );
    const receipt = byTestId('payment-receipt') as HTMLElement;
    expect(receipt.textContent).toContain(REFERENCE);
    expect(receipt.textContent).not.toContain('تم الدفع بنجاح');
    expect(byTestId('receipt-download')).toBeNull();
  });

  it('no card provider but CliQ: the not-enabled panel offers CliQ, which opens the transfer details', async () => {
    const calls = network(cliqOnly);
    await render();
    await until(() => byTestId('cliq-offer') !== null);

    expect(document.querySelector('#payment-not-enabled-title')?.textContent).toBe(
      cliqOfferCopy.title,
    );
    expect(document.querySelector('a[href="/contact"]')).not.toBeNull();
    expect(callLines(calls)).toEqual(['POST /api/create-payment-intent']);

    await act(async () => buttonNamed(cliqOfferCopy.button)?.click());
    await until(() => byTestId('cliq-panel') !== null);
    expect(callLines(calls)).toEqual([
      'POST /api/create-payment-intent',
      'POST /api/payments/cliq',
    ]);
    // One method: no choice to make; the heading that replaced the offer has the focus.
    expect(radios()).toEqual([]);
    expect(document.activeElement?.textContent).toBe('الدفع عبر CliQ');
  });

  it('no provider and no CliQ: only «تواصل معنا», as before', async () => {
    network({ ...cliqOnly, methods: ['card'] });
    await render();
    await until(() => document.querySelector('#payment-not-enabled-title') !== null);
    expect(document.querySelector('#payment-not-enabled-title')?.textContent).toBe(
      paymentMessages.notEnabled,
    );
    expect(buttonNamed(cliqOfferCopy.button)).toBeUndefined();
    expect(document.querySelector('a[href="/contact"]')).not.toBeNull();
  });

  it('a transfer reported before (the server’s 409): «بانتظار تأكيد التحويل», no error and no redirect', async () => {
    network(() => json({ message: cliqMessages.alreadyReported }, 409));
    await render();
    await until(() => byTestId('awaiting-transfer') !== null);
    expect(document.querySelector('h1')?.textContent).toBe('بانتظار تأكيد التحويل');
    expect(byTestId('awaiting-transfer')?.textContent).toContain(cliqMessages.alreadyReported);
    expect(radios()).toEqual([]);
    // Past the init failure's 2 s the page is still here (no "system error" redirect to /booking).
    await act(() => new Promise((r) => setTimeout(r, 2100)));
    expect(where().pathname).toBe('/checkout');
    expect(byTestId('awaiting-transfer')).not.toBeNull();
  });
});
