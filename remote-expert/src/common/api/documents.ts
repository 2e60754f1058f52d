import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { signedDocumentUrl } from './storage';

/** How long a document link works; the query refreshes the links well before. */
export const signedUrlSeconds = 600;

export const documentKeys = {
  urls: (identity: string, paths: readonly string[]) => ['expert', 'document-urls', identity, ...paths] as const,
};

/**
 * Signed links to private credential documents, made when the list shows (plain links, so
 * opening one is a normal navigation that no popup blocker stops). Only the owner and admins get them.
 */
export const signedDocumentUrlsQuery = (identity: string, paths: readonly string[]) =>
  queryOptions({
    queryKey: documentKeys.urls(identity, paths),
    queryFn: async () => {
      const entries = await Promise.all(
        paths.map(async (path) => {
          try {
            return [path, await signedDocumentUrl(path, signedUrlSeconds)] as const;
          } catch {
            return [path, null] as const;
          }
        }),
      );
      return Object.fromEntries(entries);
    },
    staleTime: (signedUrlSeconds / 2) * 1000,
    refetchInterval: (signedUrlSeconds / 2) * 1000,
  });

export function useSignedDocumentUrls(paths: readonly string[]) {
  const { identity } = useAuth();
  return useQuery({ ...signedDocumentUrlsQuery(identity, paths), enabled: paths.length > 0 });
}
