import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

// A menu button following the WAI-ARIA menu pattern: arrow keys move, Escape closes and
// returns focus to the trigger, a click outside closes.

export interface MenuTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  ref: (element: HTMLButtonElement | null) => void;
}

const MenuContext = createContext<{ close: () => void }>({ close: () => undefined });

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Menu = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  /* As wide as its longest line (a long e-mail address) up to a phone's width, not squeezed
     to the narrow trigger it is positioned at. */
  width: max-content;
  min-width: 200px;
  max-width: min(320px, calc(100vw - 24px));
  padding: 6px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

const itemSelector = '[role^="menuitem"]:not([aria-disabled="true"])';

interface DropdownMenuProps {
  renderTrigger: (props: MenuTriggerProps) => ReactNode;
  align?: 'start' | 'end';
  /** Accessible name of the menu itself. */
  label: string;
  children: ReactNode;
}

export function DropdownMenu({ renderTrigger, align = 'start', label, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? []);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    const target = focusOnOpen.current === 'last' ? list[list.length - 1] : list[0];
    target?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close();
      case 'Tab':
        return close(false);
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      {renderTrigger({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': menuId,
        onClick: () => setOpen((value) => !value),
        onKeyDown: onTriggerKeyDown,
        ref: (element) => {
          triggerRef.current = element;
        },
      })}
      {open && (
        <MenuContext.Provider value={{ close }}>
          <Menu id={menuId} ref={menuRef} role="menu" aria-label={label} $align={align} onKeyDown={onMenuKeyDown}>
            {children}
          </Menu>
        </MenuContext.Provider>
      )}
    </Wrapper>
  );
}

const ItemButton = styled.button<{ $tone?: 'danger' }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : theme.color.surfaceMuted)};
  }
  &[aria-checked='true'] {
    font-weight: 700;
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;

interface MenuItemProps {
  onSelect: () => void;
  children: ReactNode;
  /** For choice menus (such as the language): marks the current choice. */
  checked?: boolean;
  tone?: 'danger';
  lang?: string;
}

export function MenuItem({ onSelect, children, checked, tone, lang }: MenuItemProps) {
  const { close } = useContext(MenuContext);
  return (
    <ItemButton
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      $tone={tone}
      lang={lang}
      onClick={() => {
        onSelect();
        close();
      }}
    >
      {children}
    </ItemButton>
  );
}

export const MenuLabel = styled.div.attrs({ role: 'presentation' })`
  padding: 8px 12px 4px;
  font-weight: 700;
`;

export const MenuText = styled.div.attrs({ role: 'presentation' })`
  padding: 4px 12px 8px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.92rem;
  overflow-wrap: anywhere;
`;

export const MenuSeparator = styled.div.attrs({ role: 'separator' })`
  height: 1px;
  margin: 4px 0;
  background: ${({ theme }) => theme.color.border};
`;
