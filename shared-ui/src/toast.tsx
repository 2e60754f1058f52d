import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';

// Toasts (notistack) load only when the first one is shown: nothing of them is in the first
// load. <ToastHost /> sits once in the page (the shell); anything may call showToast().

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
  const { SnackbarProvider, MaterialDesignContent } = await loadNotistack();
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
  const components = { default: Content, success: Content, error: Content, info: Content, warning: Content };
  function Provider() {
    useEffect(() => {
      hostReady.resolve();
      return renewHostReady;
    }, []);
    return (
      <SnackbarProvider
        maxSnack={3}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={components}
      />
    );
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
  const [{ enqueueSnackbar }] = await Promise.all([loadNotistack(), hostReady.promise]);
  enqueueSnackbar(message, { variant });
}
