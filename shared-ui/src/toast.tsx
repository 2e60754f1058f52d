import { forwardRef, lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { CustomContentProps } from 'notistack';
import styled, { createGlobalStyle } from 'styled-components';
import { toastPlacement, type ToastPlacement } from './toast-placement';

// Toasts (notistack) load only when the first one is shown: nothing of them is in the first
// load. <ToastHost /> sits once in the page (the shell); anything may call showToast().
// A toast never covers what the user works with (WCAG 2.4.11, the rule the chat's floating jump
// follows): the focused control, or a region marked `data-toast-clear` (the chat's composer). At the
// bottom when that is clear, else at the top, else out of sight until it is clear. Each has a close
// button (Tab reaches it; Escape in it closes it), and its time stops while it has focus or the pointer.

/** How long a toast stays (notistack's default), counted again after focus or the pointer leaves it. */
const toastDuration = 5_000;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

const loadNotistack = () => import('notistack');
let mountHost: (() => void) | null = null;
// Resolved while a SnackbarProvider is mounted; renewed when it unmounts (a host mounted again
// later, as in tests or a remounted standalone host, must not be skipped).
let hostReady: { promise: Promise<void>; resolve: () => void };
const renewHostReady = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  hostReady = { promise, resolve };
};
renewHostReady();

const LazyProvider = lazy(async () => {
  const { SnackbarProvider, MaterialDesignContent, useSnackbar } = await loadNotistack();
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
    useEffect(() => {
      if (held) return;
      const timer = setTimeout(() => closeSnackbar(id), toastDuration);
      return () => clearTimeout(timer);
    }, [held, id, closeSnackbar]);
    return (
      // Holds the events of the toast inside it (its button, its text); the toast itself is notistack's alert.
      <div
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
  function Provider() {
    const placement = useToastPlacement();
    useEffect(() => {
      hostReady.resolve();
      return renewHostReady;
    }, []);
    return (
      <>
        <PlacementStyle />
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={null}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          Components={components}
          classes={{ containerRoot: placementClass[placement] }}
        />
      </>
    );
  }
  return { default: Provider };
});

const placementClass: Record<ToastPlacement, string | undefined> = {
  bottom: undefined,
  top: 'cc-toasts-top',
  hidden: 'cc-toasts-hidden',
};

// Two classes outweigh notistack's one (its bottom anchor): the same column, moved to the top.
const PlacementStyle = createGlobalStyle`
  .notistack-SnackbarContainer.cc-toasts-top {
    top: 14px;
    bottom: auto;
    flex-direction: column;
  }
  .notistack-SnackbarContainer.cc-toasts-hidden {
    visibility: hidden;
  }
`;

/** Where the toasts go now; checked when focus moves, the page scrolls or resizes, and toasts come or go. */
function useToastPlacement(): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const frame = useRef(0);
  useEffect(() => {
    const check = () => {
      const container = document.querySelector<HTMLElement>('.notistack-SnackbarContainer');
      setPlacement(container ? toastPlacement(container, document.activeElement) : 'bottom');
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
    // Toasts coming and going change the column's height; a marked region may appear (the chat opens).
    const mutations = new MutationObserver(later);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame.current);
      document.removeEventListener('focusin', later);
      document.removeEventListener('focusout', later);
      window.removeEventListener('resize', later);
      window.visualViewport?.removeEventListener('resize', later);
      document.removeEventListener('scroll', later, { capture: true });
      mutations.disconnect();
    };
  }, []);
  return placement;
}

/** The close button's name, set by the host (shared-ui has no texts of its own). */
const closeLabel = { current: '' };

export interface ToastHostProps {
  /** The accessible name of each toast's close button, in the page's language. */
  closeLabel: string;
}

export function ToastHost({ closeLabel: label }: ToastHostProps) {
  const [active, setActive] = useState(false);
  closeLabel.current = label;
  useEffect(() => {
    mountHost = () => setActive(true);
    return () => {
      mountHost = null;
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <LazyProvider />
    </Suspense>
  ) : null;
}

export async function showToast(message: string, variant: ToastVariant = 'info'): Promise<void> {
  if (!mountHost) {
    console.error('showToast called without a <ToastHost /> in the page:', message);
    return;
  }
  mountHost();
  const [{ enqueueSnackbar }] = await Promise.all([loadNotistack(), hostReady.promise]);
  enqueueSnackbar(message, { variant });
}
