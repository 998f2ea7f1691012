// @vitest-environment jsdom
import type { Appointment, AppointmentDetail } from '@ssc/contracts';
import { DEFAULT_WEEK } from '@ssc/contracts/availability';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, until as poll, render, setUpEach, stubFetch, type } from '../../../testing/dom';
import { appointment, salaryAdjustments } from '../../../testing/fixtures';
import { CalendarTab } from './CalendarTab';

// "Now" is Tuesday 8 January 2030, 10:00 in Amman: this week is Sunday 6 to Saturday 12 January.
const NOW = new Date('2030-01-08T07:00:00.000Z');

const confirmed = appointment({
  reference: 'SND-30-00007',
  // Tuesday 8 January 2030, 14:00 in Amman.
  date: '2030-01-08T11:00:00.000Z',
  status: 'confirmed',
  paymentStatus: 'paid',
});
/** Booked for Monday 9:00 before the office closed that Monday: still shown, to be moved. */
const stranded: Appointment = {
  ...confirmed,
  id: '0b6a4c2e-8f1d-4e57-9c3a-5d2e1f0a9b88',
  reference: 'SND-30-00008',
  contactName: 'سلمى الحديد',
  date: '2030-01-07T06:00:00.000Z',
  status: 'pending',
  paymentStatus: 'pending',
};

const availability = {
  week: DEFAULT_WEEK,
  exceptions: [
    { date: '2030-01-07', closed: true, note: 'غياب المستشار' },
    // Wednesday: 11:00 blocked.
    {
      date: '2030-01-09',
      closed: false,
      slots: ['09:00', '10:00', '14:00', '15:00', '16:00'],
      note: 'اجتماع',
    },
  ],
};

const services = [salaryAdjustments];

function detailOf(appointment: Appointment): AppointmentDetail {
  return {
    appointment,
    serviceName: 'تعديل الرواتب',
    cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
    reschedule: { allowed: true, remaining: null },
    history: [
      {
        at: appointment.createdAt,
        actor: 'client',
        actorId: null,
        action: 'booked',
        details: { date: appointment.date },
      },
    ],
  };
}

/**
 * The services as the calendar reads them. `/api/appointments` answers the appointments inside
 * the asked `from`–`to` (Amman days), or `pages` when given (a week longer than one page).
 */
function network(
  options: {
    availability?: () => Response;
    list?: Appointment[];
    /** Answers a write (or anything else) first; undefined lets the defaults answer. */
    other?: (method: string, url: string, body: unknown) => Response | undefined;
    pages?: Record<string, { items: Appointment[]; total: number }>;
  } = {},
) {
  const asked: URL[] = [];
  stubFetch((method, url, body) => {
    const answered = options.other?.(method, url, body);
    if (answered) return answered;
    if (url === '/api/availability') return options.availability?.() ?? json(availability);
    if (url.startsWith('/api/services')) return json(services);
    if (url.startsWith('/api/appointments?')) {
      const query = new URL(url, 'http://admin.test');
      asked.push(query);
      const page = options.pages?.[query.searchParams.get('page') ?? ''];
      if (page) return json(page.items, 200, { 'x-total-count': String(page.total) });
      const from = `${query.searchParams.get('from')}T00:00:00+03:00`;
      const to = `${query.searchParams.get('to')}T23:59:59+03:00`;
      const inside = (options.list ?? [confirmed, stranded]).filter(
        (a) => new Date(a.date) >= new Date(from) && new Date(a.date) <= new Date(to),
      );
      return json(inside, 200, { 'x-total-count': String(inside.length) });
    }
    for (const a of [confirmed, stranded]) {
      if (url === `/api/appointments/${a.id}`) return json(detailOf(a));
    }
    return json({ message: 'غير موجود' }, 404);
  });
  return asked;
}

/** Waits as long as the appointment tests (150 turns of 20 ms). */
const until = (check: () => boolean) => poll(check, 150);

const buttonNamed = (scope: ParentNode, name: string | RegExp) =>
  [...scope.querySelectorAll('button')].find((b) => {
    const label = b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
    return typeof name === 'string' ? label === name : name.test(label);
  });
