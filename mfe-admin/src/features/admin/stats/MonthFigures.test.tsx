// @vitest-environment jsdom
import { type AppointmentStats, formatJod, paymentsExportMessages } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, type, until } from '../../../testing/dom';
import { salaryAdjustments } from '../../../testing/fixtures';
import { formatInvoiceAmount } from '../invoices/invoices-api';
import { formatMonth, MonthFigures } from './MonthFigures';

const ALL: AppointmentStats = {
  total: 40,
  pending: 3,
  confirmed: 5,
  completed: 20,
  cancelled: 10,
  no_show: 2,
  business: 30,
};

const month = (m: string): AppointmentStats => ({
  total: 9,
  pending: 1,
  confirmed: 2,
  completed: 3,
  cancelled: 2,
  no_show: 1,
  business: 7,
  month: m,
  paidMinor: 120_000,
  refundedMinor: 30_500,
  revenueMinor: 89_500,
  byService: [
    {
      serviceId: salaryAdjustments.id,
      bookings: 5,
      completed: 3,
      cancelled: 1,
      noShows: 1,
      revenueMinor: 90_000,
    },
    { serviceId: 'gone', bookings: 2, completed: 0, cancelled: 1, noShows: 0, revenueMinor: -500 },
  ],
});

function network() {
  return stubFetch((_method, url) => {
    if (url === '/api/appointments/stats') return json(ALL);
    const m = /^\/api\/appointments\/stats\?month=(\d{4}-\d{2})$/.exec(url);
    if (m?.[1]) return json(month(m[1]));
    if (url.startsWith('/api/services')) return json([salaryAdjustments]);
    return json({ message: 'غير موجود' }, 404);
  });
}

function labelled<T extends HTMLElement>(page: HTMLElement, text: string): T {
  const label = [...page.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor
    ? page.querySelector<T>(`#${label.htmlFor}`)
    : label?.querySelector<T>('input');
  if (!control) throw new Error(`no control labelled ${text}`);
  return control as T;
}

const figure = (id: string) =>
  document.querySelector(`[data-testid="figure-${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();
const statsCalls = (calls: { url: string }[]) =>
  calls.map((c) => c.url).filter((u) => u.startsWith('/api/appointments/stats'));

describe('the figures by month of the admin console (issue 34.9)', () => {
  setUpEach();

  it('shows this month in Amman by default: counts, revenue with paid and refunded, and the services table', async () => {
    const calls = network();
    // 22:30 UTC on 30 November is already 1 December in Amman.
    const page = await render(<MonthFigures now={new Date('2026-11-30T22:30:00Z')} />);
    const input = labelled<HTMLInputElement>(page, 'الشهر');
    expect(input.type).toBe('month');
    expect(input.value).toBe('2026-12');
    await until(() => page.querySelector('[data-testid="month-services"]') !== null);
    expect(statsCalls(calls)).toEqual(['/api/appointments/stats?month=2026-12']);

    expect(figure('business')).toBe('7');
    expect(figure('completed')).toBe('3');
    expect(figure('no-show')).toBe('1');
    expect(figure('cancelled')).toBe('2');
    const labels = [...page.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toEqual(['الحجوزات', 'المكتملة', 'لم يحضر', 'الملغاة', 'الإيرادات']);
    expect(figure('revenue')).toContain(formatJod(89.5));
    expect(figure('paid-refunded')).toBe(`مدفوع ${formatJod(120)} — مسترد ${formatJod(30.5)}`);

    const table = page.querySelector('[data-testid="month-services"]') as HTMLTableElement;
    expect(table.caption?.textContent).toBe(`الأرقام حسب الخدمة — ${formatMonth('2026-12')}`);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'الخدمة',
      'الحجوزات',
      'المكتملة',
      'الملغاة',
      'لم يحضر',
      'الإيرادات',
    ]);
    expect(
      [...table.querySelectorAll('thead th')].every((th) => th.getAttribute('scope') === 'col'),
    ).toBe(true);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      [salaryAdjustments.nameAr, '5', '3', '1', '1', formatInvoiceAmount(90_000)],
      ['gone', '2', '0', '1', '0', formatInvoiceAmount(-500)],
    ]);
    expect(table.querySelector('tbody th')?.getAttribute('scope')).toBe('row');
  });

  it('asks again with ?month= when the month changes, and without month for all time', async () => {
    const calls = network();
    const page = await render(<MonthFigures now={new Date('2026-11-15T10:00:00Z')} />);
    await until(() => page.querySelector('[data-testid="month-services"]') !== null);

    await type(labelled<HTMLInputElement>(page, 'الشهر'), '2026-10');
    await until(() => statsCalls(calls).includes('/api/appointments/stats?month=2026-10'));
    await until(
      () =>
        page.querySelector('caption')?.textContent ===
        `الأرقام حسب الخدمة — ${formatMonth('2026-10')}`,
    );

    // No month: the contracts' message, and nothing asked.
    const before = statsCalls(calls).length;
    await type(labelled<HTMLInputElement>(page, 'الشهر'), '');
    expect(page.textContent).toContain(paymentsExportMessages.monthInvalid);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(statsCalls(calls).length).toBe(before);

    await act(async () => labelled<HTMLInputElement>(page, 'كل الأوقات').click());
    await until(() => statsCalls(calls).includes('/api/appointments/stats'));
    await until(() => figure('business') === '30');
    expect(figure('completed')).toBe('20');
    expect(figure('cancelled')).toBe('10');
    // All time has no money and no services' lines.
    expect(page.querySelector('[data-testid="figure-revenue"]')).toBeNull();
    expect(page.querySelector('[data-testid="month-services"]')).toBeNull();
    expect(
      statsCalls(calls)
        .filter((u) => u.includes('month='))
        .every((u) => /month=\d/.test(u)),
    ).toBe(true);
  });

  it('shows the error with a retry', async () => {
    stubFetch((_method, url) =>
      url.startsWith('/api/appointments/stats')
        ? json({ message: 'الخادم غير متاح' }, 500)
        : json([salaryAdjustments]),
    );
    const page = await render(<MonthFigures now={new Date('2026-11-15T10:00:00Z')} />);
    await until(() => page.querySelector('[role="alert"]') !== null);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(
      'تعذر تحميل الأرقام: الخادم غير متاح',
    );
  });
});
