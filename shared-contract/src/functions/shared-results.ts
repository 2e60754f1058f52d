// GET /functions/v1/shared-results/:token: a result read through its share link.
import * as z from 'zod';
import { endpoint } from './endpoint';
import { partnerFields, publicResultSchema } from './result';

export const sharedResultParams = z.object({ token: z.string() });

/** Never answers, owners or addresses. */
export const sharedResultResponse = publicResultSchema.extend({ id: z.uuid(), ...partnerFields });

export type SharedResultResponse = z.infer<typeof sharedResultResponse>;

export const sharedResultEndpoints = {
  getSharedResult: endpoint({
    method: 'GET',
    path: '/shared-results/:token',
    summary:
      'Reads a result through its share token (also the values radar’s invitation), with the partner’s result and the comparison when it has one.',
    caller: 'share-token',
    params: sharedResultParams,
    status: 200,
    response: sharedResultResponse,
    errors: ['not_found'],
  }),
};
