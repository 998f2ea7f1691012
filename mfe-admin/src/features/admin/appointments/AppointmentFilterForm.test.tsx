// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import type { Appointment, PublicService } from '@ssc/contracts';
import { theme, useSessionStore } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppointmentsTab } from './AppointmentsTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const services: PublicService[] = [
  {
    id: 'svc-training',
    nameEn: 'training',
    nameAr: 'التدريب',
    descriptionAr: 'دورات تدريبية',
    duration: 60,
    price: 30,
  },
  {
    id: 'svc-retirement-consultations',
    nameEn: 'retirement-consultations',
    nameAr: 'الاستشارات القانونية في التقاعد',
    descriptionAr: 'استشارات',
    duration: 60,
    price: 30,
  },
];

const appointment: Appointment = {
  id: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00007',
  serviceId: 'svc-training',
  userId: 'guest',
  date: '2030-01-06T07:00:00.000Z',
  consultationMode: 'office',
  contactName: 'خالد العمري',
  contactEmail: 'khaled@example.jo',
  contactPhone: '0795551234',
  socialSecurityNumber: '12345678',
  description: '',
  status: 'pending',
  paymentStatus: 'paid',
  files: [],
  createdAt: '2029-12-01T07:00:00.000Z',
};

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The list requests the tab made, as their query parameters. */
function network(): URLSearchParams[] {
  const lists: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/services')) return json(services);
      if (url.startsWith('/api/appointments?')) {
        lists.push(new URLSearchParams(url.slice(url.indexOf('?') + 1)));
        return json([appointment], { 'x-total-count': '1' });
      }
      return new Response(JSON.stringify({ message: 'غير موجود' }), { status: 404 });
    }),
  );
  return lists;
}

let root: Root | undefined;
let host: HTMLElement | undefined;

async function render(): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/admin']}>
            <AppointmentsTab />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
  });
  return host;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

/** The control a visible label names (as a person finds it). */
function labelled<T extends HTMLElement>(page: HTMLElement, text: string): T {
  const label = [...page.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? page.querySelector<T>(`#${label.htmlFor}`) : null;
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

/** Picks an option as a person would (the value setter, then a change event). */
async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const exportLink = (page: HTMLElement) =>
  [...page.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'تصدير CSV');

describe('the appointment filters of the admin console', () => {
  beforeEach(() => {
    resetUnauthorizedForTests();
    useSessionStore.getState().setUser({ id: 'a1', email: 'admin@example.jo', role: 'admin' });
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(null);
  });

  it('filters by service and payment status with the other filters, and exports the same list', async () => {
    const lists = network();
    const page = await render();
    const service = labelled<HTMLSelectElement>(page, 'الخدمة');
    await until(() => service.options.length === 3);
    // The catalogue's Arabic names, and the payment statuses' Arabic labels from the contracts.
    expect([...service.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['كل الخدمات', 'التدريب', 'الاستشارات القانونية في التقاعد']),
    );
    const payment = labelled<HTMLSelectElement>(page, 'حالة الدفع');
    expect([...payment.options].map((o) => o.textContent)).toEqual([
      'كل حالات الدفع',
      'بانتظار الدفع',
      'مدفوع',
      'فشل الدفع',
    ]);
    const link = exportLink(page);
    expect(link?.getAttribute('href')).toBe('/api/appointments/export');
    expect(link?.hasAttribute('download')).toBe(true);
    expect(link?.getAttribute('aria-label')).toMatch(/^تصدير CSV/);

    await choose(labelled<HTMLSelectElement>(page, 'الحالة'), 'confirmed');
    await choose(service, 'svc-training');
    await choose(payment, 'paid');
    await until(() => lists.at(-1)?.get('paymentStatus') === 'paid');
    const last = lists.at(-1);
    expect(last?.get('serviceId')).toBe('svc-training');
    expect(last?.get('status')).toBe('confirmed');
    expect(last?.get('page')).toBe('1');
    const exported = new URL(exportLink(page)?.getAttribute('href') ?? '', 'http://x');
    expect(exported.pathname).toBe('/api/appointments/export');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      status: 'confirmed',
      serviceId: 'svc-training',
      paymentStatus: 'paid',
    });

    // «مسح» empties every filter, the new ones included, and the export with them.
    const clear = [...page.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'مسح');
    await act(async () => clear?.click());
    // (The unfiltered list is already cached from the first render: no new request to wait for.)
    await until(() => exportLink(page)?.getAttribute('href') === '/api/appointments/export');
    expect(service.value).toBe('');
    expect(payment.value).toBe('');
  });
});
