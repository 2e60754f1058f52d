import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './ScrollRestoration';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration', () => {
  let scrolls: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo(0);
    scrolls = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrolls.mockRestore());

  const start = (path = '/') =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );

  it('leaves the first page where it is, starts a new page at its top and restores a path seen before', async () => {
    start();
    expect(scrolls).not.toHaveBeenCalled();
    scrollTo(640);
    await act(() => navigate('/auth'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    scrollTo(120);
    await act(() => navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 640);
    await act(() => navigate('/auth'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 120);
  });

  it('remembers where the first page stood (the snapshot of `/` may have been scrolled) without a scroll event', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 380 });
    start();
    // Read in the next frame, not during the commit.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await act(() => navigate('/auth'));
    await act(() => navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 380);
  });

  it('keeps the position when only the query changes', async () => {
    start('/auth?view=sign-in');
    scrollTo(300);
    await act(() => navigate('/auth?view=sign-up'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 300);
  });

  it('brings a reloaded page back to where it was', () => {
    const first = start('/agb');
    scrollTo(450);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    start('/agb');
    expect(scrolls).toHaveBeenLastCalledWith(0, 450);
  });
});
