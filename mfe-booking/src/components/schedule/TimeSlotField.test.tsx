// @vitest-environment jsdom
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotsQueryKey } from '../../lib/slots';
import { TimeSlotField } from './TimeSlotField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const registration = {
  name: 'time',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
};
const DAY = '2030-01-06';
const now = new Date('2029-12-01T00:00:00Z');

async function render(answer: unknown) {
  const client = offlineQueryClient([[slotsQueryKey(DAY), answer]]);
  return mountInFrame(<TimeSlotField id="t" day={DAY} registration={registration} now={now} />, {
    client,
  });
}

const states = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map(
    (input) => `${input.value}:${input.disabled ? 'off' : 'on'}`,
  );

afterEach(() => unmountAll());

describe('the day’s slots', () => {
  it('offers what the server says is free and strikes what is taken', async () => {
    const el = await render({
      date: DAY,
      slots: ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map((time) => ({
        time,
        available: time !== '10:00',
      })),
    });
    expect(states(el)).toEqual([
      '09:00:on',
      '10:00:off',
      '11:00:on',
      '14:00:on',
      '15:00:on',
      '16:00:on',
    ]);
    expect(el.textContent).toContain('محجوز');
  });

  it('offers nothing the server does not list, and says when the office is closed that day', async () => {
    const el = await render({ date: DAY, closed: true, slots: [] });
    expect(states(el).every((s) => s.endsWith(':off'))).toBe(true);
    expect(el.textContent).toContain('المكتب مغلق في هذا اليوم');
  });

  it('offers the day’s own times when the office set other hours for it', async () => {
    const el = await render({
      date: DAY,
      slots: [
        { time: '10:00', available: true },
        { time: '13:30', available: false },
      ],
    });
    expect(states(el)).toEqual(['10:00:on', '13:30:off']);
  });
});
