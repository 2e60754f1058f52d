// One stored result for the results page: through its share link (`token`), else the caller's own (`id`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { assessmentKeys, getAssessment, getSharedResult } from '../../../common/api';

/** One stored result: through its share link (the same for everyone holding it), else the caller's own. */
export const storedResultQuery = (identity: Identity, { id, token }: { id: string | null; token: string | null }) =>
  queryOptions({
    queryKey: token ? assessmentKeys.shared(token) : assessmentKeys.detail(identity, id ?? ''),
    queryFn: () => (token ? getSharedResult(token) : getAssessment(id ?? '')),
  });

export function useStoredResult({ id, token, enabled }: { id: string | null; token: string | null; enabled: boolean }) {
  const { identity, loading } = useAuth();
  return useQuery({
    ...storedResultQuery(identity, { id, token }),
    // The owner's own result needs to know who is asking; a share link does not.
    enabled: enabled && Boolean(token || id) && (Boolean(token) || !loading),
  });
}
