import { lazy, Suspense, useEffect, useState } from 'react';

// Toasts (notistack, and ./toast-provider: our look, close button, timer and placement) load only
// when the first one is shown: nothing of them is in the first load. <ToastHost /> sits once in the
// page (the shell); anything may call showToast().
// A toast never covers what the user works with (WCAG 2.4.11, the rule the chat's floating jump
// follows): the focused control, or a region marked `data-toast-clear` (the chat's composer). At the
// bottom when that is clear, else at the top, else out of sight until it is clear. Each has a close
// button (Tab reaches it; Escape in it closes it), and its time stops while it has focus or the pointer.

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

const LazyProvider = lazy(() => import('./toast-provider'));

/** The close button's name, set by the host (shared-ui has no texts of its own). */
const closeLabel = { current: '' };

/** The provider is mounted: toasts may be enqueued until it unmounts. */
const onProviderMount = () => {
  hostReady.resolve();
  return renewHostReady;
};

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
      <LazyProvider closeLabel={closeLabel} onMount={onProviderMount} />
    </Suspense>
  ) : null;
}

let toastCount = 0;

export async function showToast(message: string, variant: ToastVariant = 'info'): Promise<void> {
  if (!mountHost) {
    console.error('showToast called without a <ToastHost /> in the page:', message);
    return;
  }
  mountHost();
  const [{ enqueueSnackbar }] = await Promise.all([loadNotistack(), hostReady.promise]);
  // A key of our own, unique in the page (notistack's is the time plus a random fraction).
  enqueueSnackbar(message, { variant, key: `t${++toastCount}` });
}
