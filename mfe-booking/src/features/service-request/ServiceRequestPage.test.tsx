// @vitest-environment jsdom

import { createQueryClient } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { Payment, PaymentIntentResponse } from '@ssc/contracts';
import { formatJod } from '@ssc/contracts';
import { sampleService } from '@ssc/contracts/testing';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recallDetails, rememberDetails } from './returnDetails';
import { ServiceRequestPage } from './ServiceRequestPage';
import type { ServiceRequestDetails } from './wizard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const service = sampleService({
  id: 'svc-establishment-account-management',
  nameAr: 'إدارة حساب المنشأة',
});

/** The page at a URL with the catalogue already loaded (no network: tests own the data). */
function render(url: string): Promise<HTMLElement> {
  return mountInFrame(
    <Routes>
      <Route path="/service-request/:serviceId" element={<ServiceRequestPage />} />
    </Routes>,
    { url, client: offlineQueryClient([[['/api/services'], [service]]]) },
  );
}

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  useSessionStore.getState().setUser(null);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const field = (page: HTMLElement, label: string) => {
  const el = [...page.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return el ? (page.ownerDocument.getElementById(el.htmlFor) as HTMLInputElement) : null;
};

async function type(page: HTMLElement, label: string, value: string) {
  const input = field(page, label)!;
  const proto = Object.getPrototypeOf(input) as HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const currentStep = (page: HTMLElement) =>
  page.querySelector('[aria-current="step"]')?.textContent ?? '';

const button = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll('button')].find((b) => b.textContent?.includes(text))!;

describe('ServiceRequestPage', () => {
  it('says clearly when the service does not exist, with the way to the services', async () => {
    const page = await render('/service-request/svc-unknown');
    expect(page.querySelector('h2')?.textContent).toBe('الخدمة المطلوبة غير موجودة');
    expect(page.querySelector('a[href="/services"]')).not.toBeNull();
    expect(page.querySelector('form')).toBeNull();
  });

  it('shows step 1 of 3 with the form, the service name and links to services and contact', async () => {
    const page = await render(`/service-request/${service.id}`);
    expect(page.querySelector('h1')?.textContent).toBe(`طلب خدمة: ${service.nameAr}`);
    expect(page.querySelectorAll('ol[aria-label="مراحل طلب الخدمة"] li')).toHaveLength(3);
    expect(currentStep(page)).toContain('بيانات الطلب');
    for (const label of [
      'الاسم الكامل',
      'اسم المنشأة',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'العنوان',
      'تفاصيل الطلب',
    ])
      expect(field(page, label), label).toBeInstanceOf(HTMLElement);
    expect(page.querySelector('a[href="/services"]')).not.toBeNull();
    expect(page.querySelector('a[href="/contact"]')).not.toBeNull();
  });

  it('shows the Arabic inline errors of spec §5 and stays on step 1', async () => {
    const page = await render(`/service-request/${service.id}`);
    await act(async () => page.querySelector('form')!.requestSubmit());
    const errors = [...page.querySelectorAll('form p[id$="-error"]')].map((e) => e.textContent);
    expect(errors).toEqual([
      'الاسم يجب أن يكون حرفين على الأقل',
      'البريد الإلكتروني غير صحيح',
      'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
      'العنوان يجب أن يكون 5 أحرف على الأقل',
      'تفاصيل الخدمة يجب أن تكون 10 أحرف على الأقل',
    ]);
    expect(field(page, 'الاسم الكامل')?.getAttribute('aria-invalid')).toBe('true');
    expect(currentStep(page)).toContain('بيانات الطلب');
  });

  it('an invalid submit takes the focus to the first invalid field, scrolled into view (issue 33.4)', async () => {
    // jsdom does not scroll: the call is recorded instead.
    const scrolled: Element[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this);
      },
    });
    try {
      const page = await render(`/service-request/${service.id}`);
      await type(page, 'الاسم الكامل', 'محمد العلي');
      const submit = button(page, 'التالي: ملخص الطلب');
      submit.focus();
      await act(async () => page.querySelector('form')!.requestSubmit(submit));
      // The name is fine: the email, the next field in the page, is the first invalid one.
      expect(document.activeElement).toBe(field(page, 'البريد الإلكتروني'));
      expect(scrolled).toContain(field(page, 'البريد الإلكتروني'));
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('prefills the name, email and phone of a signed-in account, never over what was typed (issue 33.4)', async () => {
    const page = await render(`/service-request/${service.id}`);
    await type(page, 'البريد الإلكتروني', 'typed@example.jo');
    await act(async () =>
      useSessionStore.getState().setUser({
        id: 'u-1',
        firstName: 'سارة',
        lastName: 'الخطيب',
        fullName: 'سارة محمد علي الخطيب',
        email: 'sara@example.jo',
        mobileNumber: '0791234567',
      }),
    );
    expect(field(page, 'الاسم الكامل')?.value).toBe('سارة محمد علي الخطيب');
    expect(field(page, 'البريد الإلكتروني')?.value).toBe('typed@example.jo');
    expect(field(page, 'رقم الهاتف')?.value).toBe('0791234567');
  });

  it('a signed-in account opens step 1 filled in', async () => {
    useSessionStore.getState().setUser({
      id: 'u-1',
      firstName: 'سارة',
      lastName: 'الخطيب',
      email: 'sara@example.jo',
    });
    const page = await render(`/service-request/${service.id}`);
    expect(field(page, 'الاسم الكامل')?.value).toBe('سارة الخطيب');
    expect(field(page, 'البريد الإلكتروني')?.value).toBe('sara@example.jo');
    // No phone on the account: left for the client.
    expect(field(page, 'رقم الهاتف')?.value).toBe('');
  });

  it('goes to the summary (30 JOD incl. taxes) without a call, and back keeps what was typed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const page = await render(`/service-request/${service.id}`);
    await type(page, 'الاسم الكامل', 'محمد العلي');
    await type(page, 'البريد الإلكتروني', 'Mohammad@Example.jo');
    await type(page, 'رقم الهاتف', '٠٧٩١٢٣٤٥٦٧');
    await type(page, 'العنوان', 'عمّان، خلدا');
    await type(page, 'تفاصيل الطلب', 'أرغب بتسوية حساب المنشأة لدى الضمان.');
    await act(async () => page.querySelector('form')!.requestSubmit());

    expect(currentStep(page)).toContain('ملخص الطلب والدفع');
    // The new step's heading takes the focus (issue 33.4).
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toBe('ملخص الطلب');
    expect(page.querySelector('[data-testid="service-request-amount"]')?.textContent).toBe(
      formatJod(30),
    );
    expect(page.textContent).toContain('شاملة الضرائب');
    expect(page.textContent).toContain(service.nameAr);
    // The schema's output: the email lower-cased, the digits Latin.
    expect(page.textContent).toContain('mohammad@example.jo');
    expect(page.textContent).toContain('0791234567');
    expect(fetchSpy).not.toHaveBeenCalled();

    await act(async () => button(page, 'رجوع لتعديل البيانات').click());
    expect(currentStep(page)).toContain('بيانات الطلب');
    expect(field(page, 'الاسم الكامل')?.value).toBe('محمد العلي');
    expect(field(page, 'العنوان')?.value).toBe('عمّان، خلدا');
    expect(field(page, 'تفاصيل الطلب')?.value).toBe('أرغب بتسوية حساب المنشأة لدى الضمان.');
    fetchSpy.mockRestore();
  });

  it('pays with HyperPay’s widget through the payment panel, which comes back to this page with the payment id', async () => {
    const intent: PaymentIntentResponse = {
      provider: 'hyperpay',
      clientSecret: CHECKOUT_ID,
      paymentId: 'pay-sr-1',
      amount: 30,
      currency: 'JOD',
      serviceName: service.nameAr,
      serviceRequestId: 'sr-1',
      widgetUrl: WIDGET_URL,
    };
    const calls = stubNetwork({ intent: () => json(intent) });
    window.history.replaceState(null, '', `/service-request/${service.id}`);
    const page = await render(`/service-request/${service.id}`);
    await fillAndSubmit(page);
    await act(async () => button(page, 'تأكيد الطلب والمتابعة إلى الدفع').click());
    await until(() => page.querySelector('form.paymentWidgets') !== null);

    expect(calls).toEqual(['POST /api/create-service-payment-intent']);
    const back = new URL(
      page.querySelector('form.paymentWidgets')?.getAttribute('action') ?? '',
      window.location.href,
    );
    expect(back.pathname).toBe(`/service-request/${service.id}`);
    expect(back.searchParams.get('paymentId')).toBe('pay-sr-1');
    expect(document.querySelector(`script[src="${WIDGET_URL}"]`)).not.toBeNull();
    expect(window.wpwlOptions?.locale).toBe('ar');
    // What the done step needs after HyperPay's page waits in this tab for the return.
    expect(recallDetails('pay-sr-1')).toEqual(details);
  });

  it('back from HyperPay with a paid request: the done step, thanking by the name typed before leaving', async () => {
    rememberDetails('pay-sr-1', details);
    useSessionStore.getState().setUser({
      id: 'u1',
      username: 'mohammad',
      email: details.email,
      firstName: 'محمد',
      lastName: 'العلي',
      role: 'user',
    });
    const calls = stubNetwork({ refresh: () => json(paidRequest) });
    const page = await renderLive(HYPERPAY_RETURN);
    await until(() => page.querySelector('#service-request-done-title') !== null);

    expect(calls).toContain('POST /api/payments/pay-sr-1/refresh');
    expect(calls).not.toContain('POST /api/create-service-payment-intent');
    expect(currentStep(page)).toContain('اكتمال الطلب');
    expect(page.textContent).toContain(`شكراً لك، ${details.fullName}`);
    expect(page.textContent).toContain(formatJod(30));
    const pdf = page.querySelector('a[data-testid="receipt-download"]');
    expect(pdf?.getAttribute('href')).toBe('/api/service-requests/sr-1/receipt');
    expect(pdf?.textContent).toBe('تنزيل الفاتورة (PDF)');
  });

  it('back from HyperPay with a refused payment: the summary again with the details, and why', async () => {
    rememberDetails('pay-sr-1', details);
    const calls = stubNetwork({
      refresh: () => json({ ...paidRequest, status: 'failed', paidAt: null }),
    });
    const page = await renderLive(HYPERPAY_RETURN);
    await until(() => currentStep(page).includes('ملخص الطلب والدفع'));

    expect(calls).toContain('POST /api/payments/pay-sr-1/refresh');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      'فشلت عملية الدفع، يرجى المحاولة مرة أخرى',
    );
    // The failure takes the focus, not the step's heading (issue 33.4).
    const alert = page.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.tabIndex).toBe(-1);
    await until(() => document.activeElement === alert);
    expect(page.textContent).toContain(details.fullName);
    // A fresh payment is set up from here: nothing of the refused one is kept.
    expect(button(page, 'تأكيد الطلب والمتابعة إلى الدفع')).toBeDefined();
    expect(page.querySelector('a[data-testid="receipt-download"]')).toBeNull();
  });
});

