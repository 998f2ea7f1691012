// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountInFrame, pressKey, unmountAll } from '../testing/mountInFrame';
import { Pager, pagerStatus } from './Pager';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Paged({ total, busy = false }: { total: number; busy?: boolean }) {
  const [page, setPage] = useState(1);
  return (
    <Pager
      label="صفحات المواعيد"
      page={page}
      pageSize={10}
      total={total}
      busy={busy}
      onPage={setPage}
    />
  );
}

afterEach(unmountAll);

const buttons = (host: HTMLElement) => [...host.querySelectorAll<HTMLButtonElement>('button')];
const click = (button: HTMLElement) => act(() => button.click());

describe('Pager', () => {
  it('is a named nav: previous first (right in RTL), the announced status, then next', async () => {
    const host = await mountInFrame(<Paged total={25} />);
    const nav = host.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('صفحات المواعيد');
    expect(buttons(host).map((b) => b.textContent)).toEqual(['الصفحة السابقة', 'الصفحة التالية']);
    const status = host.querySelector('p');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('الصفحة 1 من 3 — المجموع 25');
  });

  it('moves page by page and marks the ends disabled while keeping them focusable', async () => {
    const host = await mountInFrame(<Paged total={25} />);
    const [previous, next] = buttons(host);
    expect(previous?.getAttribute('aria-disabled')).toBe('true');
    expect(previous?.disabled).toBe(false);
    await click(previous!);
    expect(host.querySelector('p')?.textContent).toContain('الصفحة 1 من 3');
    await click(next!);
    await click(next!);
    expect(host.querySelector('p')?.textContent).toContain('الصفحة 3 من 3');
    expect(next?.getAttribute('aria-disabled')).toBe('true');
    await click(next!);
    expect(host.querySelector('p')?.textContent).toContain('الصفحة 3 من 3');
    expect(previous?.getAttribute('aria-disabled')).toBe('false');
  });

  it('takes Arrow Left as the next page and Arrow Right as the previous (right to left)', async () => {
    const host = await mountInFrame(<Paged total={25} />);
    const [previous] = buttons(host);
    await pressKey(previous!, 'ArrowLeft');
    await pressKey(previous!, 'ArrowLeft');
    expect(host.querySelector('p')?.textContent).toContain('الصفحة 3 من 3');
    await pressKey(previous!, 'ArrowRight');
    expect(host.querySelector('p')?.textContent).toContain('الصفحة 2 من 3');
  });

  it('does not move while the next page loads, and is absent when one page holds everything', async () => {
    const busy = await mountInFrame(<Paged total={25} busy />);
    expect(buttons(busy).map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    await click(buttons(busy)[1]!);
    expect(busy.querySelector('p')?.textContent).toContain('الصفحة 1 من 3');
    const single = await mountInFrame(<Paged total={10} />);
    expect(single.querySelector('nav')).toBeNull();
  });

  it('writes the numbers in Latin digits (ar-JO-u-nu-latn)', () => {
    expect(pagerStatus(2, 12, 1234)).toBe('الصفحة 2 من 12 — المجموع 1,234');
  });
});
