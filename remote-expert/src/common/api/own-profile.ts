// The signed-in person's own expert profile (null before the first save). The overview, the
// navigation, the application form and the case area all read it; one query, one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { callEndpoint } from '@cc/shared-auth/api-client';
import { expertEndpoints, type ExpertProfile } from '@cc/shared-contract';

export const ownProfileKeys = {
  all: (identity: string) => ['expert', 'own-profile', identity] as const,
};

export const getOwnProfile = () => callEndpoint(expertEndpoints.getExpertProfile);

export const ownProfileQuery = (identity: string) =>
  queryOptions({
    queryKey: ownProfileKeys.all(identity),
    queryFn: getOwnProfile,
    select: (data): ExpertProfile | null => data.profile,
  });

/** The caller's profile; only for a signed-in account (a guest or visitor has none). */
export function useOwnProfile() {
  const { identity, loading, user } = useAuth();
  return useQuery({ ...ownProfileQuery(identity), enabled: !loading && Boolean(user) });
}
