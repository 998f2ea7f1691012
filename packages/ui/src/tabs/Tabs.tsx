// The `@ssc/ui/tabs` entry: Radix tabs in the site's looks. Not in the `@ssc/ui` index, which the
// landing page loads whole: only the pages with tabs (auth, test upload, dashboard, admin) load it.
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useRef, useState } from 'react';
import styled, { css } from 'styled-components';

/**
 * - `underline`: the page's sections (dashboard, test upload); on narrow screens the tabs share
 *   the width with the icon above the label.
 * - `scroll`: many sections on one line (admin), scrolling sideways on narrow screens.
 * - `segmented`: a few modes of one card (sign in, register, forgot password).
 */
export type TabsLook = 'underline' | 'scroll' | 'segmented';

export interface TabItem {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

const underlineTab = css`
  margin-block-end: -2px;
  border: 0;
  border-block-end: 3px solid transparent;
  background: none;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.brand};
    border-block-end-color: ${({ theme }) => theme.colors.brand};
  }
`;

const LOOKS: Record<TabsLook, { list: ReturnType<typeof css>; tab: ReturnType<typeof css> }> = {
  underline: {
    list: css`
      margin-block-end: ${({ theme }) => theme.space[5]};
      border-block-end: 2px solid ${({ theme }) => theme.colors.border};
    `,
    tab: css`
      ${underlineTab}
      flex-direction: column;
      min-width: 0;
      min-height: 48px;
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
      /* Narrow screens: the tabs share the width, icon above label, and the labels wrap instead
         of pushing the page wider than the screen (four tabs fit in 360 px). */
      flex: 1 1 0;
      justify-content: center;
      text-align: center;
      font-size: ${({ theme }) => theme.typography.sizes.sm};
      line-height: ${({ theme }) => theme.typography.lineHeights.tight};

      ${({ theme }) => theme.media.md} {
        flex: 0 0 auto;
        flex-direction: row;
        gap: ${({ theme }) => theme.space[2]};
        padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
        font-size: inherit;
        line-height: inherit;
        white-space: nowrap;
      }
    `,
  },
  scroll: {
    list: css`
      overflow-x: auto;
      border-block-end: 2px solid ${({ theme }) => theme.colors.border};
      scrollbar-width: thin;
    `,
    tab: css`
      ${underlineTab}
      gap: ${({ theme }) => theme.space[2]};
      min-height: 44px;
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
      white-space: nowrap;

      &:focus-visible { outline-offset: -3px; }
    `,
  },
  segmented: {
    // One line at 360 px (issue 33.4): the labels never wrap; on a screen narrower still the
    // list scrolls sideways (keyboard focus brings a tab into view) instead of growing taller.
    list: css`
      padding: ${({ theme }) => theme.space[1]};
      margin-block-end: ${({ theme }) => theme.space[5]};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surfaceAlt};
      overflow-x: auto;
      scrollbar-width: thin;
    `,
    tab: css`
      flex: 1 0 auto;
      justify-content: center;
      min-height: 44px;
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
      border: 0;
      border-radius: ${({ theme }) => theme.radii.sm};
      background: transparent;
      font-size: ${({ theme }) => theme.typography.sizes.sm};
      white-space: nowrap;

      &:focus-visible { outline-offset: -3px; }
      &[data-state='active'] {
        background: ${({ theme }) => theme.colors.background};
        color: ${({ theme }) => theme.colors.brand};
        box-shadow: ${({ theme }) => theme.shadows.card};
      }

      ${({ theme }) => theme.media.sm} {
        padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
        font-size: inherit;
      }
    `,
  },
};

const List = styled(RadixTabs.List)<{ $look: TabsLook }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  ${({ $look }) => LOOKS[$look].list}
`;

const Trigger = styled(RadixTabs.Trigger)<{ $look: TabsLook }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;

  svg { flex: none; }
  ${({ $look }) => LOOKS[$look].tab}
`;

const Panel = styled(RadixTabs.Content)<{ $look: TabsLook }>`
  ${({ $look, theme }) => ($look === 'scroll' ? `padding-block-start: ${theme.space[4]};` : '')}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * WAI-ARIA tabs (Radix, automatic activation) for the right-to-left site: Arrow Left moves to the
 * next tab and Arrow Right to the previous one, wrapping, Home and End to the ends; only the
 * selected tab is in the Tab order. With `keepMounted` (the default) inactive panels stay in the
 * document, hidden, so nothing typed in them is lost on switching; without it only the selected
 * panel exists, so a tab's data is fetched when it is opened.
 */
export function Tabs({
  items,
  label,
  value,
  onValueChange,
  look = 'underline',
  keepMounted = true,
}: {
  items: readonly TabItem[];
  label: string;
  /** The selected tab when the caller holds it (e.g. in the URL); otherwise the tabs do. */
  value?: string;
  onValueChange?(value: string): void;
  look?: TabsLook;
  keepMounted?: boolean;
}) {
  const [own, setOwn] = useState(items[0]?.value);
  const selected = value !== undefined && items.some((i) => i.value === value) ? value : own;
  // Radix reports one press of a tab twice in the same event (its trigger's mouse-down handler is
  // composed into the roving-focus item too): tell the caller once.
  const reported = useRef(selected);
  reported.current = selected;
  const select = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root value={selected} onValueChange={select} dir="rtl" activationMode="automatic">
      <List $look={look} aria-label={label} loop>
        {items.map((item) => (
          <Trigger key={item.value} $look={look} value={item.value} data-tab={item.value}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel
          key={item.value}
          $look={look}
          value={item.value}
          forceMount={keepMounted || undefined}
          hidden={item.value !== selected}
        >
          {item.panel}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}

/** Focuses (and so, with automatic activation, selects) the tab `value` of the tabs on the page. */
export function focusTab(value: string): void {
  const tabs = document.querySelectorAll<HTMLElement>('[role="tab"][data-tab]');
  [...tabs].find((tab) => tab.dataset.tab === value)?.focus();
}
