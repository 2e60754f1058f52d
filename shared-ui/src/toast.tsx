import { lazy, Suspense, useEffect, useState } from 'react';

// Toasts (notistack) load only when the first one is shown: nothing of them is in the first
// load. <ToastHost /> sits once in the page (the shell); anything may call showToast().

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

const loadNotistack = () => import('notistack');
let mountHost: (() => void) | null = null;
let markReady: () => void = () => undefined;
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

const LazyProvider = lazy(async () => {
  const { SnackbarProvider } = await loadNotistack();
  function Provider() {
    useEffect(() => markReady(), []);
    return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />;
  }
  return { default: Provider };
});

export function ToastHost() {
  const [active, setActive] = useState(false);
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
  const [{ enqueueSnackbar }] = await Promise.all([loadNotistack(), hostReady]);
  enqueueSnackbar(message, { variant });
}
