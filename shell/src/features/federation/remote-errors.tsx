// What the federation feature needs only once something went wrong, in one chunk outside the
// first load: the "updated, reload" page of a refused remote, the reports to the api's
// client-error log (POST /functions/v1/client-errors), and the toast for an error in a remote
// page's event handler (an error boundary sees render errors only: a click handler that throws
// would otherwise leave a button that silently does nothing).
import { Button, ErrorScreen, showToast } from '@cc/shared-ui';
import { DocumentTitle, i18n, registerNamespace, useTranslation } from '@cc/shared-i18n';
import { clientErrorEndpoints, endpointPath, type ClientErrorBody } from '@cc/shared-contract';
import { remoteNames, type RemoteName } from '../../common/runtime-config';
import { configured } from './configured';
import { revision, type SharedCopy } from './share-contract';
import de from './locales/de.json';
import en from './locales/en.json';

registerNamespace('federation', { de, en });

// A page that throws in a loop must not flood the log or the screen.
let reportsLeft = 20;
let lastToast = 0;

export function reportClientError(body: ClientErrorBody): void {
  const { api } = configured;
  if (!api || reportsLeft <= 0) return;
  reportsLeft -= 1;
  // fetch with keepalive, not the typed client: a report sent just before a reload still arrives.
  const endpoint = clientErrorEndpoints.reportClientError;
  fetch(`${api.url}/functions/v1/${endpointPath(endpoint)}`, {
    method: endpoint.method,
    keepalive: true,
    headers: { apikey: api.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, page: window.location.pathname }),
  }).catch(() => undefined);
}

/** A shared module refused to an app (share-contract.ts): to the console and the log. */
export function reportRefusal(pkg: string, consumer: SharedCopy, found?: SharedCopy): void {
  const range = consumer.shareConfig?.requiredVersion;
  const exports = revision(consumer.version);
  const refusal = {
    app: consumer.from,
    package: pkg,
    wanted: `${String(range)}${exports ? ` exports.${exports}` : ''}`,
    found: found?.version ?? '',
    provider: found?.from ?? '',
  };
  console.warn('A shared module was refused', refusal);
  reportClientError({ kind: 'share_refused', message: `${pkg} refused to ${refusal.app}`, ...refusal });
}

/** The remote whose files `url` is one of: under its manifest's folder (a preview's included). */
const remoteOfUrl = (url: string) =>
  remoteNames.find((name) => {
    const entry = configured.entries?.[name];
    return entry !== undefined && url.startsWith(new URL('.', entry).href);
  });

/**
 * The remote whose code the error passed through, from the script URLs in its stack (each remote
 * is served from its own origin or folder), or null for the shell's own errors.
 */
export function remoteOfError(error: unknown): RemoteName | null {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [url] of stack.matchAll(/https?:\/\/[^\s)]+/g)) {
    const remote = remoteOfUrl(url);
    if (remote) return remote;
  }
  return null;
}

/** An uncaught error or rejection of the page: reported and shown when a remote's code threw it. */
export async function handleUncaught(error: unknown): Promise<void> {
  const remote = remoteOfError(error);
  if (!remote) return;
  reportClientError({
    kind: 'remote_handler_error',
    app: remote,
    message: (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000),
    stack: error instanceof Error ? error.stack?.slice(0, 4000) : undefined,
  });
  if (Date.now() - lastToast < 5000) return;
  lastToast = Date.now();
  await showToast(i18n.t('handlerError', { ns: 'federation' }), 'error');
}

/** Shown instead of a remote's page when a shared module was refused to it: only a reload helps. */
export function RemoteUpdated({ remote, level }: { remote: RemoteName; level: 1 | 2 }) {
  const { t } = useTranslation('federation');
  return (
    <div data-testid={`remote-updated-${remote}`}>
      {level === 1 && <DocumentTitle text={t('updated.title')} />}
      <ErrorScreen
        level={level}
        tone="notice"
        title={t('updated.title')}
        message={t('updated.message')}
        actions={<Button onClick={() => window.location.reload()}>{t('updated.reload')}</Button>}
      />
    </div>
  );
}
