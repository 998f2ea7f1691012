// @vitest-environment jsdom
import { sampleService } from '@ssc/contracts/testing';
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceRequestPage } from './ServiceRequestPage';

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

afterEach(unmountAll);

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
    expect(page.querySelector('[data-testid="service-request-amount"]')?.textContent).toBe(
      '30 دينار أردني',
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
});
