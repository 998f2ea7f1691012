import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-block-end: ${({ theme }) => theme.space[5]};
  border-block-end: 2px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  margin-block-end: -2px;
  border: 0;
  border-block-end: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;
  /* Narrow screens: the tabs share the width, icon above label, and the labels wrap instead of
     pushing the page wider than the screen (four tabs fit in 360 px). */
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
  svg { flex: none; }

  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    border-block-end-color: ${({ theme }) => theme.colors.brand};
  }
`;

export interface TabItem {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation) for a right-to-left page: Arrow Left moves to the next tab,
 * Arrow Right to the previous, Home and End to the ends; only the selected tab is in the Tab order.
 * Inactive panels stay mounted (hidden) so that nothing typed in them is lost on switching.
 */
export function Tabs({
  items,
  label,
  value,
  onValueChange,
}: {
  items: readonly TabItem[];
  label: string;
  /** The selected tab when the caller holds it (e.g. in the URL); otherwise the tabs do. */
  value?: string;
  onValueChange?(value: string): void;
}) {
  const id = useId();
  const [own, setOwn] = useState(items[0]?.value);
  const selected = value !== undefined && items.some((i) => i.value === value) ? value : own;
  const setSelected = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.value);
    tabs.current[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowLeft: index + 1,
      ArrowRight: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.value}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          hidden={item.value !== selected}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
