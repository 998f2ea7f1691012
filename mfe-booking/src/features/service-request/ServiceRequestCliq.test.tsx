// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { PAYMENT_METHOD_LABELS, type Payment, type PaymentIntentResponse } from '@ssc/contracts';
import { sampleService } from '@ssc/contracts/testing';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliqCopy } from '../../components/payment/CliqTransferPanel';
import { json, stubFetch, until } from '../../testing/dom';
import { AWAITING_TRANSFER_TITLE } from './DoneStep';
import { ServiceRequestPage } from './ServiceRequestPage';

const service = sampleService({
  id: 'svc-establishment-account-management',
  nameAr: 'إدارة حساب المنشأة',
});

const intent: PaymentIntentResponse = {
  provider: 'test',
  clientSecret: 'test_secret_1',
  paymentId: 'pay-sr-1',
  amount: 30,
  currency: 'JOD',
  serviceName: service.nameAr,
  serviceRequestId: 'sr-1',
  methods: ['card', 'cliq'],
};

const reported: Payment = {
  id: 'pay-cliq-sr',
  kind: 'service-request',
  targetId: 'sr-1',
  serviceId: service.id,
  serviceName: service.nameAr,
  status: 'awaiting_confirmation',
  amount: 30,
  currency: 'JOD',
  provider: 'office',
  method: 'cliq',
  reference: 'REQ-26-00003',
  createdAt: '2026-03-01T08:00:00.000Z',
  paidAt: null,
};

function network() {
  return stubFetch(({ method, url }) => {
    if (url === '/api/services') return json([service]);
    if (method === 'POST' && url === '/api/create-service-payment-intent') return json(intent);
    if (method === 'POST' && url === '/api/payments/cliq')
      return json({
        paymentId: 'pay-cliq-sr',
        alias: 'SANADCONSULT',
        accountName: 'شركة سند للاستشارات',
        amount: 30,
        currency: 'JOD',
        reference: 'REQ-26-00003',
        holdUntil: null,
        status: 'pending',
      });
    if (method === 'POST' && url === '/api/payments/pay-cliq-sr/transfer-reported')
      return json(reported);
    return undefined;
  });
}

async function type(page: HTMLElement, label: string, value: string) {
  const el = [...page.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const input = page.ownerDocument.getElementById(el?.htmlFor ?? '') as HTMLInputElement;
  const proto = Object.getPrototypeOf(input) as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll('button')].find((b) => b.textContent?.includes(text));

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the service-request wizard paid by CliQ', () => {
  it('chooses CliQ for the stored request, reports the transfer and ends on «awaiting the office», with no receipt yet', async () => {
    const calls = network();
    const url = `/service-request/${service.id}`;
    window.history.replaceState(null, '', url);
    const client = createQueryClient();
    client.setQueryData(SERVICES_QUERY_KEY, [service]);
    const page = await mountInFrame(
      <Routes>
        <Route path="/service-request/:serviceId" element={<ServiceRequestPage />} />
      </Routes>,
      { url, client },
    );
    await type(page, 'الاسم الكامل', 'محمد العلي');
    await type(page, 'البريد الإلكتروني', 'mohammad@example.jo');
    await type(page, 'رقم الهاتف', '0791234567');
    await type(page, 'العنوان', 'عمّان، خلدا');
    await type(page, 'تفاصيل الطلب', 'أرغب بتسوية حساب المنشأة لدى الضمان.');
    await act(async () => page.querySelector('form')?.requestSubmit());
    await act(async () => button(page, 'تأكيد الطلب والمتابعة إلى الدفع')?.click());
    await until(() => page.querySelectorAll('input[type="radio"]').length === 2);

    const cliq = [...page.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.closest('label')?.textContent === PAYMENT_METHOD_LABELS.cliq,
    );
    await act(async () => cliq?.click());
    await until(() => button(page, cliqCopy.report) !== undefined);
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/payments/cliq')?.body).toEqual({
      serviceRequestId: 'sr-1',
    });
    // A service request holds no slot: nothing is said of a hold.
    expect(page.querySelector('[data-testid="cliq-hold"]')).toBeNull();

    await act(async () => button(page, cliqCopy.report)?.click());
    await until(() => page.querySelector('#service-request-done-title') !== null);
    expect(page.querySelector('#service-request-done-title')?.textContent).toBe(
      AWAITING_TRANSFER_TITLE,
    );
    expect(page.querySelector('[data-testid="done-payment-status"]')?.textContent).toBe(
      'بانتظار تأكيد التحويل',
    );
    expect(page.textContent).toContain('المبلغ المحوّل');
    expect(page.textContent).not.toContain('ودفع الرسوم بنجاح');
    expect(page.querySelector('a[data-testid="receipt-download"]')).toBeNull();
  });
});
