// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { Tabs } from './Tabs';

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
const press = (key: string) =>
  act(() => {
    (document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true }),
    );
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

  it('follows right-to-left arrows (Left = next, Right = previous), wrapping, and Home/End', () => {
    render(<Tabs label="الأقسام" items={items} />);
    act(() => tabs()[0]!.focus());
    press('ArrowLeft');
    expect(selected()).toBe('الثاني');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(shownPanel()).toBe('محتوى الثاني');
    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toBe('الثالث');
    press('Home');
    expect(selected()).toBe('الأول');
    press('End');
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
    act(() => tabs()[0]!.click());
    expect(selected()).toBe('الأول');
    expect(seen).toEqual(['a']);
  });
});
