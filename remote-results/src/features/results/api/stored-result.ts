// One stored result for the results page: through its share link (`token`), else the caller's own (`id`).
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { assessmentKeys, getAssessment, getSharedResult } from '../../../common/api';

export function useStoredResult({ id, token, enabled }: { id: string | null; token: string | null; enabled: boolean }) {
  const { identity, loading } = useAuth();
  return useQuery({
    queryKey: token ? assessmentKeys.shared(token) : assessmentKeys.detail(identity, id ?? ''),
    queryFn: () => (token ? getSharedResult(token) : getAssessment(id ?? '')),
    // The owner's own result needs to know who is asking; a share link does not.
    enabled: enabled && Boolean(token || id) && (Boolean(token) || !loading),
  });
}
