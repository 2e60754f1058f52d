import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useAutoScroll } from './useAutoScroll';

// jsdom has no layout: the scroll area's geometry is set by hand.
function geometry(element: HTMLElement, scrollHeight: number, clientHeight = 400) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
}

function Harness({ change }: { change: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { showJump, jump } = useAutoScroll(ref, change, true);
  return (
    <>
      <div ref={ref} data-testid="log" />
      {showJump && (
        <button type="button" onClick={jump}>
          jump
        </button>
      )}
    </>
  );
}

const scrollTo = (element: HTMLElement, top: number) =>
  act(() => {
    element.scrollTop = top;
    element.dispatchEvent(new Event('scroll'));
  });

describe('useAutoScroll', () => {
  it('follows a growing reply to the end of the scroll area, without offering a jump', () => {
    const { rerender } = render(<Harness change={0} />);
    const log = screen.getByTestId('log');
    geometry(log, 1000);
    rerender(<Harness change={1} />);
    expect(log.scrollTop).toBe(1000);
    scrollTo(log, 600); // the browser clamps to the end: scrollHeight - clientHeight
    geometry(log, 1300);
    rerender(<Harness change={2} />);
    expect(log.scrollTop).toBe(1300);
    expect(screen.queryByRole('button', { name: 'jump' })).toBeNull();
  });

  it('stops following when the reader scrolls up and offers a jump back', () => {
    const { rerender } = render(<Harness change={0} />);
    const log = screen.getByTestId('log');
    geometry(log, 1000);
    rerender(<Harness change={1} />);
    scrollTo(log, 600);
    scrollTo(log, 200);
    geometry(log, 1300);
    rerender(<Harness change={2} />);
    expect(log.scrollTop).toBe(200);
    act(() => screen.getByRole('button', { name: 'jump' }).click());
    expect(log.scrollTop).toBe(1300);
    expect(screen.queryByRole('button', { name: 'jump' })).toBeNull();
  });
});
