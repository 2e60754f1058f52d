// The results history's data: the account's or guest's results from the api (painted at once from
// the last list this browser saw, kept 24 hours), or this browser's own for anonymous visitors.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FunctionError, getCached, setCached, useAuth, type Identity } from '@cc/shared-auth';
import { listAssessmentsResponse } from '@cc/shared-contract';
import { type StoredResult, assessmentKeys, deleteAssessment, listAssessments } from '../../../common/api';
import { readHistory, removeFromHistory } from '../../../common/history';

/** The local cache entry of an identity's last list (the cache itself is emptied on sign-out). */
export const historyCacheKey = (identity: Identity) => `results.history.${identity}`;

function cachedList(identity: Identity): StoredResult[] | undefined {
  const parsed = listAssessmentsResponse.safeParse({ results: getCached(historyCacheKey(identity)) });
  return parsed.success ? parsed.data.results : undefined;
}

/** The caller's results: from the api (painted from the last list this browser saw), or this browser's own. */
export function resultsHistoryQuery(identity: Identity) {
  const fromApi = identity !== 'anonymous';
  return queryOptions({
    queryKey: assessmentKeys.list(identity),
    queryFn: async () => {
      if (!fromApi) return readHistory();
      const results = await listAssessments();
      setCached(historyCacheKey(identity), results);
      return results;
    },
    placeholderData: fromApi ? () => cachedList(identity) : undefined,
    // This browser's list changes only here; the api's may change in another tab.
    staleTime: fromApi ? undefined : Infinity,
  });
}

export function useResultsHistory() {
  const { identity, loading } = useAuth();
  return useQuery({ ...resultsHistoryQuery(identity), enabled: !loading });
}

/** Deletes one result; anonymous entries go with their delete token and leave this browser too. */
export function useDeleteResult() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  const fromApi = identity !== 'anonymous';
  const listKey = resultsHistoryQuery(identity).queryKey;
  return useMutation({
    mutationFn: async (entry: StoredResult) => {
      try {
        await deleteAssessment(entry.id, fromApi ? undefined : entry.delete_token);
      } catch (error) {
        // An anonymous entry the api no longer knows is removed here all the same.
        if (fromApi || !(error instanceof FunctionError && error.status === 404)) throw error;
      }
      if (!fromApi) removeFromHistory(entry.id);
    },
    onSuccess: (_, entry) => {
      const remaining = queryClient.setQueryData(listKey, (list) => list?.filter((result) => result.id !== entry.id));
      if (fromApi && remaining) setCached(historyCacheKey(identity), remaining);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    },
  });
}
