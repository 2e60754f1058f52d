// Sending a request for a human expert (`POST /expert-requests`): to the chosen expert or open to
// every expert whose focus, language and format fit. Users and guests only (the api answers 401
// to anonymous callers; the form asks them to sign in or continue as a guest first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@cc/shared-auth/api-client';
import { type CreateExpertRequestBody, caseEndpoints, idempotencyKeyHeader } from '@cc/shared-contract';
import { refreshCases } from '../../../common/case/api';

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `key`: the submission's Idempotency-Key (the same draft sent again answers the first request). */
    mutationFn: ({ body, key }: { body: CreateExpertRequestBody; key: string }) =>
      callEndpoint(caseEndpoints.createExpertRequest, { body, headers: { [idempotencyKeyHeader]: key } }),
    // The dashboard's cases widget and the case pages read again: the new request must be there.
    onSuccess: () => refreshCases(queryClient),
  });
}
