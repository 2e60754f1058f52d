import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** What QueryState reads of a load: a TanStack query result fits as it is. */
export interface QueryStateSource<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateSource<T>;
  /** The waiting text, beside a spinner, announced politely (role="status"). */
  loading: ReactNode;
  spinnerSize?: number;
  loadingTestId?: string;
  /** What failed, the error Alert's content (its paragraphs); announced at once (role="alert"). */
  error: ReactNode;
  /** The label of the button that loads again. */
  retry: ReactNode;
  errorTestId?: string;
  /** With `empty`: what to show instead of `children` when the loaded data has nothing in it. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The three states of a load every list and page shows the same way: waiting (spinner and text),
 * failed (an error Alert with a retry button) and, once loaded, the empty text or the content.
 * The texts come from the caller in its own namespace.
 */
export function QueryState<T>({
  query,
  loading,
  spinnerSize = 20,
  loadingTestId,
  error,
  retry,
  errorTestId,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <p role="status" data-testid={loadingTestId}>
        <Spinner $size={spinnerSize} /> {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert
        tone="error"
        data-testid={errorTestId}
        actions={<Button onClick={() => void query.refetch()}>{retry}</Button>}
      >
        {error}
      </Alert>
    );
  }
  const data = query.data as T;
  return <>{isEmpty?.(data) ? empty : children(data)}</>;
}
