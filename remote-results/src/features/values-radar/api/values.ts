// The values radar's calls: submit the answers (POST assessments) and read a shared result
// (GET shared-results/<token>). Failures come back as `{ code, status }`, never thrown.
import { getSharedResult, submitAssessment, type ApiResult } from '../../common/api';
import { isValuesResult } from '../../common/parse-result';
import { type Answers, type ValuesComparison, type ValuesResult } from '@cc/shared-domain';

export interface SubmittedValues {
  id: string;
  type: 'values';
  created_at: string;
  result: ValuesResult;
  share_token: string;
  mail_queued?: boolean;
  comparison?: ValuesComparison;
}

export interface SharedProfile {
  type: string;
  created_at: string;
  result: ValuesResult;
}

export interface SharedValues extends SharedProfile {
  id: string;
  partner?: SharedProfile;
  comparison?: ValuesComparison;
}

const invalidResponse = () =>
  ({
    data: null,
    error: { code: 'invalid_response', status: null, name: 'InvalidResponse', message: 'Unexpected answer' },
  }) as const;

export async function submitValues(input: {
  answers: Answers;
  lang: string;
  compareWith?: string;
}): Promise<ApiResult<SubmittedValues>> {
  const { data, error } = await submitAssessment<SubmittedValues>({
    type: 'values',
    answers: input.answers,
    lang: input.lang,
    ...(input.compareWith ? { compare_with: input.compareWith } : {}),
  });
  if (error) return { data: null, error };
  if (!data || !isValuesResult(data.result) || typeof data.share_token !== 'string') return invalidResponse();
  return { data, error: null };
}

export async function loadShared(token: string): Promise<ApiResult<SharedValues>> {
  const { data, error } = await getSharedResult<SharedValues>(token);
  if (error) return { data: null, error };
  if (!data || !isValuesResult(data.result)) return invalidResponse();
  const partner = data.partner && isValuesResult(data.partner.result) ? data.partner : undefined;
  return { data: { ...data, partner }, error: null };
}
