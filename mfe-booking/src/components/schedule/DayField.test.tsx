// @vitest-environment jsdom
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_WINDOW_QUERY_KEY } from '../../lib/slots';
import { DayField } from './DayField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

// January 2030: the 6th is a Sunday, the 7th a Monday, the 11th a Friday.
const now = new Date('2030-01-01T06:00:00Z');

async function render(closedDays?: string[]) {
  const window = { horizonDays: 90, firstDay: '2030-01-01', lastDay: '2030-03-31', closedDays };
  const client = offlineQueryClient([[BOOKING_WINDOW_QUERY_KEY, window]]);
  return mountInFrame(<DayField id="d" value={undefined} onChange={() => {}} now={now} />, {
    client,
  });
}

const dayButton = (el: HTMLElement, dayOfMonth: number) =>
  [...el.querySelectorAll<HTMLButtonElement>('.rdp-day_button')].find(
    (b) => b.textContent === String(dayOfMonth) && !b.closest('.rdp-outside'),
  );

afterEach(() => unmountAll());

describe('the date picker', () => {
  it('disables a working day the office closed, said as a holiday', async () => {
    const el = await render(['2030-01-07']);
    expect(dayButton(el, 6)?.disabled).toBe(false);
    expect(dayButton(el, 7)?.disabled).toBe(true);
    expect(dayButton(el, 7)?.getAttribute('aria-label')).toContain('عطلة');
    expect(dayButton(el, 11)?.disabled).toBe(true);
  });

  it('offers the week’s working days when the server names no closed day', async () => {
    const el = await render();
    expect(dayButton(el, 7)?.disabled).toBe(false);
  });

  it('points «الشهر السابق» right and «الشهر التالي» left, as right-to-left reads (issue 33.4)', async () => {
    const el = await render();
    const previous = el.querySelector<HTMLButtonElement>('.rdp-button_previous')!;
    const next = el.querySelector<HTMLButtonElement>('.rdp-button_next')!;
    expect(previous.getAttribute('aria-label')).toContain('الشهر السابق');
    expect(next.getAttribute('aria-label')).toContain('الشهر التالي');
    // The glyph itself, not a stylesheet's rotation, carries the direction; hidden from readers.
    const glyph = (button: HTMLButtonElement) => button.querySelector('svg')!;
    expect(glyph(previous).getAttribute('data-points')).toBe('right');
    expect(glyph(previous).getAttribute('class')).toContain('lucide-chevron-right');
    expect(glyph(next).getAttribute('data-points')).toBe('left');
    expect(glyph(next).getAttribute('class')).toContain('lucide-chevron-left');
    expect(glyph(next).getAttribute('aria-hidden')).toBe('true');
    // In the RTL row the previous month's button comes first, that is on the right.
    expect(previous.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(previous.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