const click = (button: HTMLButtonElement | undefined) => act(async () => button?.click());
const dayHeaders = (page: HTMLElement) => [...page.querySelectorAll('thead th[scope="col"]')];
const cell = (page: HTMLElement, day: string, time: string) =>
  page.querySelector<HTMLTableCellElement>(`td[data-day="${day}"][data-time="${time}"]`);
const weeksAsked = (asked: URL[]) =>
  asked.map((u) => `${u.searchParams.get('from')}..${u.searchParams.get('to')}`);

describe('the admin calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  setUpEach();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Sunday to Thursday with the office’s slot times, each appointment in its day and slot with its status', async () => {
    const asked = network();
    const page = await render(<CalendarTab />);
    await until(() => cell(page, '2030-01-08', '14:00') !== null);

    const table = page.querySelector('table');
    // ICU writes the range's dash with or without spaces.
    expect(table?.querySelector('caption')?.textContent).toMatch(
      /^مواعيد الأسبوع 6\s?–\s?10 كانون الثاني 2030$/,
    );
    expect(dayHeaders(page).map((th) => th.textContent?.split(' ')[0])).toEqual([
      'الوقت',
      'الأحد',
      'الاثنين',
      'الثلاثاء',
      'الأربعاء',
      'الخميس',
    ]);
    expect(page.querySelector('th[aria-current="date"]')?.getAttribute('data-day')).toBe(
      '2030-01-08',
    );
    // The rows are the six slots, read in Arabic.
    expect([...page.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)).toEqual(
      ['9:00 ص', '10:00 ص', '11:00 ص', '2:00 م', '3:00 م', '4:00 م'],
    );

    // Khaled's Tuesday 14:00: under Tuesday's header, on the 2:00 م row, a button with its status.
    const slot = cell(page, '2030-01-08', '14:00') as HTMLTableCellElement;
    const tuesday = page.querySelector('thead th[data-day="2030-01-08"]') as HTMLTableCellElement;
    expect(slot.cellIndex).toBe(tuesday.cellIndex);
    expect(slot.parentElement?.querySelector('th')?.textContent).toBe('2:00 م');
    const chip = slot.querySelector('button') as HTMLButtonElement;
    expect(chip.getAttribute('aria-label')).toBe(
      'خالد العمري (SND-30-00007)، تعديل الرواتب، الثلاثاء 8 كانون الثاني 2:00 م، مؤكد',
    );
    expect(chip.textContent).toContain('تعديل الرواتب');
    expect(chip.querySelector('[data-status]')?.getAttribute('data-status')).toBe('confirmed');
    expect(cell(page, '2030-01-08', '09:00')?.querySelector('button')).toBeNull();
    expect(cell(page, '2030-01-08', '09:00')?.textContent).toBe('متاح');

    expect(weeksAsked(asked)).toEqual(['2030-01-06..2030-01-12']);
    expect(asked[0]?.searchParams.get('pageSize')).toBe('100');
  });

  it('says «مغلق» with the note on a closed day, keeps an appointment booked there, and marks a blocked slot', async () => {
    network();
    const page = await render(<CalendarTab />);
    await until(() => cell(page, '2030-01-07', '09:00') !== null);

    const monday = page.querySelector('thead th[data-day="2030-01-07"]');
    expect(monday?.textContent).toContain('مغلق');
    expect(monday?.textContent).toContain('غياب المستشار');
    expect(cell(page, '2030-01-07', '10:00')?.textContent).toBe('مغلق');
    // Salma's appointment on the day closed after she booked is not dropped.
    const strandedCell = cell(page, '2030-01-07', '09:00') as HTMLTableCellElement;
    expect(buttonNamed(strandedCell, /^سلمى الحديد/)).toBeDefined();
    expect(strandedCell.textContent).toContain('خارج أوقات العمل');

    // Wednesday's 11:00 is blocked: «مغلق», to free; the day names its other hours and note.
    expect(cell(page, '2030-01-09', '11:00')?.textContent).toBe('مغلقفتح هذا الوقت');
    expect(cell(page, '2030-01-09', '10:00')?.textContent).toBe('متاحإغلاق هذا الوقت');
    // A slot already begun (Tuesday 9:00 at 10:00) has nothing to block.
    expect(cell(page, '2030-01-08', '09:00')?.querySelector('button')).toBeNull();
    expect(page.querySelector('thead th[data-day="2030-01-09"]')?.textContent).toContain('اجتماع');
  });

  it('moves a week back and forth and back to this week, asking for each week’s days', async () => {
    const asked = network();
    const page = await render(<CalendarTab />);
    await until(() => cell(page, '2030-01-08', '14:00')?.querySelector('button') != null);
    const thisWeek = buttonNamed(page, 'هذا الأسبوع');
    expect(thisWeek?.disabled).toBe(true);

    await click(buttonNamed(page, 'الأسبوع التالي'));
    await until(() => page.querySelector('thead th[data-day="2030-01-13"]') !== null);
    await until(() => page.textContent?.includes('لا توجد مواعيد في هذا الأسبوع.') === true);
    expect(page.querySelector('[data-testid="calendar-range"]')?.textContent).toMatch(
      /^13\s?–\s?17 كانون الثاني 2030$/,
    );
    expect(page.querySelectorAll('tbody button[data-appointment-id]')).toHaveLength(0);
    expect(thisWeek?.disabled).toBe(false);

    await click(thisWeek);
    await until(() => cell(page, '2030-01-08', '14:00')?.querySelector('button') != null);

    await click(buttonNamed(page, 'الأسبوع السابق'));
    await until(() => page.querySelector('thead th[data-day="2029-12-30"]') !== null);

    // Any date's week: 2030-02-20 is a Wednesday.
    const jump = page.querySelector<HTMLInputElement>('#calendar-jump') as HTMLInputElement;
    await type(jump, '2030-02-20');
    await until(() => page.querySelector('thead th[data-day="2030-02-17"]') !== null);

    expect(weeksAsked(asked)).toEqual([
      '2030-01-06..2030-01-12',
      '2030-01-13..2030-01-19',
      '2029-12-30..2030-01-05',
      '2030-02-17..2030-02-23',
    ]);
  });

  it('opens the appointment’s details sheet from its button, with its history and actions', async () => {
    network();
    const page = await render(<CalendarTab />);
    await until(() => buttonNamed(page, /^خالد العمري/) !== undefined);
    await click(buttonNamed(page, /^خالد العمري/));
    await until(() =>
      [...document.querySelectorAll('[role="dialog"]')].some(
        (d) => d.querySelector('[data-testid="appointment-history"]') !== null,
      ),
    );
    const sheet = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(sheet.querySelector('h2')?.textContent).toBe('الموعد SND-30-00007');
    expect(sheet.textContent).toContain('المرفقات (0)');
    expect(buttonNamed(sheet, 'إلغاء الموعد (خالد العمري، SND-30-00007)')).toBeDefined();
  });

  it('asks for every page of a week longer than one page', async () => {
    const asked = network({
      pages: {
        '1': { items: [confirmed], total: 150 },
        '2': { items: [stranded], total: 150 },
      },
    });
    const page = await render(<CalendarTab />);
    await until(() => buttonNamed(page, /^سلمى الحديد/) !== undefined);
    expect(buttonNamed(page, /^خالد العمري/)).toBeDefined();
    expect(asked.map((u) => u.searchParams.get('page')).sort()).toEqual(['1', '2']);
  });

  it('hides a cancelled booking until asked, then shows it in its slot', async () => {
    const cancelled: Appointment = {
      ...confirmed,
      id: '3c9d2b1a-7e6f-4a5b-8c9d-0e1f2a3b4c5d',
      reference: 'SND-30-00009',
      contactName: 'رامي الخطيب',
      status: 'cancelled',
    };
    network({ list: [confirmed, cancelled] });
    const page = await render(<CalendarTab />);
    await until(() => buttonNamed(page, /^خالد العمري/) !== undefined);
    expect(buttonNamed(page, /^رامي الخطيب/)).toBeUndefined();
    const toggle = [...page.querySelectorAll('label')].find((l) =>
      l.textContent?.includes('إظهار المواعيد الملغاة (1)'),
    );
    await act(async () => toggle?.querySelector('input')?.click());
    const slot = cell(page, '2030-01-08', '14:00') as HTMLTableCellElement;
    const names = [...slot.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    // The live one first; the cancelled one after it, marked by its status.
    expect(names[0]).toMatch(/^خالد العمري/);
    expect(names[1]).toMatch(/^رامي الخطيب.*ملغي$/);
  });

  it('reads at most twenty pages of a week and says when it holds more', async () => {
    const asked = network({
      pages: Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [String(i + 1), { items: [], total: 2950 }]),
      ),
    });
    const page = await render(<CalendarTab />);
    await until(() => page.textContent?.includes('من 2950 موعداً') === true);
    expect(asked).toHaveLength(20);
  });

  it('says in Arabic when the week cannot be loaded, and tries again', async () => {
    let answer = () => json({ message: 'الخدمة غير متاحة حالياً' }, 503);
    network({ availability: () => answer() });
    const page = await render(<CalendarTab />);
    await until(() => page.querySelector('[role="alert"]') !== null);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(
      'تعذر تحميل التقويم: الخدمة غير متاحة حالياً',
    );
    answer = () => json(availability);
    await click(buttonNamed(page, 'إعادة المحاولة'));
    await until(() => page.querySelector('table') !== null);
    expect(page.querySelector('[role="alert"]')).toBeNull();
  });

  it('lists the week per day on a narrow screen, the same buttons in the same days', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    network();
    const page = await render(<CalendarTab />);
    await until(() => page.querySelector('section[data-day="2030-01-08"] button') !== null);
    expect(page.querySelector('table')).toBeNull();
    expect(
      [...page.querySelectorAll('section[data-day]')].map((s) => s.getAttribute('data-day')),
    ).toEqual(['2030-01-06', '2030-01-07', '2030-01-08', '2030-01-09', '2030-01-10']);
    const tuesday = page.querySelector('section[data-day="2030-01-08"]') as HTMLElement;
    expect(tuesday.querySelector('h3')?.textContent).toContain('الثلاثاء');
    expect(tuesday.querySelector('time')?.textContent).toBe('2:00 م');
    expect(buttonNamed(tuesday, /^خالد العمري/)).toBeDefined();
    expect(page.querySelector('section[data-day="2030-01-07"] h3')?.textContent).toContain('مغلق');
  });

  it('on a Saturday, «هذا الأسبوع» is the week holding it, with today’s column, and its title says so', async () => {
    // Saturday 12 January 2030, 10:00 in Amman.
    vi.setSystemTime(new Date('2030-01-12T07:00:00.000Z'));
    const asked = network();
    const page = await render(<CalendarTab />);
    await until(() => page.querySelector('thead th[data-day="2030-01-12"]') !== null);
    expect(page.querySelector('th[aria-current="date"]')?.getAttribute('data-day')).toBe(
      '2030-01-12',
    );
    expect(page.querySelector('[data-testid="calendar-range"]')?.textContent).toMatch(
      /^6\s?–\s?12 كانون الثاني 2030$/,
    );
    expect(weeksAsked(asked)[0]).toBe('2030-01-06..2030-01-12');
    expect(buttonNamed(page, 'هذا الأسبوع')?.disabled).toBe(true);
  });

  it('shows a chosen Saturday as a column of its week, and names the week to it', async () => {
    network();
    const page = await render(<CalendarTab />);
    await until(() => cell(page, '2030-01-08', '14:00') !== null);
    await type(page.querySelector('#calendar-jump') as HTMLInputElement, '2030-01-26');
    await until(() => page.querySelector('thead th[data-day="2030-01-26"]') !== null);
    const headers = dayHeaders(page).map((th) => th.getAttribute('data-day'));
    expect(headers.at(-1)).toBe('2030-01-26');
    // Friday 25, neither open nor chosen, stays out.
    expect(headers).not.toContain('2030-01-25');
    expect(page.querySelector('[data-testid="calendar-range"]')?.textContent).toMatch(
      /^20\s?–\s?26 كانون الثاني 2030$/,
    );
  });

  it('blocks a free slot with a reason, then frees it, each in the server’s words', async () => {
    const blockedWednesday = {
      ...availability,
      exceptions: [
        availability.exceptions[0],
        { ...availability.exceptions[1], slots: ['09:00', '14:00', '15:00', '16:00'] },
      ],
    };
    const writes: { method: string; url: string; body: unknown }[] = [];
    let refuse = true;
    network({
      other: (method, url, body) => {
        if (!url.startsWith('/api/availability/blocks')) return undefined;
        writes.push({ method, url, body });
        if (method === 'POST' && refuse) {
          refuse = false;
          return json(
            { message: 'في هذا الوقت موعد قائم؛ أعد جدولته أو ألغِه أولاً ثم أغلق الوقت' },
            409,
          );
        }
        return json({ ...(method === 'POST' ? blockedWednesday : availability), affected: [] });
      },
    });
    const page = await render(<CalendarTab />);
    await until(() => cell(page, '2030-01-09', '10:00') !== null);
    await click(
      buttonNamed(
        cell(page, '2030-01-09', '10:00') as HTMLElement,
        /^إغلاق هذا الوقت: الأربعاء 9 كانون الثاني 10:00 ص$/,
      ),
    );
    await until(() => document.querySelector('[role="alertdialog"], [role="dialog"]') !== null);
    const dialog = document.querySelector('[role="alertdialog"], [role="dialog"]') as HTMLElement;
    await type(dialog.querySelector('input') as HTMLInputElement, 'زيارة ميدانية');
    await click(buttonNamed(dialog, 'نعم، أغلق الوقت'));
    // The first answer is a refusal: it stays in the dialog.
    await until(() => dialog.textContent?.includes('موعد قائم') === true);
    await click(buttonNamed(dialog, 'نعم، أغلق الوقت'));
    await until(
      () => cell(page, '2030-01-09', '10:00')?.textContent?.includes('فتح هذا الوقت') === true,
    );
    expect(writes.map((w) => [w.method, w.url, w.body])).toEqual([
      [
        'POST',
        '/api/availability/blocks',
        { date: '2030-01-09', time: '10:00', reason: 'زيارة ميدانية' },
      ],
      [
        'POST',
        '/api/availability/blocks',
        { date: '2030-01-09', time: '10:00', reason: 'زيارة ميدانية' },
      ],
    ]);

    await click(buttonNamed(cell(page, '2030-01-09', '10:00') as HTMLElement, /^فتح هذا الوقت/));
    await until(
      () => cell(page, '2030-01-09', '10:00')?.textContent?.includes('إغلاق هذا الوقت') === true,
    );
    expect(writes.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/availability/blocks?date=2030-01-09&time=10%3A00',
    });
  });

  it('flags an appointment outside the hours on its button, and confirms it from its sheet', async () => {
    const flagged = { ...stranded, outsideHours: true };
    const patches: unknown[] = [];
    network({
      list: [confirmed, flagged],
      other: (method, url, body) => {
        if (url === `/api/appointments/${flagged.id}` && method === 'GET')
          return json(detailOf(flagged));
        if (method !== 'PATCH') return undefined;
        patches.push({ url, body });
        return json({ ...flagged, status: 'confirmed' });
      },
    });
    const page = await render(<CalendarTab />);
    await until(() => buttonNamed(page, /^سلمى الحديد/) !== undefined);
    const chip = buttonNamed(page, /^سلمى الحديد/) as HTMLButtonElement;
    expect(chip.getAttribute('aria-label')).toMatch(/، خارج أوقات العمل$/);
    expect(chip.querySelector('[data-testid="outside-hours"]')?.textContent).toBe(
      'خارج أوقات العمل',
    );

    await click(chip);
    await until(() => buttonNamed(document.body, 'تأكيد موعد سلمى الحديد') !== undefined);
    const sheet = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(sheet.querySelector('[data-testid="outside-hours"]')).not.toBeNull();
    await click(buttonNamed(sheet, 'تأكيد موعد سلمى الحديد'));
    await until(() => buttonNamed(document.body, 'نعم، تأكيد') !== undefined);
    await click(buttonNamed(document.body, 'نعم، تأكيد'));
    await until(() => patches.length === 1);
    expect(patches[0]).toEqual({
      url: `/api/appointments/${flagged.id}`,
      body: { status: 'confirmed' },
    });
  });
});
