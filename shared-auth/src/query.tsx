// The page's one TanStack Query client, shared by the shell and every remote as its own federation
// singleton (`@cc/shared-auth/query`), so the shell's first load never carries the query library:
// only lazy pages import this module and wrap themselves in <QueryProvider>.
import type { ComponentType, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// By package name, not a relative path: federation then hands this module the page's one
// shared-auth instead of a second copy with its own listeners.
import { isRetryableError, onIdentityChange } from '@cc/shared-auth';

const maxRetries = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refused request (4xx) answers the same the next time; only lost or failed answers are retried.
        retry: (failureCount, error) => failureCount < maxRetries && isRetryableError(error),
        // Lists and results change only through this page's own mutations, which invalidate them.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Another person now uses the page: nothing fetched for the previous one may show. Every query key
// of personal data holds the identity; the new person's queries (already mounted) stay.
onIdentityChange((next) => {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ predicate: (query) => !query.queryKey.includes(next) });
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page or widget that brings its own provider (exposed modules and lazy shell pages). */
export function withQueryProvider<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryProvider(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryProvider.displayName = `WithQueryProvider(${Component.displayName ?? Component.name})`;
  return WithQueryProvider;
}
