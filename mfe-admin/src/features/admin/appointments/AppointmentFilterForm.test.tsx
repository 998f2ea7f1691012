// @vitest-environment jsdom
import type { PublicService } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, until as poll, render, setUpEach, stubFetch, type } from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { AppointmentsTab } from './AppointmentsTab';

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

const khaled = appointment({ serviceId: 'svc-training', paymentStatus: 'paid' });

/** The list requests the tab made, as their query parameters. */
function network(): URLSearchParams[] {
  const lists: URLSearchParams[] = [];
  stubFetch((_method, url) => {
    if (url.startsWith('/api/services')) return json(services);
    if (url.startsWith('/api/appointments?')) {
      lists.push(new URLSearchParams(url.slice(url.indexOf('?') + 1)));
      return json([khaled], 200, { 'x-total-count': '1' });
    }
    return new Response(JSON.stringify({ message: 'غير موجود' }), { status: 404 });
  });
  return lists;
}

/** Waits as long as the other appointment tests (150 turns of 20 ms). */
const until = (check: () => boolean) => poll(check, 150);

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
  setUpEach();

  it('filters by service and payment status with the other filters, and exports the same list', async () => {
    const lists = network();
    const page = await render(<AppointmentsTab />);
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
      'بانتظار تأكيد التحويل',
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

  it('changes the list and its CSV link only with what is applied, not with a search typed before «تطبيق»', async () => {
    const lists = network();
    const page = await render(<AppointmentsTab />);
    await until(() => lists.length === 1);
    await type(labelled<HTMLInputElement>(page, 'من تاريخ'), '2030-01-01');
    await type(
      labelled<HTMLInputElement>(page, 'بحث (رقم الحجز، الاسم، البريد الإلكتروني أو رقم الهاتف)'),
      'خالد',
    );
    expect(exportLink(page)?.getAttribute('href')).toBe('/api/appointments/export');

    // A select applies at once, over what is applied: the typed search and date wait.
    await choose(labelled<HTMLSelectElement>(page, 'الحالة'), 'confirmed');
    await until(() => lists.at(-1)?.get('status') === 'confirmed');
    expect(lists.at(-1)?.get('q')).toBeNull();
    expect(exportLink(page)?.getAttribute('href')).toBe(
      '/api/appointments/export?status=confirmed',
    );

    const apply = [...page.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'تطبيق',
    );
    await act(async () => apply?.click());
    await until(() => lists.at(-1)?.get('q') === 'خالد');
    const exported = new URL(exportLink(page)?.getAttribute('href') ?? '', 'http://x');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      status: 'confirmed',
      q: 'خالد',
      from: '2030-01-01',
    });
  });
});
