import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

// Tabs following the WAI-ARIA tabs pattern (automatic activation): the selected tab is the one
// tab stop, arrow keys, Home and End move between tabs and select them.

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Tab = styled.button`
  /* Equal shares that may shrink, so three short labels fit one row on a 320 px phone. */
  flex: 1 1 0;
  min-width: max-content;
  min-height: 44px;
  padding: 0 8px;
  @media (max-width: 400px) {
    font-size: 0.9375rem;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.bg};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space(6)};
`;

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  /** The selected tab; null selects none (a view reached from a tab, such as a sub-form). */
  value: T | null;
  onChange: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<T extends string>({ label, items, value, onChange, children }: TabsProps<T>) {
  const prefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${prefix}-tab-${id}`;
  const panelId = `${prefix}-panel`;
  const selectedIndex = items.findIndex((item) => item.id === value);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => tabId(item.id) === (event.target as HTMLElement).id);
    if (current < 0) return;
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    onChange(item.id);
    listRef.current?.querySelector<HTMLElement>(`[id="${tabId(item.id)}"]`)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={item.id}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              // One tab stop: the selected tab, or the first when none is selected.
              tabIndex={selected || (selectedIndex < 0 && index === 0) ? 0 : -1}
              onClick={() => onChange(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      <Panel
        role={selectedIndex >= 0 ? 'tabpanel' : undefined}
        id={panelId}
        aria-labelledby={selectedIndex >= 0 ? tabId(items[selectedIndex]!.id) : undefined}
      >
        {children}
      </Panel>
    </div>
  );
}
