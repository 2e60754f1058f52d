import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Button, ErrorScreen, FullScreenSpinner, Spinner } from '@cc/shared-ui';
import { DocumentTitle, loadLanguage, useTranslation } from '@cc/shared-i18n';
import type { RemoteName } from '../../common/runtime-config';
import { loadRemoteModule } from './registry';
import { wasRefused } from './share-contract';

type Exposed = { default: ComponentType };

// Loaded pages stay in memory, so navigating back to a remote shows it without a spinner.
const loaded = new Map<string, ComponentType>();

const RemoteUpdated = lazy(() => import('./remote-errors').then((m) => ({ default: m.RemoteUpdated })));

/** A page's fallback is the page's heading (h1); a widget's sits under its page's (h2). */
function RemoteFallback({ remote, onRetry, level }: { remote: RemoteName; onRetry: () => void; level: 1 | 2 }) {
  const { t } = useTranslation('shell');
  // A shared module was refused to the remote: it is newer than this page, and no retry helps.
  if (wasRefused(remote)) {
    return (
      <Suspense fallback={<FullScreenSpinner label={t('loading')} />}>
        <RemoteUpdated remote={remote} level={level} />
      </Suspense>
    );
  }
  return (
    <div data-testid={`remote-fallback-${remote}`}>
      {level === 1 && <DocumentTitle text={t('remote.title')} />}
      <ErrorScreen
        level={level}
        title={t('remote.title')}
        message={t('remote.message')}
        hint={t('remote.hint')}
        actions={<Button onClick={onRetry}>{t('remote.retry')}</Button>}
      />
    </div>
  );
}

class RemoteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote failed while rendering', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const loading = new Map<string, Promise<ComponentType>>();

/**
 * Loads a page (or widget) of a remote and the current language's texts it registered while
 * loading, and keeps it, so the next RemotePage for it renders at once. A load under way (started
 * when the visitor was about to follow a link) is joined, a failed one forgotten. `force`: see
 * loadRemoteModule.
 */
export function loadRemotePage(remote: RemoteName, module: string, force = false): Promise<ComponentType> {
  const key = `${remote}/${module}`;
  const underWay = loading.get(key);
  if (underWay && !force) return underWay;
  const page = loadRemoteModule<Exposed>(remote, module, force).then(
    async (exposed) => {
      await loadLanguage();
      loaded.set(key, exposed.default);
      return exposed.default;
    },
    (error: unknown) => {
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, page);
  return page;
}

/** Whether a page is loaded or loading (a failed load is forgotten, so it counts as neither). */
export const pageRequested = (remote: RemoteName, module: string) => loading.has(`${remote}/${module}`);

interface RemotePageProps {
  remote: RemoteName;
  /** Name of the exposed module without "./", e.g. "LandingPage". */
  module: string;
  /** A widget inside a page (e.g. the results history) waits with a small inline spinner. */
  widget?: boolean;
}

/**
 * Mounts one exposed page (or widget) of a remote. A remote that is down, slow or broken shows a localised
 * message with a retry that loads it again without reloading the page; everything else stays.
 */
export function RemotePage({ remote, module, widget = false }: RemotePageProps) {
  const { t } = useTranslation('shell');
  const key = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; page?: ComponentType; failed?: boolean }>({
    key,
    page: loaded.get(key),
  });
  const current = state.key === key ? state : { key, page: loaded.get(key) };

  useEffect(() => {
    if (loaded.has(key) && attempt === 0) return;
    let cancelled = false;
    setState({ key });
    loadRemotePage(remote, module, attempt > 0)
      .then((page) => {
        if (!cancelled) setState({ key, page });
      })
      .catch((error: unknown) => {
        console.error(`Remote ${key} could not be loaded`, error);
        if (!cancelled) setState({ key, failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [key, remote, module, attempt]);

  // After a load failure and after a render error alike: register the remote again and load a
  // fresh copy (a redeployed remote may have fixed what broke), not just render the old one again.
  // The spinner replaces the fallback at once, so the error boundary starts afresh.
  const retry = () => {
    loaded.delete(key);
    setState({ key });
    setAttempt((n) => n + 1);
  };

  const level = widget ? 2 : 1;
  if (current.failed) return <RemoteFallback remote={remote} onRetry={retry} level={level} />;
  if (!current.page) {
    return widget ? (
      <p role="status">
        <Spinner $size={24} /> {t('loading')}
      </p>
    ) : (
      <>
        <DocumentTitle text={t('loading')} />
        <FullScreenSpinner label={t('loading')} />
      </>
    );
  }
  const Page = current.page;
  return (
    <RemoteErrorBoundary fallback={<RemoteFallback remote={remote} onRetry={retry} level={level} />}>
      <Page />
    </RemoteErrorBoundary>
  );
}
