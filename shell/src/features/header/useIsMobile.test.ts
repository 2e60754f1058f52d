import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from './useIsMobile';

// A phone's media query list as the browser gives it: `matches` and a `change` event when the
// viewport crosses the breakpoint.
class FakeMediaQueryList extends EventTarget {
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super();
  }
  flip(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

describe('useIsMobile', () => {
  const originalMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const originalWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
  afterEach(() => {
    if (originalMatchMedia) Object.defineProperty(window, 'matchMedia', originalMatchMedia);
    else Reflect.deleteProperty(window, 'matchMedia');
    Object.defineProperty(window, 'innerWidth', originalWidth);
  });

  it('follows the media query of the styles, not the window width', () => {
    const lists: FakeMediaQueryList[] = [];
    window.matchMedia = ((query: string) => {
      const list = new FakeMediaQueryList(query, true);
      lists.push(list);
      return list;
    }) as never;
    const widthRead = jest.fn(() => 1280);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: widthRead });
    // The hook asks for its media query list on first use (this file's first one).
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    expect(lists.map((list) => list.media)).toEqual(['(max-width: 767.98px)']);
    act(() => lists[0]!.flip(false));
    expect(result.current).toBe(false);
    // Reading the width makes a phone's browser lay out the page (see useIsMobile.ts).
    expect(widthRead).not.toHaveBeenCalled();
  });
});
