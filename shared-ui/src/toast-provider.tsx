// What <ToastHost /> renders once the first toast is shown: notistack's provider with our look,
// close button, timer and placement. A chunk of its own (with notistack), so nothing of it is in
// the first load, where shared-ui's index (and so toast.tsx) is taken whole.
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import styled, { createGlobalStyle } from 'styled-components';
import { toastPlacement, type ToastPlacement } from './toast-placement';

/** How long a toast stays (notistack's default), counted again after focus or the pointer leaves it. */
const toastDuration = 5_000;

const CloseLabel = createContext<{ readonly current: string }>({ current: '' });

// notistack's default colours fail WCAG AA contrast with white text (success, info, warning):
// the theme's colours instead (two classes outweigh notistack's one).
const Content = styled(MaterialDesignContent)`
  &.notistack-MuiContent-success {
    background-color: ${({ theme }) => theme.color.success};
  }
  &.notistack-MuiContent-error {
    background-color: ${({ theme }) => theme.color.danger};
  }
  &.notistack-MuiContent-info,
  &.notistack-MuiContent-default {
    background-color: ${({ theme }) => theme.color.primary};
  }
  &.notistack-MuiContent-warning {
    background-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  }
`;
const Close = styled.button`
  min-width: 44px;
  min-height: 44px;
  margin: -8px -8px -8px 4px;
  padding: 0;
  font-size: 1.4rem;
  line-height: 1;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -4px;
  }
`;
// One toast: notistack's look, our close button and our timer (paused while it is focused or hovered).
const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(props, ref) {
  const [held, setHeld] = useState(false);
  // From the provider's context: notistack's exported closeSnackbar is only set once a provider exists.
  const { closeSnackbar } = useSnackbar();
  const { id } = props;
  const closeLabel = useContext(CloseLabel);
  const box = useRef<HTMLDivElement>(null);
  // notistack's content names its message `id="notistack-snackbar"` in every toast: two at once
  // made two elements with one id (the browser logged it, and the second alert was described by
  // the first's text). Each toast's message gets an id of its own, its alert points at it.
  useLayoutEffect(() => {
    const message = box.current?.querySelector<HTMLElement>('#notistack-snackbar');
    const alert = box.current?.querySelector<HTMLElement>('[aria-describedby="notistack-snackbar"]');
    const own = `cc-toast-${String(id)}`;
    if (message) message.id = own;
    alert?.setAttribute('aria-describedby', own);
  }, [id]);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => closeSnackbar(id), toastDuration);
    return () => clearTimeout(timer);
  }, [held, id, closeSnackbar]);
  return (
    // Holds the events of the toast inside it (its button, its text); the toast itself is notistack's alert.
    <div
      ref={box}
      role="presentation"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeSnackbar(id);
      }}
    >
      <Content
        ref={ref}
        {...props}
        action={
          <Close type="button" aria-label={closeLabel.current} onClick={() => closeSnackbar(id)}>
            <span aria-hidden="true">×</span>
          </Close>
        }
      />
    </div>
  );
});

const components = { default: Toast, success: Toast, error: Toast, info: Toast, warning: Toast };

export interface ToastProviderProps {
  /** The close button's name, in the page's language (the host keeps it current). */
  closeLabel: { readonly current: string };
  /** Called once the provider is mounted (toasts may be enqueued); its result when it unmounts. */
  onMount: () => () => void;
}

export default function ToastProvider({ closeLabel, onMount }: ToastProviderProps) {
  useToastPlacement();
  useEffect(onMount, [onMount]);
  return (
    <CloseLabel.Provider value={closeLabel}>
      <PlacementStyle />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // In from the side, within its own band: notistack's slide up from the window's bottom edge
        // carried a toast placed above the chat's dock across the dock (the flaky e2e of 3 Dec 2026).
        TransitionProps={{ direction: 'left' }}
        Components={components}
      />
    </CloseLabel.Provider>
  );
}

/**
 * Puts the column in its place on the page's root (notistack's container takes no style of ours):
 * `data-cc-toasts` says which place, `--cc-toasts-top`/`--cc-toasts-bottom` the band's edge.
 * Written straight to the DOM, not through a render: a render comes a frame or more later (more on
 * a busy machine), and a new toast was painted where notistack opens it, over the chat's dock.
 */
