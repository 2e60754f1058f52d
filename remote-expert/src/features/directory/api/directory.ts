// The public directory (`GET /expert-directory`, `GET /expert-directory/:id`): anyone may read it,
// and it is the same for everyone, so its query keys carry no identity.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FunctionError } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { expertEndpoints } from '@cc/shared-contract';
import { type DirectoryFilters, directoryQuery } from '../filters';

export const directoryKeys = {
  all: ['expertDirectory'] as const,
  list: (filters: DirectoryFilters) => [...directoryKeys.all, 'list', directoryQuery(filters)] as const,
  expert: (id: string) => [...directoryKeys.all, 'expert', id] as const,
};

const expertsApi = createApiClient(expertEndpoints);

export const expertDirectoryQuery = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: directoryKeys.list(filters),
    queryFn: () => expertsApi.listExpertDirectory({ query: directoryQuery(filters) }),
    // The old list stays while a new filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });

export const useExpertDirectory = (filters: DirectoryFilters) => useQuery(expertDirectoryQuery(filters));

/** Whether an error means "no such approved expert" (unknown, not approved, or not an id at all). */
export const isNotFound = (error: unknown) => error instanceof FunctionError && error.status === 404;

export const publicExpertQuery = (id: string) =>
  queryOptions({
    queryKey: directoryKeys.expert(id),
    queryFn: () => expertsApi.getPublicExpert({ params: { id } }),
  });

export const usePublicExpert = (id: string | null) =>
  useQuery({ ...publicExpertQuery(id ?? ''), enabled: Boolean(id) });
