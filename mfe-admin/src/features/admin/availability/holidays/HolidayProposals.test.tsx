// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render, setUpEach, until } from '../../../../testing/dom';
import { HolidayProposals } from './HolidayProposals';

const buttonNamed = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
const click = (button: HTMLButtonElement | undefined) => act(async () => button?.click());
const item = (page: HTMLElement, id: string) =>
  page.querySelector(`[data-holiday="${id}"]`) as HTMLElement;

describe('the proposed religious holidays', () => {
  setUpEach();

  it('proposes the coming twelve months from the Hijri calendar and accepts one moved by a day', async () => {
    const closedDays: [string, string][] = [];
    const page = await render(
      <HolidayProposals
        today="2026-03-01"
        exceptions={[]}
        busy={false}
        onCloseDay={async (date, note) => {
          closedDays.push([date, note]);
          return true;
        }}
      />,
    );
    await until(() => page.querySelector('[data-holiday]') !== null);
    expect(
      [...page.querySelectorAll('[data-holiday]')].map((e) => e.getAttribute('data-holiday')),
    ).toEqual(['eid-al-fitr-1447', 'eid-al-adha-1447', 'hijri-new-year-1448', 'mawlid-1448']);
    const fitr = item(page, 'eid-al-fitr-1447');
    expect(fitr.querySelector('h3')?.textContent).toContain('عيد الفطر');
    expect(fitr.querySelectorAll('li')).toHaveLength(3);
    expect(item(page, 'eid-al-adha-1447').textContent).toContain('(وقفة عرفة)');

    // Jordan sees the moon a day later: moved, then accepted, three closed days with its name.
    await click(buttonNamed(fitr, 'بعد يوم: عيد الفطر 1447'));
    expect(fitr.textContent).toContain('بعد يوم من المقترح');
    await click(buttonNamed(fitr, 'اعتماد عيد الفطر 1447'));
    await until(() => closedDays.length === 3);
    expect(closedDays).toEqual([
      ['2026-03-21', 'عيد الفطر'],
      ['2026-03-22', 'عيد الفطر'],
      ['2026-03-23', 'عيد الفطر'],
    ]);
    expect(page.querySelector('[role="status"]')?.textContent).toContain('اعتُمد عيد الفطر 1447');
  });

  it('shows an accepted holiday as accepted, and stops at a day the affected-clients step holds', async () => {
    const fitrLater = ['2026-03-21', '2026-03-22', '2026-03-23'].map((date) => ({
      date,
      closed: true,
      note: 'عيد الفطر',
    }));
    const asked: string[] = [];
    const page = await render(
      <HolidayProposals
        today="2026-03-01"
        exceptions={[...fitrLater, { date: '2026-05-26', closed: true, note: 'وقفة عرفة' }]}
        busy={false}
        onCloseDay={async (date) => {
          asked.push(date);
          // The second day has a booked client: the step opened, nothing saved yet.
          return asked.length < 2;
        }}
      />,
    );
    await until(() => page.querySelector('[data-holiday]') !== null);
    const fitr = item(page, 'eid-al-fitr-1447');
    expect(fitr.textContent).toContain('معتمد');
    expect(fitr.textContent).toContain('بعد يوم من المقترح');
    expect(buttonNamed(fitr, 'اعتماد عيد الفطر 1447')).toBeUndefined();

    const adha = item(page, 'eid-al-adha-1447');
    await click(buttonNamed(adha, 'اعتماد عيد الأضحى 1447'));
    await until(() => asked.length === 2);
    // Arafat's day was already closed: asked from the Eid's first day on, and stopped there.
    expect(asked).toEqual(['2026-05-27', '2026-05-28']);
    expect(page.querySelector('[role="status"]')?.textContent).toContain('اضغط «اعتماد» مجدداً');
  });
});
