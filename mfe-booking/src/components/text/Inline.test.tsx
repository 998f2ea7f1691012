// @vitest-environment jsdom
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppointmentDate, Email, WithTimes } from './Inline';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const mount = (element: React.ReactElement) =>
  mountInFrame(element, { client: offlineQueryClient([]) });

afterEach(() => unmountAll());

describe('runs that must not break at 360 px (issue 33.4)', () => {
  it('wraps each time of day in an unbreakable, isolated run', async () => {
    const el = await mount(<AppointmentDate iso="2030-01-06T07:00:00.000Z" />);
    expect(el.textContent).toBe('الأحد، 6 كانون الثاني 2030 في 10:00 ص');
    const time = el.querySelector('bdi')!;
    expect(time.textContent).toBe('10:00 ص');
    expect(getComputedStyle(time).whiteSpace).toBe('nowrap');
  });

  it('finds several times, and leaves text without one alone', async () => {
    const el = await mount(<WithTimes text="من 9:00 ص حتى 3:30 م" />);
    expect([...el.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['9:00 ص', '3:30 م']);
    expect(el.textContent).toBe('من 9:00 ص حتى 3:30 م');
    const none = await mount(<WithTimes text="لا وقت هنا" />);
    expect(none.querySelector('bdi')).toBeNull();
  });

  it('keeps an email left to right and whole where it fits', async () => {
    const el = await mount(<Email>sara.alkhatib@example.jo</Email>);
    const run = el.querySelector('bdi')!;
    expect(run.getAttribute('dir')).toBe('ltr');
    expect(run.textContent).toBe('sara.alkhatib@example.jo');
    expect(getComputedStyle(run).display).toBe('inline-block');
  });
});
