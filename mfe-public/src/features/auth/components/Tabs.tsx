import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Tab = styled.button`
  flex: 1 1 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys move in reading order (right to left
 * here, so ArrowLeft is the next tab), Home and End jump to the ends.
 */
export function Tabs<K extends string>({
  label,
  prefix,
  tabs,
  active,
  onSelect,
}: {
  label: string;
  prefix: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onSelect(key: K): void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.key === active);
    // The site is right to left unless an ancestor says otherwise.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') !== 'ltr';
    const step: Record<string, number> = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
    };
    let next: number;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else if (event.key in step) next = (index + (step[event.key] ?? 0) + tabs.length) % tabs.length;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  return (
    <List role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <Tab
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(prefix, tab.key)}
            aria-selected={selected}
            // Only the selected tab's panel exists in the document.
            aria-controls={selected ? panelId(prefix, tab.key) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

/** The panel of the selected tab (only that one is rendered). */
export function TabPanel({
  prefix,
  tabKey,
  children,
}: {
  prefix: string;
  tabKey: string;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(prefix, tabKey)} aria-labelledby={tabId(prefix, tabKey)}>
      {children}
    </div>
  );
}
