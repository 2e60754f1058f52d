// The values radar's calls: submit the answers (POST assessments) and read a shared result
// (GET shared-results/<token>), both parsed with the contract's schemas. Failures come back as
// `{ code, status }`, never thrown, because the page keeps its own polling and invitation state.
import { FunctionError, type FunctionResult } from '@cc/shared-auth';
import { type SharedResultResponse, type SubmitAssessmentResponse } from '@cc/shared-contract';
import { type Answers, type ValuesComparison, type ValuesResult } from '@cc/shared-domain';
import { getSharedResult, submitAssessment } from '../../../common/api';

export type SubmittedValues = SubmitAssessmentResponse & { result: ValuesResult };

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

const notValues = {
  data: null,
  error: { code: 'invalid_response', status: null, name: 'InvalidResponseError', message: 'Not a values result' },
} as const;

async function settle<T>(call: Promise<T>): Promise<FunctionResult<T>> {
  try {
    return { data: await call, error: null };
  } catch (error) {
    if (error instanceof FunctionError) return { data: null, error };
    throw error;
  }
}

const isValues = <P extends { result: { type: string } }>(profile: P): profile is P & { result: ValuesResult } =>
  profile.result.type === 'values';

export async function submitValues(input: {
  answers: Answers;
  lang: string;
  compareWith?: string;
}): Promise<FunctionResult<SubmittedValues>> {
  const { data, error } = await settle(
    submitAssessment({
      type: 'values',
      answers: input.answers,
      lang: input.lang,
      ...(input.compareWith ? { compare_with: input.compareWith } : {}),
    }),
  );
  if (error) return { data: null, error };
  return isValues(data) ? { data, error: null } : notValues;
}

export async function loadShared(token: string): Promise<FunctionResult<SharedValues>> {
  const { data, error } = await settle<SharedResultResponse>(getSharedResult(token));
  if (error) return { data: null, error };
  if (!isValues(data)) return notValues;
  const partner = data.partner && isValues(data.partner) ? data.partner : undefined;
  return { data: { ...data, partner }, error: null };
}