function applyPlacement(place: ToastPlacement) {
  const root = document.documentElement;
  const kind = typeof place !== 'object' ? place : 'top' in place ? 'between' : 'above';
  if (kind === 'bottom') delete root.dataset.ccToasts;
  else root.dataset.ccToasts = kind;
  setEdge(root, '--cc-toasts-top', typeof place === 'object' && 'top' in place ? place.top : null);
  setEdge(root, '--cc-toasts-bottom', typeof place === 'object' && 'bottom' in place ? place.bottom : null);
}

const setEdge = (root: HTMLElement, name: string, px: number | null) =>
  px === null ? root.style.removeProperty(name) : root.style.setProperty(name, `${px}px`);

// Three parts (the root's attribute, the container's class) outweigh notistack's own rules (one
// class each): the same column, moved to the top, to a clear band, or out of sight. It jumps there:
// notistack's container slides its top and bottom (300 ms), which carried a toast placed just above
// the chat's dock across the dock from where notistack opens it (the flaky e2e "a toast in the
// premium chat", 3 Dec 2026, again after the toasts came in from the side). Out of sight it is
// clipped, not `visibility: hidden`: its alert stays in the accessibility tree and is read out (a
// toast shown while the focused "⋯" button and the chat's composer left no room was silent), and
// it keeps its size for the next placement.
const PlacementStyle = createGlobalStyle`
  html .notistack-SnackbarContainer {
    transition: none;
  }
  html[data-cc-toasts='top'] .notistack-SnackbarContainer {
    top: 14px;
    bottom: auto;
    flex-direction: column;
  }
  html[data-cc-toasts='between'] .notistack-SnackbarContainer {
    top: var(--cc-toasts-top);
    bottom: auto;
    flex-direction: column;
  }
  html[data-cc-toasts='above'] .notistack-SnackbarContainer {
    bottom: var(--cc-toasts-bottom);
  }
  html[data-cc-toasts='hidden'] .notistack-SnackbarContainer {
    clip-path: inset(50%);
    pointer-events: none;
  }
`;

/**
 * Places the toasts (`applyPlacement`) when focus moves, the page scrolls or resizes, toasts come
 * or go, and the column or a marked region changes size. The observers' callbacks run before the
 * next paint, so no frame shows a toast where it covers what it must not.
 */
function useToastPlacement() {
  const frame = useRef(0);
  useEffect(() => {
    const check = () => {
      const container = document.querySelector<HTMLElement>('.notistack-SnackbarContainer');
      applyPlacement(container ? toastPlacement(container, document.activeElement) : 'bottom');
    };
    const later = () => {
      check();
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(check);
    };
    check();
    document.addEventListener('focusin', later);
    document.addEventListener('focusout', later);
    window.addEventListener('resize', later);
    window.visualViewport?.addEventListener('resize', later);
    document.addEventListener('scroll', later, { capture: true, passive: true });
    // A toast grows in (notistack's collapse: only its height changes) and the chat's dock may change
    // size after the column was placed, with no node added or removed: placed on the toast's first,
    // low height, the band just above the dock let the grown toast reach over it. A resize of the
    // column, a marked region or the page checks again.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : null;
    let watched: Element[] = [];
    const watchSizes = () => {
      const column = document.querySelector('.notistack-SnackbarContainer');
      const now = [document.body, ...(column ? [column] : []), ...document.querySelectorAll('[data-toast-clear]')];
      // Most mutations (a streamed reply) leave these the same: nothing to observe anew.
      if (!resizes || (now.length === watched.length && now.every((element, i) => element === watched[i]))) return;
      resizes.disconnect();
      for (const element of now) resizes.observe(element);
      watched = now;
    };
    watchSizes();
    // Toasts coming and going change the column's height; a marked region may appear (the chat opens).
    const mutations = new MutationObserver(() => {
      watchSizes();
      later();
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      resizes?.disconnect();
      cancelAnimationFrame(frame.current);
      document.removeEventListener('focusin', later);
      document.removeEventListener('focusout', later);
      window.removeEventListener('resize', later);
      window.visualViewport?.removeEventListener('resize', later);
      document.removeEventListener('scroll', later, { capture: true });
      mutations.disconnect();
      applyPlacement('bottom');
    };
  }, []);
}
