// @vitest-environment jsdom
import type { Appointment, AppointmentDetail } from '@ssc/contracts';
import { DEFAULT_WEEK } from '@ssc/contracts/availability';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../../../testing/dom';
import { appointment } from '../../../../testing/fixtures';
import { AppointmentDetails } from '../../components/AppointmentDetails';
import { buildWeek } from '../week';
import { CalendarPrint } from './CalendarPrint';

// Tuesday 8 January 2030, 14:00 and 9:00 in Amman; Wednesday 10:00.
const khaled = appointment({
  reference: 'SND-30-00007',
  date: '2030-01-08T11:00:00.000Z',
  status: 'confirmed',
  paymentStatus: 'paid',
});
const salma: Appointment = {
  ...khaled,
  id: '0b6a4c2e-8f1d-4e57-9c3a-5d2e1f0a9b88',
  reference: 'SND-30-00008',
  contactName: 'سلمى الحديد',
  contactPhone: '0791234567',
  date: '2030-01-08T06:00:00.000Z',
  status: 'pending',
  paymentStatus: 'pending',
};
const omar: Appointment = {
  ...khaled,
  id: '6f7b0a52-3c1e-4d2a-9b8f-1e2d3c4b5a69',
  reference: 'SND-30-00009',
  contactName: 'عمر الخطيب',
  date: '2030-01-09T07:00:00.000Z',
};

const week = buildWeek(
  '2030-01-06',
  { week: DEFAULT_WEEK, exceptions: [] },
  [khaled, salma, omar],
  '2030-01-08',
);
const serviceName = () => 'تعديل الرواتب';

const printed = () => document.querySelector<HTMLElement>('[data-print="root"]');
const printButton = (scope: ParentNode) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'طباعة');

describe('printing the calendar and a details sheet', () => {
  let print: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    print = vi.fn();
    vi.stubGlobal('print', print);
  });
  setUpEach();
  afterEach(() => vi.unstubAllGlobals());

  it('prints the week as a table of the times that hold appointments, by day', async () => {
    const page = await render(
      <CalendarPrint week={week} range="6–10 كانون الثاني 2030" serviceName={serviceName} />,
    );
    const root = printed();
    // Printed only, and the page's one printed part.
    expect(root?.querySelector('[data-print="only"]')).not.toBeNull();
    expect(root?.querySelector('h2')?.textContent).toBe(
      'جدول مواعيد الأسبوع 6–10 كانون الثاني 2030',
    );
    const head = [...(root?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
    expect(head).toEqual([
      'الوقت',
      'الأحد 6 كانون الثاني',
      'الاثنين 7 كانون الثاني',
      'الثلاثاء 8 كانون الثاني',
      'الأربعاء 9 كانون الثاني',
      'الخميس 10 كانون الثاني',
    ]);
    // Only the three times with an appointment are rows; each sits under its day.
    const rows = [...(root?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['9:00 ص', '', '', 'سلمى الحديد – تعديل الرواتب (بانتظار التأكيد)', '', ''],
      ['10:00 ص', '', '', '', 'عمر الخطيب – تعديل الرواتب (مؤكد)', ''],
      ['2:00 م', '', '', 'خالد العمري – تعديل الرواتب (مؤكد)', '', ''],
    ]);
    // The controls are never printed; the button opens the browser's print dialog.
    const button = printButton(page);
    expect(button?.closest('[data-print="hide"]')).not.toBeNull();
    expect(button?.getAttribute('aria-label')).toBe('طباعة أسبوع 6–10 كانون الثاني 2030');
    await act(async () => button?.click());
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints one chosen day as a list with the phones', async () => {
    const page = await render(
      <CalendarPrint week={week} range="6–10 كانون الثاني 2030" serviceName={serviceName} />,
    );
    const select = page.querySelector<HTMLSelectElement>('#calendar-print-scope');
    await act(async () => {
      if (!select) return;
      select.value = '2030-01-08';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const root = printed();
    expect(root?.querySelector('h2')?.textContent).toBe('مواعيد الثلاثاء، 8 كانون الثاني 2030');
    const rows = [...(root?.querySelectorAll('tbody tr') ?? [])].map(
      (tr) => tr.children[1]?.textContent,
    );
    expect(rows).toEqual(['سلمى الحديد', 'خالد العمري']);
    expect(root?.querySelector('tbody tr')?.textContent).toContain('0791234567');
    expect(root?.querySelector('tbody tr')?.textContent).toContain('SND-30-00008');
    const button = printButton(page);
    expect(button?.getAttribute('aria-label')).toBe('طباعة مواعيد الثلاثاء 8 كانون الثاني');
    await act(async () => button?.click());
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints an open details sheet alone, without its actions and forms', async () => {
    const detail: AppointmentDetail = {
      appointment: khaled,
      serviceName: 'تعديل الرواتب',
      cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
      reschedule: { allowed: true, remaining: null },
      history: [],
    };
    stubFetch((_method, url) =>
      url === `/api/appointments/${khaled.id}` ? json(detail) : json({ message: 'غير موجود' }, 404),
    );
    const page = await render(
      <AppointmentDetails appointment={khaled} serviceName="تعديل الرواتب" />,
    );
    await act(async () => page.querySelector('button')?.click());
    const sheet = () => document.querySelector<HTMLElement>('[data-print="sheet"]');
    await until(() => sheet() !== null && printButton(sheet() as HTMLElement) !== undefined);

    const actions = [...(sheet()?.querySelectorAll('h3') ?? [])].find(
      (h) => h.textContent === 'الإجراءات',
    );
    expect(actions?.closest('[data-print="hide"]')).not.toBeNull();
    expect(
      sheet()?.querySelector('[aria-label="إغلاق التفاصيل"]')?.getAttribute('data-print'),
    ).toBe('hide');
    const button = printButton(sheet() as HTMLElement);
    expect(button?.getAttribute('aria-label')).toBe('طباعة الموعد SND-30-00007');
    await act(async () => button?.click());
    expect(print).toHaveBeenCalledTimes(1);
  });
});
