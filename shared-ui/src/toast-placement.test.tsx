import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeRoot } from './ThemeRoot';
import { showToast, ToastHost } from './toast';
import { toastPlacement } from './toast-placement';

/** A box in the window (jsdom lays nothing out). */
const at = (element: Element, top: number, height: number, left = 0, width = 390) =>
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + height,
    left,
    right: left + width,
    height,
    width,
    x: left,
    y: top,
    toJSON: () => ({}),
  });

describe('toastPlacement (a 390x844 phone)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    document.body.innerHTML = '';
  });

  const setUp = () => {
    const container = document.createElement('div');
    const page = document.createElement('input');
    const composer = document.createElement('div');
    document.body.append(page, composer, container);
    at(container, 700, 120, 10, 370);
    return { container, page, composer };
  };

  it('stays at the bottom while nothing guarded is there', () => {
    const { container, page } = setUp();
    at(page, 100, 44);
    expect(toastPlacement(container, page)).toBe('bottom');
    expect(toastPlacement(container, document.body)).toBe('bottom');
  });

  it('goes to the top when it would cover the composer (marked) or the focused control', () => {
    const { container, page, composer } = setUp();
    at(page, 100, 44);
    composer.setAttribute('data-toast-clear', '');
    at(composer, 740, 100);
    expect(toastPlacement(container, null)).toBe('top');
    composer.removeAttribute('data-toast-clear');
    at(page, 760, 44);
    expect(toastPlacement(container, page)).toBe('top');
  });

  it("stands in the clear band nearest the bottom when both places cover something (focus back on the chat's ⋯ button)", () => {
    const { container, page, composer } = setUp();
    composer.setAttribute('data-toast-clear', '');
    at(composer, 740, 100);
    // The "⋯" button in the title bar has the focus again after "copy": the top is taken too.
    at(page, 20, 44);
    // Just above the composer, clear of both, held by its bottom edge 8 px above the composer's top
    // (844 - 740 + 8), so that a toast growing in grows away from the composer.
    expect(toastPlacement(container, page)).toEqual({ bottom: 112 });
    // Ignores what lies beside the column.
    at(page, 20, 44, 385, 5);
    expect(toastPlacement(container, page)).toBe('top');
  });

  it('steps out of sight when no band of the window is clear', () => {
    const { container, page, composer } = setUp();
    composer.setAttribute('data-toast-clear', '');
    at(composer, 740, 100);
    // A long focused text field from 100 to 700: above it, beside it and below it nothing fits.
    at(page, 100, 600);
    expect(toastPlacement(container, page)).toBe('hidden');
  });
});

