import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useClearOfFocus } from './useClearOfFocus';

// jsdom has no layout: every box is placed by hand (top, height; all as wide as the screen).
function place(element: Element, top: number, height: number) {
  element.getBoundingClientRect = () => new DOMRect(0, top, 390, height);
}

function Harness({ active }: { active: boolean }) {
  const area = useRef<HTMLDivElement>(null);
  const floating = useRef<HTMLDivElement>(null);
  const hidden = useClearOfFocus(area, floating, active);
  return (
    <>
      {/* Focusable as the chat's scroll area is, so keyboard users can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={area} data-testid="area" tabIndex={0}>
        <button type="button">top</button>
        <div role="status" data-testid="confirm">
          <p>Wirklich löschen?</p>
          <button type="button">Ja, löschen</button>
        </div>
      </div>
      <div ref={floating} data-testid="floating" data-hidden={hidden} />
    </>
  );
}

describe('useClearOfFocus', () => {
  it('hides the floating control while it covers the focused control or an open confirmation', () => {
    const { rerender } = render(<Harness active={false} />);
    const floating = screen.getByTestId('floating');
    place(floating, 500, 44);
    place(screen.getByRole('button', { name: 'top' }), 100, 40);
    // The confirmation first far from the floating control, then right under it.
    place(screen.getByTestId('confirm'), 200, 90);
    place(screen.getByRole('button', { name: 'Ja, löschen' }), 240, 40);
    rerender(<Harness active />);
    expect(floating).toHaveAttribute('data-hidden', 'false');

    place(screen.getByTestId('confirm'), 440, 90);
    act(() => {
      screen.getByTestId('area').dispatchEvent(new Event('scroll'));
    });
    expect(floating).toHaveAttribute('data-hidden', 'true');

    // Scrolled away: back.
    place(screen.getByTestId('confirm'), 100, 90);
    act(() => {
      screen.getByTestId('area').dispatchEvent(new Event('scroll'));
    });
    expect(floating).toHaveAttribute('data-hidden', 'false');

    // A focused control under it (the confirmation's box elsewhere).
    place(screen.getByRole('button', { name: 'top' }), 510, 40);
    act(() => screen.getByRole('button', { name: 'top' }).focus());
    expect(floating).toHaveAttribute('data-hidden', 'true');
    // The scroll area itself focused (it spans the floating control) does not count.
    act(() => screen.getByTestId('area').focus());
    expect(floating).toHaveAttribute('data-hidden', 'false');
  });

  it('is never hidden while inactive', () => {
    render(<Harness active={false} />);
    place(screen.getByTestId('floating'), 500, 44);
    place(screen.getByTestId('confirm'), 480, 90);
    act(() => {
      screen.getByTestId('area').dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('floating')).toHaveAttribute('data-hidden', 'false');
  });
});