const CHECKOUT_ID = '8ac7a4a18f1c2b3d018f1c5e6a7b0c11';
const WIDGET_URL = `https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=${CHECKOUT_ID}`;
const HYPERPAY_RETURN = `/service-request/${service.id}?paymentId=pay-sr-1&id=${CHECKOUT_ID}&resourcePath=${encodeURIComponent(`/v1/checkouts/${CHECKOUT_ID}/payment`)}`;

const details: ServiceRequestDetails = {
  fullName: 'محمد العلي',
  email: 'mohammad@example.jo',
  phone: '0791234567',
  company: '',
  address: 'عمّان، خلدا',
  serviceDetails: 'أرغب بتسوية حساب المنشأة لدى الضمان.',
};

const paidRequest: Payment = {
  id: 'pay-sr-1',
  kind: 'service-request',
  targetId: 'sr-1',
  serviceId: service.id,
  serviceName: service.nameAr,
  status: 'paid',
  amount: 30,
  currency: 'JOD',
  provider: 'hyperpay',
  createdAt: '2026-03-01T08:00:00.000Z',
  paidAt: '2026-03-01T08:05:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The gateway at the network boundary; returns the calls made, as `METHOD url`. */
function stubNetwork(answers: { intent?: () => Response; refresh?: () => Response }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/services') return json([service]);
      if (method === 'POST' && url === '/api/create-service-payment-intent' && answers.intent)
        return answers.intent();
      if (method === 'POST' && url.endsWith('/refresh') && answers.refresh)
        return answers.refresh();
      return json({ message: 'غير موجود' }, 404);
    }),
  );
  return calls;
}

/** The page at a URL with a live query client (a provider's return reads the payment). */
function renderLive(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  const client = createQueryClient();
  client.setQueryData(SERVICES_QUERY_KEY, [service]);
  return mountInFrame(
    <Routes>
      <Route path="/service-request/:serviceId" element={<ServiceRequestPage />} />
    </Routes>,
    { url, client },
  );
}

async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

async function fillAndSubmit(page: HTMLElement) {
  await type(page, 'الاسم الكامل', details.fullName);
  await type(page, 'البريد الإلكتروني', details.email);
  await type(page, 'رقم الهاتف', details.phone);
  await type(page, 'العنوان', details.address);
  await type(page, 'تفاصيل الطلب', details.serviceDetails);
  await act(async () => page.querySelector('form')!.requestSubmit());
}
