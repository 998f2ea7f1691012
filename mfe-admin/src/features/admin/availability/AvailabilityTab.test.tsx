// @vitest-environment jsdom
import {
  availabilityMessages,
  DEFAULT_HOURS,
  type Hours,
  weekFromHours,
} from '@ssc/contracts/availability';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { toAppointmentDate } from '@ssc/contracts/slots';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  type FetchCall,
  json,
  render,
  setUpEach,
  stubFetch,
  submit,
  type,
  until,
} from '../../../testing/dom';
import { AvailabilityTab } from './AvailabilityTab';

const hours: Hours = {
  ranges: {
    ...DEFAULT_HOURS.ranges,
    '0': [
      { from: '09:00', to: '13:00' },
      { from: '16:00', to: '18:00' },
    ],
  },
  slotMinutes: 30,
};
const holiday = { date: '2027-05-25', closed: true, note: 'عيد الاستقلال' };
const summer = {
  id: '0b7f7c4e-9a57-4d3a-9a57-0c1b6c2d9f11',
  name: 'الصيف',
  from: '2027-07-01',
  to: '2027-08-31',
  closed: true,
};
const availability = {
  week: weekFromHours(hours),
  hours,
  periods: [summer],
  exceptions: [holiday],
};
const stranded = {
  id: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-27-00042',
  date: '2027-03-01T06:00:00.000Z',
  contactName: 'خالد العمري',
  serviceName: 'الاستشارات التقاعدية',
};
const another = {
  ...stranded,
  id: '7a2d2b47-3e68-4e4b-8b68-1d2c3e4f5a60',
  reference: 'SND-27-00043',
};

/** The server: the availability, a preview answering `affected`, saves answering `save`. */
function network(options: { affected?: unknown[]; save?: () => Response } = {}) {
  return stubFetch((method, url) => {
    if (url.startsWith('/api/slots?date=')) {
      return json({
        date: url.slice(-10),
        slots: [
          { time: '09:00', available: false },
          { time: '09:30', available: true },
        ],
      });
    }
    if (method === 'GET') return json(availability);
    if (url.endsWith('/preview')) return json({ affected: options.affected ?? [] });
    return options.save?.() ?? json({ ...availability, affected: options.affected ?? [] });
  });
}

const field = (page: HTMLElement, id: string) => page.querySelector<HTMLInputElement>(`#${id}`);
const button = (page: HTMLElement, name: string) =>
  [...page.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
const click = (element: HTMLElement | null | undefined) => act(async () => element?.click());
const posts = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === `/api/availability/${path}`);

