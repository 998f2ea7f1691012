// @vitest-environment jsdom
import { availabilityMessages, DEFAULT_WEEK } from '@ssc/contracts/availability';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, submit, type, until } from '../../../testing/dom';
import { AvailabilityTab } from './AvailabilityTab';

const holiday = { date: '2027-05-25', closed: true, note: 'عيد الاستقلال' };
const stranded = {
  id: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-27-00042',
  date: '2027-06-01T06:00:00.000Z',
  contactName: 'خالد العمري',
};

function network() {
  return stubFetch((method) => {
    if (method === 'GET') return json({ week: DEFAULT_WEEK, exceptions: [holiday] });
    const closed = { date: '2027-06-01', closed: true, note: 'غياب' };
    return json({ week: DEFAULT_WEEK, exceptions: [holiday, closed], affected: [stranded] });
  });
}

describe('the availability tab', () => {
  setUpEach();

  it('shows the week and the seeded holiday, and refuses a bad time before sending', async () => {
    const calls = network();
    const page = await render(<AvailabilityTab />);
    const sunday = () => page.querySelector<HTMLInputElement>('#week-0');
    await until(() => sunday() !== null);
    expect(sunday()?.value).toBe(DEFAULT_WEEK['0'].join('، '));
    expect(page.querySelector<HTMLInputElement>('#week-5')?.value).toBe('');
    expect(page.textContent).toContain('عيد الاستقلال');

    await type(sunday() as HTMLInputElement, '9:00');
    await submit(sunday()?.closest('form'));
    expect(page.textContent).toContain(availabilityMessages.timeInvalid);
    expect(sunday()?.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await type(sunday() as HTMLInputElement, '١٠:٠٠، 09:00');
    await submit(sunday()?.closest('form'));
    await until(() => calls.some((c) => c.method === 'PUT'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/availability/week',
      body: { week: { ...DEFAULT_WEEK, '0': ['09:00', '10:00'] } },
    });
  });

  it('closes a day and lists the appointment the change leaves outside the hours', async () => {
    const calls = network();
    const page = await render(<AvailabilityTab />);
    const date = () => page.querySelector<HTMLInputElement>('#exception-date');
    await until(() => date() !== null);
    await type(date() as HTMLInputElement, '2027-06-01');
    await type(page.querySelector<HTMLInputElement>('#exception-note') as HTMLInputElement, 'غياب');
    await submit(date()?.closest('form'));
    await until(() => page.textContent?.includes('SND-27-00042') ?? false);
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/availability/exceptions/2027-06-01',
      body: { closed: true, note: 'غياب' },
    });
    expect(page.textContent).toContain('خالد العمري');
    expect(page.textContent).toContain('غياب');
  });
});
