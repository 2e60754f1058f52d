import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot';
import { DropdownMenu, MenuItem, MenuLabel } from './DropdownMenu';

function Example({ onPick }: { onPick: (value: string) => void }) {
  return (
    <ThemeRoot>
      <DropdownMenu
        label="Language"
        renderTrigger={({ ref, ...props }) => (
          <button ref={ref} {...props}>
            Toggle
          </button>
        )}
      >
        <MenuLabel>Choose</MenuLabel>
        <MenuItem checked onSelect={() => onPick('de')}>
          Deutsch
        </MenuItem>
        <MenuItem checked={false} onSelect={() => onPick('en')}>
          English
        </MenuItem>
      </DropdownMenu>
      <button>Outside</button>
    </ThemeRoot>
  );
}

describe('DropdownMenu', () => {
  it('opens on click with the first item focused and the trigger marked expanded', () => {
    render(<Example onPick={jest.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Toggle' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  });

  it('moves with the arrow keys (wrapping), selects with a click and returns focus', () => {
    const onPick = jest.fn();
    render(<Example onPick={onPick} />);
    const trigger = screen.getByRole('button', { name: 'Toggle' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(onPick).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape (focus back on the trigger) and on a click outside', () => {
    render(<Example onPick={jest.fn()} />);
    const trigger = screen.getByRole('button', { name: 'Toggle' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    fireEvent.click(trigger);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