describe('ToastHost', () => {
  it('gives each toast a close button that the keyboard reaches; Escape in the toast closes it too', async () => {
    render(
      <ThemeRoot>
        <ToastHost closeLabel="Hinweis schließen" />
      </ThemeRoot>,
    );
    act(() => {
      void showToast('Willkommen, Ada!', 'success');
      void showToast('Noch ein Hinweis', 'info');
    });
    const buttons = await screen.findAllByRole('button', { name: 'Hinweis schließen' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(screen.queryByText('Willkommen, Ada!')).not.toBeInTheDocument());
    const [last] = screen.getAllByRole('button', { name: 'Hinweis schließen' });
    act(() => last!.focus());
    fireEvent.keyDown(last!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Noch ein Hinweis')).not.toBeInTheDocument());
  });

  it('two toasts at once: each message has an id of its own, and each alert is described by its own text', async () => {
    render(
      <ThemeRoot>
        <ToastHost closeLabel="Close" />
      </ThemeRoot>,
    );
    act(() => {
      void showToast('Saved', 'success');
      void showToast('Signed in', 'info');
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts.map((alert) => alert.getAttribute('aria-describedby'))).toEqual([
      expect.stringMatching(/^cc-toast-/),
      expect.stringMatching(/^cc-toast-/),
    ]);
    expect(new Set(alerts.map((alert) => alert.getAttribute('aria-describedby'))).size).toBe(2);
    expect(document.querySelectorAll('#notistack-snackbar')).toHaveLength(0);
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Saved'), expect.stringContaining('Signed in')]),
    );
    for (const alert of alerts)
      expect(document.getElementById(alert.getAttribute('aria-describedby')!)?.textContent).toBe(
        alert.textContent?.replace('×', ''),
      );
  });

  // The flaky e2e (chat-floating, en): the toast was placed while notistack's collapse had it low,
  // by its top edge in the band just above the dock; grown, it reached over the dock. It is held by
  // its bottom edge now, and a size change of the column or a marked region places it again.
  it('holds a band above the dock by its bottom edge, and places it again when a guarded region changes size', async () => {
    const observers: { callback: ResizeObserverCallback; observed: Element[] }[] = [];
    class FakeResizeObserver {
      private entry: { callback: ResizeObserverCallback; observed: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback, observed: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.observed.push(element);
      }
      unobserve() {}
      disconnect() {
        this.entry.observed = [];
      }
    }
    const original = window.ResizeObserver;
    Object.assign(window, { ResizeObserver: FakeResizeObserver });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    const resized = () => act(() => observers.forEach(({ callback }) => callback([], {} as ResizeObserver)));
    try {
      const more = document.createElement('button');
      const dock = document.createElement('div');
      dock.setAttribute('data-toast-clear', '');
      document.body.append(more, dock);
      at(more, 20, 44);
      at(dock, 740, 100);
      render(
        <ThemeRoot>
          <ToastHost closeLabel="Close" />
        </ThemeRoot>,
      );
      act(() => more.focus());
      act(() => void showToast('The transcript was copied.', 'success'));
      await screen.findByText('The transcript was copied.');
      const column = document.querySelector<HTMLElement>('.notistack-SnackbarContainer')!;
      await waitFor(() =>
        expect(observers.flatMap(({ observed }) => observed)).toEqual(expect.arrayContaining([column, dock])),
      );
      const bottom = () => document.documentElement.style.getPropertyValue('--cc-toasts-bottom');
      // Placed while it grows in (20 px high): its bottom edge 8 px above the dock (844 - 740 + 8).
      at(column, 712, 20, 10, 370);
      resized();
      await waitFor(() => expect(bottom()).toBe('112px'));
      expect(document.documentElement.dataset.ccToasts).toBe('above');
      // Grown to its full height: the same bottom edge, so it grew upwards, not over the dock.
      at(column, 612, 120, 10, 370);
      resized();
      await waitFor(() => expect(bottom()).toBe('112px'));
      // The dock grows (its composer takes a second line): only its size changed, and the column moves up.
      at(dock, 700, 140);
      resized();
      await waitFor(() => expect(bottom()).toBe('152px'));
    } finally {
      Object.assign(window, { ResizeObserver: original });
    }
  });

  // The flake again (chat-floating, de, 3 Dec 2026): the new toast was painted where notistack
  // opens it (at the bottom, over the dock) until a render moved it, and notistack's container
  // slid from there across the dock (a 300 ms transition of its bottom edge). The place is written
  // to the page in the observer's callback (before the next paint), and the column jumps (its
  // transition is off: styled-components' global rules are not in jsdom, the e2e checks that).
  it('places a new toast as it comes in (before it is painted), without waiting for a render', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    document.body.innerHTML = '';
    const more = document.createElement('button');
    const dock = document.createElement('div');
    dock.setAttribute('data-toast-clear', '');
    document.body.append(more, dock);
    at(more, 20, 44);
    at(dock, 740, 100);
    // Every element's box as a toast's column at the bottom, where notistack opens it.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this === more) return new DOMRect(0, 20, 390, 44);
      if (this === dock) return new DOMRect(0, 740, 390, 100);
      return new DOMRect(10, 724, 370, 100);
    });
    render(
      <ThemeRoot>
        <ToastHost closeLabel="Close" />
      </ThemeRoot>,
    );
    act(() => more.focus());
    act(() => void showToast('Copied.', 'success'));
    await screen.findByText('Copied.');
    // Placed by the mutation observer as the toast came in: above the dock, 8 px clear of it.
    const seen: (string | undefined)[] = [];
    const watch = new MutationObserver(() => seen.push(document.documentElement.dataset.ccToasts));
    watch.observe(document.body, { childList: true, subtree: true });
    act(() => void showToast('Copied again.', 'success'));
    await screen.findByText('Copied again.');
    watch.disconnect();
    expect(seen[0]).toBe('above');
    expect(document.documentElement.style.getPropertyValue('--cc-toasts-bottom')).toBe('112px');
    jest.restoreAllMocks();
  });
});