describe('the availability tab', () => {
  setUpEach();

  it('shows the week as ranges again, refuses a range ending before it starts, and saves through the preview', async () => {
    const calls = network();
    const page = await render(<AvailabilityTab />);
    await until(() => field(page, 'week-0-1-from') !== null);
    expect(field(page, 'week-0-0-from')?.value).toBe('09:00');
    expect(field(page, 'week-0-0-to')?.value).toBe('13:00');
    expect(field(page, 'week-0-1-from')?.value).toBe('16:00');
    expect(page.querySelector<HTMLSelectElement>('#week-slot-minutes')?.value).toBe('30');
    expect(field(page, 'week-5-0-from')).toBeNull();
    expect(page.textContent).toContain('عيد الاستقلال');
    expect(page.textContent).toContain('الصيف');

    await type(field(page, 'week-0-1-to') as HTMLInputElement, '15:00');
    await submit(field(page, 'week-0-0-from')?.closest('form'));
    expect(page.textContent).toContain(availabilityMessages.rangeOrder);
    expect(field(page, 'week-0-1-to')?.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await click(button(page, 'إزالة النطاق 2 من يوم الأحد'));
    await submit(field(page, 'week-0-0-from')?.closest('form'));
    await until(() => posts(calls, 'changes').length === 1);
    const change = {
      kind: 'week',
      hours: { ...hours, ranges: { ...hours.ranges, '0': [{ from: '09:00', to: '13:00' }] } },
    };
    expect(posts(calls, 'preview').map((c) => c.body)).toEqual([{ change }]);
    // Nobody affected: saved at once, with no decision.
    expect(posts(calls, 'changes').map((c) => c.body)).toEqual([{ change, decisions: [] }]);
  });

  it('asks what to do with each booked client before saving a period, and saves the decisions with it', async () => {
    let saves = 0;
    const calls = network({
      affected: [stranded, another],
      // The first save finds one more affected appointment (booked meanwhile): a 409 with the list.
      save: () =>
        ++saves === 1
          ? json(
              {
                message: availabilityMessages.affectedChanged,
                affected: [stranded, another, { ...another, id: 'c3', reference: 'SND-27-00044' }],
              },
              409,
            )
          : json({ ...availability, affected: [] }),
    });
    const page = await render(<AvailabilityTab />);
    await until(() => field(page, 'period-name') !== null);
    await type(field(page, 'period-name') as HTMLInputElement, 'رمضان');
    await type(field(page, 'period-from') as HTMLInputElement, '2027-02-08');
    await type(field(page, 'period-to') as HTMLInputElement, '2027-03-09');
    await submit(field(page, 'period-name')?.closest('form'));

    await until(() => page.textContent?.includes('SND-27-00042') ?? false);
    const title = page.querySelector('#affected-step-title');
    expect(title?.textContent).toContain('(2)');
    expect(document.activeElement).toBe(title);
    expect(page.textContent).toContain('خالد العمري');
    expect(page.textContent).toContain('الاستشارات التقاعدية');
    // Nothing saved yet.
    expect(posts(calls, 'changes')).toEqual([]);
    expect(posts(calls, 'preview')[0]?.body).toMatchObject({
      change: { kind: 'period', period: { name: 'رمضان', from: '2027-02-08', to: '2027-03-09' } },
    });

    // No choice made: the row says so and nothing is sent.
    await click(button(page, 'حفظ التغيير مع هذه القرارات'));
    expect(page.textContent).toContain('اختر ما يحدث لهذا الموعد');
    expect(posts(calls, 'changes')).toEqual([]);

    const radio = (id: string, action: string) =>
      page.querySelector<HTMLInputElement>(`input[name="affected-${id}"][value="${action}"]`);
    await click(radio(stranded.id, 'cancel'));
    await click(radio(another.id, 'notify'));
    await click(button(page, 'حفظ التغيير مع هذه القرارات'));
    expect(page.textContent).toContain(lifecycleMessages.reasonRequired);
    expect(posts(calls, 'changes')).toEqual([]);
    await type(field(page, `affected-reason-${stranded.id}`) as HTMLInputElement, 'إغلاق رمضان');
    await click(button(page, 'حفظ التغيير مع هذه القرارات'));
    await until(() => posts(calls, 'changes').length === 1);
    expect(posts(calls, 'changes')[0]?.body).toMatchObject({
      decisions: [
        { appointmentId: stranded.id, action: 'cancel', reason: 'إغلاق رمضان' },
        { appointmentId: another.id, action: 'notify' },
      ],
    });

    // The 409: the step shows the list as it is now, with the reason, and asks again.
    await until(() => page.textContent?.includes('SND-27-00044') ?? false);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(
      availabilityMessages.affectedChanged,
    );
    for (const a of [stranded.id, another.id, 'c3']) await click(radio(a, 'notify'));
    await click(button(page, 'حفظ التغيير مع هذه القرارات'));
    await until(() => posts(calls, 'changes').length === 2);
    await until(() => page.querySelector('#affected-step-title') === null);
    const second = posts(calls, 'changes')[1]?.body as { decisions: unknown[] } | undefined;
    expect(second?.decisions).toHaveLength(3);
  });

  it('deletes a period through the preview, and goes back from the step without saving', async () => {
    const calls = network({ affected: [stranded] });
    const page = await render(<AvailabilityTab />);
    await until(() => button(page, 'حذف فترة الصيف') !== undefined);
    await click(button(page, 'حذف فترة الصيف'));
    await until(() => page.textContent?.includes('SND-27-00042') ?? false);
    expect(posts(calls, 'preview')[0]?.body).toEqual({
      change: { kind: 'deletePeriod', id: summer.id },
    });
    await click(button(page, 'تراجع'));
    expect(page.querySelector('#affected-step-title')).toBeNull();
    expect(posts(calls, 'changes')).toEqual([]);

    // A range added to a day off starts as a working day; one added after a range follows it.
    await click(button(page, 'إضافة نطاق ساعات ليوم الجمعة'));
    expect([field(page, 'week-5-0-from')?.value, field(page, 'week-5-0-to')?.value]).toEqual([
      '09:00',
      '17:00',
    ]);
    await click(button(page, 'إضافة نطاق ساعات ليوم الأحد'));
    expect([field(page, 'week-0-2-from')?.value, field(page, 'week-0-2-to')?.value]).toEqual([
      '18:00',
      '19:00',
    ]);
  });

  it('moves a client to a slot of the new hours, a taken one offered disabled', async () => {
    const calls = network({ affected: [stranded] });
    const page = await render(<AvailabilityTab />);
    await until(() => button(page, 'حذف فترة الصيف') !== undefined);
    await click(button(page, 'حذف فترة الصيف'));
    await until(() => page.textContent?.includes('SND-27-00042') ?? false);
    await click(
      page.querySelector<HTMLInputElement>(`input[name="affected-${stranded.id}"][value="move"]`),
    );
    // A Tuesday: the week's hours in half hours, 09:00 taken in the list the server gave.
    await type(field(page, `affected-day-${stranded.id}`) as HTMLInputElement, '2027-03-02');
    const select = () => page.querySelector<HTMLSelectElement>(`#affected-time-${stranded.id}`);
    await until(
      () => select()?.querySelector('option[value="09:00"]')?.hasAttribute('disabled') ?? false,
    );
    expect(select()?.querySelector('option[value="09:00"]')?.textContent).toContain('محجوز');
    expect(select()?.querySelector('option[value="16:30"]')).not.toBeNull();
    expect(select()?.querySelector('option[value="12:00"]')).toBeNull();
    await act(async () => {
      const element = select() as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(
        element,
        '09:30',
      );
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button(page, 'حفظ التغيير مع هذه القرارات'));
    await until(() => posts(calls, 'changes').length === 1);
    expect(posts(calls, 'changes')[0]?.body).toEqual({
      change: { kind: 'deletePeriod', id: summer.id },
      decisions: [
        {
          appointmentId: stranded.id,
          action: 'move',
          date: toAppointmentDate('2027-03-02', '09:30'),
        },
      ],
    });
  });
});
