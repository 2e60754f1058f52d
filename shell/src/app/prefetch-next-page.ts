import { prefetchRemotePage } from '../features/federation/prefetch';
import { matchRemoteRoute } from './remote-routes';

/** The page most first visits go on to: the header's first link to another remote (the chat). */
export const likelyNextPath = '/chat';

/** Prefetches the likely next page's remote files unless that page is the one on screen. */
export function prefetchLikelyNextPage(pathname = location.pathname): Promise<string[]> {
  const next = matchRemoteRoute(likelyNextPath);
  const current = matchRemoteRoute(pathname);
  if (!next || (current?.remote === next.remote && current.module === next.module)) return Promise.resolve([]);
  return prefetchRemotePage(next.remote, next.module);
}
