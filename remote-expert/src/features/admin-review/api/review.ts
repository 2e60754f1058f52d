// The admin's review of expert applications (the contract's /expert-applications endpoints):
// a list per status, one application with its documents and decisions, and deciding.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { expertEndpoints, type DecideExpertApplicationBody } from '@cc/shared-contract';
import type { ExpertProfileStatus } from '@cc/shared-domain';

export const reviewKeys = {
  all: (identity: string) => ['expert', 'review', identity] as const,
  list: (identity: string, status: ExpertProfileStatus, page: number) =>
    [...reviewKeys.all(identity), 'list', status, page] as const,
  detail: (identity: string, id: string) => [...reviewKeys.all(identity), 'detail', id] as const,
};

export const reviewPageSize = 20;

const expertsApi = createApiClient(expertEndpoints);

export const applicationsQuery = (identity: string, status: ExpertProfileStatus, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(identity, status, page),
    queryFn: () => expertsApi.listExpertApplications({ query: { status, page, per_page: reviewPageSize } }),
    // Another admin may decide meanwhile: a queue is read fresh when it is opened.
    staleTime: 0,
  });

export const applicationQuery = (identity: string, id: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(identity, id),
    queryFn: () => expertsApi.getExpertApplication({ params: { id } }),
    staleTime: 0,
  });

export function useApplications(status: ExpertProfileStatus, page: number) {
  const { identity, loading, role } = useAuth();
  return useQuery({ ...applicationsQuery(identity, status, page), enabled: !loading && role === 'admin' });
}

export function useApplication(id: string) {
  const { identity, loading, role } = useAuth();
  return useQuery({ ...applicationQuery(identity, id), enabled: !loading && role === 'admin' });
}

export function useDecide(id: string) {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideExpertApplicationBody) => expertsApi.decideExpertApplication({ params: { id }, body }),
    // Every list (the application left one status for another) and this detail are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(identity) }),
  });
}
