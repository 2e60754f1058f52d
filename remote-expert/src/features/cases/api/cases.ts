// The case data an approved expert may see, only with a two-factor (aal2) session: the api
// refuses it below aal2 (insufficient_aal) whatever the browser shows.
import { useQuery } from '@tanstack/react-query';
import { callFunction, useAuth } from '@cc/shared-auth';
import { expertCasesResponse } from '@cc/shared-contract';

export const caseKeys = {
  list: (identity: string) => ['expert', 'cases', identity] as const,
};

export function useExpertCases() {
  const { identity, aal, loading } = useAuth();
  return useQuery({
    queryKey: caseKeys.list(identity),
    queryFn: () => callFunction('expert-cases', expertCasesResponse, { method: 'GET' }),
    enabled: !loading && aal === 'aal2',
    select: (data) => data.inbox,
  });
}
