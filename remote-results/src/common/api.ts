// The assessments api (`/functions/v1/assessments`, `/functions/v1/shared-results`), called through
// the one supabase-js client. Signed-in users are identified by the client itself; guests send the
// token of their guest record.
import { invokeFunction, type FunctionCallError, type FunctionResult } from '@cc/shared-auth';
import { toolLinks, type ToolId } from '@cc/shared-domain';

/** A stored result as the api returns it. `result` is shared-domain's `scoreAssessment` output. */
export interface StoredResult {
  id: string;
  type: string;
  created_at: string;
  result: unknown;
  share_token?: string;
  /** Only on a fresh submission: whether a mail copy was queued. */
  mail_queued?: boolean;
}

export type ApiError = FunctionCallError;
export type ApiResult<T> = FunctionResult<T>;

export interface SubmitInput {
  type: string;
  answers: Record<string, number>;
  lang: string;
  email?: string;
  consent?: boolean;
  /** Values radar: the share token of the person who invited. */
  compare_with?: string;
}

export const submitAssessment = <T = StoredResult>(input: SubmitInput) =>
  invokeFunction<T>('assessments', { method: 'POST', body: { ...input } });

export const listAssessments = () => invokeFunction<{ results: StoredResult[] }>('assessments', { method: 'GET' });

export const getAssessment = (id: string) =>
  invokeFunction<StoredResult>(`assessments/${encodeURIComponent(id)}`, { method: 'GET' });

export const getSharedResult = <T = StoredResult>(token: string) =>
  invokeFunction<T>(`shared-results/${encodeURIComponent(token)}`, { method: 'GET' });

export const deleteAssessment = (id: string, shareToken?: string) =>
  invokeFunction<{ deleted: boolean }>(`assessments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: shareToken ? { 'x-result-token': shareToken } : {},
  });

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
