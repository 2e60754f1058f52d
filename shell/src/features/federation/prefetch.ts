// The next page a visitor is likely to open is another remote's (the header's chat link): once
// the first page is there and the browser is idle, its page chunks are fetched into the HTTP cache
// with the lowest priority, without running them, and the federation runtime reads the remote's
// manifest and loads its entry (which only registers the remote). A click then only runs the
// page's chunks instead of waiting for the network.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../../common/runtime-config';
import { configured } from './configured';

/** What the prefetch reads of a remote's mf-manifest.json. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The remote entry and the exposed module's own files, as absolute URLs. */
export function remotePageFiles(manifest: RemoteManifest, manifestUrl: string, exposed: string): string[] {
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(!publicPath || publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : null;
  const assets = manifest.exposes?.find((item) => item.path === `./${exposed}`)?.assets;
  const files = [...(entryFile ? [entryFile] : []), ...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])];
  return files.map((file) => new URL(file, base).href);
}

const prefetched = new Set<string>();

/**
 * Prefetches a remote page's files (`<link rel="prefetch">`: lowest priority, nothing runs).
 * Failures are ignored: the click loads the page as if nothing had been prefetched.
 * @returns the URLs it asked for
 */
export async function prefetchRemotePage(remote: RemoteName, exposed: string): Promise<string[]> {
  const manifestUrl = configured.entries?.[remote];
  if (!manifestUrl || prefetched.has(`${remote}/${exposed}`)) return [];
  prefetched.add(`${remote}/${exposed}`);
  try {
    const response = await fetch(manifestUrl, { priority: 'low' });
    if (!response.ok) return [];
    const urls = remotePageFiles((await response.json()) as RemoteManifest, response.url || manifestUrl, exposed);
    for (const href of urls) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
    loadRemoteEntry(remote, exposed);
    return urls;
  } catch {
    return [];
  }
}

/**
 * The runtime fetches the manifest and loads the remote's entry now (a few KB; no page chunk:
 * `filter` leaves those to the prefetch above, they run on the click). Without this the click
 * first fetched the manifest and then revalidated `remoteEntry.js` (both `no-cache`) before any
 * of the page's code could run: 100-300 ms of the click on a busy machine.
 */
function loadRemoteEntry(remote: RemoteName, exposed: string): void {
  try {
    preloadRemote([{ nameOrAlias: remote, exposes: [`./${exposed}`], filter: () => false }]).catch(() => {
      // The click loads it again and shows the fallback if it really is unreachable.
    });
  } catch {
    // No federation runtime (a unit test): the click loads it.
  }
}
