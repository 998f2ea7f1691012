// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { focusTab, Tabs } from './Tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = [
  { value: 'a', label: 'الأول', panel: <p>محتوى الأول</p> },
  { value: 'b', label: 'الثاني', panel: <p>محتوى الثاني</p> },
  { value: 'c', label: 'الثالث', panel: <p>محتوى الثالث</p> },
];

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<ThemeProvider theme={theme}>{node}</ThemeProvider>));
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

const tabs = () => [...host!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const shownPanel = () =>
  [...host!.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => !p.hidden)?.textContent;
// Radix moves the focus on the next task (after the key event), so each press waits for it.
const press = (key: string) =>
  act(async () => {
    (document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
// Radix selects a tab on the primary button's mouse down (before the click).
const pointAt = (tab: HTMLElement) =>
  act(() => {
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });

describe('Tabs', () => {
  it('is a labelled tablist whose tabs control their panels', () => {
    render(<Tabs label="الأقسام" items={items} />);
    expect(host!.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('الأقسام');
    for (const tab of tabs()) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    expect(selected()).toBe('الأول');
    expect(shownPanel()).toBe('محتوى الأول');
  });

  it('follows right-to-left arrows (Left = next, Right = previous), wrapping, and Home/End', async () => {
    render(<Tabs label="الأقسام" items={items} />);
    act(() => tabs()[0]!.focus());
    await press('ArrowLeft');
    expect(selected()).toBe('الثاني');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(shownPanel()).toBe('محتوى الثاني');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(selected()).toBe('الثالث');
    await press('Home');
    expect(selected()).toBe('الأول');
    await press('End');
    expect(selected()).toBe('الثالث');
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('can be held by the caller', () => {
    const seen: string[] = [];
    function Held() {
      const [value, setValue] = useState('c');
      return (
        <Tabs
          label="الأقسام"
          items={items}
          value={value}
          onValueChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Held />);
    expect(selected()).toBe('الثالث');
    pointAt(tabs()[0]!);
    expect(selected()).toBe('الأول');
    expect(seen).toEqual(['a']);
  });

  it('keeps the inactive panels mounted (hidden) unless told not to', () => {
    render(<Tabs label="الأقسام" items={items} />);
    expect(host!.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    act(() =>
      root!.render(
        <ThemeProvider theme={theme}>
          <Tabs label="الأقسام" items={items} keepMounted={false} />
        </ThemeProvider>,
      ),
    );
    // Radix leaves an empty, hidden panel for each other tab (their triggers' aria-controls).
    const panels = [...host!.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((p) => (p.hidden ? '' : p.textContent))).toEqual(['محتوى الأول', '', '']);
    expect(host!.textContent).not.toContain('محتوى الثاني');
  });

  it('focusTab focuses and selects a tab from outside (a link inside a panel)', async () => {
    render(<Tabs label="الأقسام" items={items} />);
    act(() => focusTab('c'));
    expect(document.activeElement).toBe(tabs()[2]);
    expect(selected()).toBe('الثالث');
  });

  it('segmented: the labels never wrap; a list too wide scrolls sideways (issue 33.4, 360 px)', () => {
    render(<Tabs label="خيارات الحساب" look="segmented" items={items} />);
    const list = host!.querySelector<HTMLElement>('[role="tablist"]')!;
    expect(getComputedStyle(list).overflowX).toBe('auto');
    expect(getComputedStyle(list).display).toBe('flex');
    for (const tab of tabs()) {
      expect(getComputedStyle(tab).whiteSpace).toBe('nowrap');
    }
  });
});
