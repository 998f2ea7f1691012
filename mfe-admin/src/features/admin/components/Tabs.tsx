import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styled from 'styled-components';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  badge?: number | undefined;
}

const Root = styled.div`
  min-width: 0;
`;

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-block-end: 2px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin-block-end: -2px;
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.brand};
    border-block-end-color: ${({ theme }) => theme.colors.brand};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: 1.5rem;
  text-align: center;
`;

const PanelBox = styled.div`
  padding-block-start: ${({ theme }) => theme.space[4]};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * WAI-ARIA tabs (automatic activation): arrow keys move between tabs following the reading
 * direction (in RTL, ArrowLeft is the next tab), Home/End jump to the ends. Only the active
 * panel is rendered, so a tab's data is fetched when it is opened.
 */
export function Tabs<Id extends string>({
  label,
  items,
  active,
  onChange,
  children,
}: {
  label: string;
  items: readonly TabItem<Id>[];
  active: Id;
  onChange(id: Id): void;
  children: ReactNode;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = items.findIndex((t) => t.id === active);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction !== 'ltr';
    const step: Record<string, number> = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
    };
    let next: number | undefined;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <Root>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === active;
          return (
            <Tab
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              role="tab"
              id={`admin-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`admin-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
            >
              {item.label}
              {item.badge ? <Count aria-label={`${item.badge} جديدة`}>{item.badge}</Count> : null}
            </Tab>
          );
        })}
      </List>
      <PanelBox
        role="tabpanel"
        id={`admin-panel-${active}`}
        aria-labelledby={`admin-tab-${active}`}
        tabIndex={0}
      >
        {children}
      </PanelBox>
    </Root>
  );
}
