// Staging previews: `?preview=<remote>@<manifest URL>` replaces one remote for this browser tab.
// Only origins on the configured allowlist are accepted, or a link could inject any code.
import { isRemoteName, type RemoteName } from '../../common/runtime-config';
import { previewParam, previewStorageKey } from './preview-request';

export { previewParam, previewStorageKey };

export type PreviewOverrides = Partial<Record<RemoteName, string>>;

export type PreviewRequest =
  | { kind: 'none' }
  | { kind: 'clear' }
  | { kind: 'accepted'; remote: RemoteName; url: string }
  | { kind: 'refused'; value: string; reason: 'format' | 'origin' };

/** Reads one `preview` parameter value against the allowlist. */
export function parsePreview(value: string | null, allowedOrigins: readonly string[]): PreviewRequest {
  if (value === null) return { kind: 'none' };
  if (value === '' || value === 'off') return { kind: 'clear' };
  const at = value.indexOf('@');
  const remote = value.slice(0, at);
  if (at < 1 || !isRemoteName(remote)) return { kind: 'refused', value, reason: 'format' };
  let url: URL;
  try {
    url = new URL(value.slice(at + 1));
  } catch {
    return { kind: 'refused', value, reason: 'format' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'refused', value, reason: 'format' };
  if (!allowedOrigins.includes(url.origin)) return { kind: 'refused', value, reason: 'origin' };
  return { kind: 'accepted', remote, url: url.href };
}

export function readOverrides(storage: Storage, allowedOrigins: readonly string[]): PreviewOverrides {
  try {
    const parsed = JSON.parse(storage.getItem(previewStorageKey) ?? '{}') as Record<string, unknown>;
    const overrides: PreviewOverrides = {};
    for (const [remote, url] of Object.entries(parsed)) {
      // Re-checked on every start: the allowlist may have changed since the link was opened.
      const request = typeof url === 'string' ? parsePreview(`${remote}@${url}`, allowedOrigins) : null;
      if (request?.kind === 'accepted') overrides[request.remote] = request.url;
    }
    return overrides;
  } catch {
    return {};
  }
}

export interface PreviewState {
  overrides: PreviewOverrides;
  refused: PreviewRequest | null;
}

/**
 * Applies the `preview` parameter of the current URL to the stored overrides, removes the
 * parameter from the address bar, and says what happened so the banner can tell the visitor.
 */
export function applyPreviewFromUrl(
  location: Location,
  history: History,
  storage: Storage,
  allowedOrigins: readonly string[],
): PreviewState {
  const params = new URLSearchParams(location.search);
  const request = parsePreview(params.get(previewParam), allowedOrigins);
  let overrides = readOverrides(storage, allowedOrigins);
  if (request.kind === 'accepted') overrides = { ...overrides, [request.remote]: request.url };
  if (request.kind === 'clear') overrides = {};
  if (request.kind !== 'none') {
    storage.setItem(previewStorageKey, JSON.stringify(overrides));
    params.delete(previewParam);
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return { overrides, refused: request.kind === 'refused' ? request : null };
}

export function clearPreview(storage: Storage): void {
  storage.removeItem(previewStorageKey);
}
