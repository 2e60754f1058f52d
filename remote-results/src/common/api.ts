// The assessments api (`/functions/v1/assessments`, `/functions/v1/shared-results`), called through
// the one supabase-js client; every answer is parsed with the contract's schema. Signed-in users are
// identified by the client itself; guests send the token of their guest record. Features reach these
// through their own `api/` hooks; the query keys live here because several features share them
// (a submission refreshes the history list).
import { type FunctionCallError, type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import {
  type AssessmentResponse,
  type OwnedResult,
  type SharedResultResponse,
  type SubmitAssessmentBody,
  type SubmitAssessmentResponse,
  assessmentEndpoints,
  resultTokenHeader,
  sharedResultEndpoints,
} from '@cc/shared-contract';
import { toolLinks, type ToolId } from '@cc/shared-domain';

/**
 * A stored result: the owner's view, plus the mail flag on a fresh submission and, for an
 * anonymous visitor's result, the delete token only this browser holds.
 */
export type StoredResult = OwnedResult & { mail_queued?: boolean; delete_token?: string };
export type ApiError = FunctionCallError;

export const assessmentKeys = {
  all: ['assessments'] as const,
  list: (identity: Identity) => ['assessments', 'list', identity] as const,
  detail: (identity: Identity, id: string) => ['assessments', 'detail', identity, id] as const,
  /** A share link's result as the results page shows it. */
  shared: (token: string) => ['shared-results', token] as const,
  /**
   * The same link's values result with its partner kept (values-radar): another shape of data, so
   * its own key under the link's (invalidating `shared(token)` reaches both).
   */
  sharedValues: (token: string) => ['shared-results', token, 'values'] as const,
};

const assessmentsApi = createApiClient(assessmentEndpoints);
const sharedResultsApi = createApiClient(sharedResultEndpoints);

export const submitAssessment = (input: SubmitAssessmentBody): Promise<SubmitAssessmentResponse> =>
  assessmentsApi.submitAssessment({ body: input });

export const listAssessments = async (): Promise<OwnedResult[]> => (await assessmentsApi.listAssessments()).results;

export const getAssessment = (id: string): Promise<AssessmentResponse> =>
  assessmentsApi.getAssessment({ params: { id } });

export const getSharedResult = (token: string): Promise<SharedResultResponse> =>
  sharedResultsApi.getSharedResult({ params: { token } });

/**
 * Deletes one result: the caller's own, or (with its delete token) one this browser made without an
 * account. Never the share token: a share link only reads.
 */
export const deleteAssessment = (id: string, deleteToken?: string) =>
  assessmentsApi.deleteAssessment({
    params: { id },
    headers: deleteToken ? { [resultTokenHeader]: deleteToken } : {},
  });

/** Keeps a result this browser made without an account: its delete token proves it (see `useKeepLocalResults`). */
export const claimAssessment = (id: string, deleteToken: string): Promise<OwnedResult> =>
  assessmentsApi.claimAssessment({ params: { id }, headers: { [resultTokenHeader]: deleteToken } });

/** The tool a stored result comes from: its type, except that the values radar stores 'values'. */
export const toolOfResult = (type: string): ToolId => (type === 'values' ? 'values-radar' : (type as ToolId));

/** The values radar's page, showing the result of `shareToken` when there is one. */
export const valuesResultPath = (shareToken?: string | null): string =>
  `${toolLinks['values-radar'].path}${shareToken ? `?result=${encodeURIComponent(shareToken)}` : ''}`;

/** Where the results page of a stored result is. */
export function resultPath(result: Pick<StoredResult, 'id' | 'type' | 'share_token'>): string {
  if (result.type === 'values') return valuesResultPath(result.share_token);
  const query = new URLSearchParams({ id: result.id });
  if (result.share_token) query.set('token', result.share_token);
  return `/results/${result.type}?${query.toString()}`;
}
