// The free tools' results: submit answers (scored on the server), list, read and delete one's own.
import {
  type AnswerValidation,
  type Answers,
  type AssessmentType,
  assessmentDefinitions,
  validateAnswers,
} from '@cc/shared-domain';
import * as z from 'zod';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { addCodedIssue } from './issues';
import { ownedResultSchema, partnerFields, valuesComparisonSchema } from './result';

type AnswerError = Extract<AnswerValidation, { ok: false }>;

const answerMessages: Record<AnswerError['code'], (details: AnswerError['details']) => string> = {
  unknown_type: () => `Unknown assessment type; expected one of: ${Object.keys(assessmentDefinitions).join(', ')}`,
  invalid_shape: (details) => `Invalid answers: ${details.shape ?? 'wrong shape'}`,
  invalid_answer: (details) =>
    `${details.invalid?.length ?? 0} answer(s) are not valid (allowed: integers from ${details.scale?.min} to ${details.scale?.max})`,
  missing_answers: (details) => `${details.missing?.length ?? 0} answer(s) are missing`,
};

/**
 * `type` and `answers` are checked by shared-domain's validateAnswers, which reports the stable
 * codes (unknown_type, invalid_shape, invalid_answer, missing_answers) with `details`; the output
 * holds exactly the definition's items. Both shapes of answers are accepted: `{ itemId: value }`
 * or `[{ itemId, value }]`.
 */
export const submitAssessmentBody = z
  .object({
    type: z.unknown().optional(),
    answers: z.unknown().optional(),
    lang: z.string().max(35).nullish(),
    /** An anonymous visitor's address for the mail copy (only with `consent: true`). */
    email: z.string().max(10_000).nullish(),
    /** false: no mail copy to a user's or guest's own address; true: an anonymous visitor asks for one. */
    consent: z.boolean().nullish(),
    /** The inviter's share token: compare this values result with theirs. */
    compare_with: z.string().max(1000).nullish(),
  })
  .transform((body, ctx) => {
    const validation = validateAnswers(body.type, body.answers);
    if (!validation.ok) {
      addCodedIssue(ctx, validation.code, answerMessages[validation.code](validation.details), validation.details);
      return z.NEVER;
    }
    if (body.compare_with && validation.type !== 'values') {
      addCodedIssue(ctx, 'validation_failed', 'compare_with is only accepted for the values radar');
      return z.NEVER;
    }
    return { ...body, type: validation.type, answers: validation.answers };
  });

/** What the browser sends: the schema's input with `type` and `answers` typed. */
export type SubmitAssessmentBody = Omit<z.input<typeof submitAssessmentBody>, 'type' | 'answers'> & {
  type: AssessmentType;
  answers: Answers | readonly { itemId: string; value: number | null }[];
};

export const submitAssessmentResponse = ownedResultSchema.extend({
  /**
   * Only for an anonymous caller: deletes this result when sent as `x-result-token`. Keep it in
   * this browser and never put it in a link (the share token only reads).
   */
  delete_token: z.string().optional(),
  /** A mail copy of the result was queued. */
  mail_queued: z.boolean(),
  /** With `compare_with` naming a values result: the comparison with the inviter's. */
  comparison: valuesComparisonSchema.optional(),
});

/**
 * A result an anonymous visitor's browser keeps for its history: the submission's answer with
 * the delete token, without the mail flag.
 */
export const localResultSchema = ownedResultSchema.extend({ delete_token: z.string().optional() });

export const listAssessmentsResponse = z.object({
  /** Newest first, at most 200. */
  results: z.array(ownedResultSchema),
});

export const assessmentIdParams = z.object({ id: z.string() });

export const assessmentResponse = ownedResultSchema.extend(partnerFields);

export const deleteAssessmentResponse = z.object({ deleted: z.literal(true) });

export type SubmitAssessmentResponse = z.infer<typeof submitAssessmentResponse>;
export type ListAssessmentsResponse = z.infer<typeof listAssessmentsResponse>;
export type AssessmentResponse = z.infer<typeof assessmentResponse>;
export type LocalResult = z.infer<typeof localResultSchema>;
export type DeleteAssessmentResponse = z.infer<typeof deleteAssessmentResponse>;

const callerErrors = [...userTokenErrorCodes, 'invalid_guest_token'] as const;

export const assessmentEndpoints = {
  submitAssessment: endpoint({
    method: 'POST',
    path: '/assessments',
    summary:
      'Scores the answers on the server and stores the result with its owner (user, guest or nobody); queues a mail copy to the owner’s address unless `consent: false` (anonymous visitors: to `email` with `consent: true`).',
    caller: 'anyone',
    body: submitAssessmentBody,
    status: 201,
    response: submitAssessmentResponse,
    errors: [
      ...bodyErrorCodes,
      ...callerErrors,
      'unknown_type',
      'invalid_shape',
      'invalid_answer',
      'missing_answers',
      'invalid_email',
      'over_request_rate_limit',
    ],
  }),
  listAssessments: endpoint({
    method: 'GET',
    path: '/assessments',
    summary: 'The caller’s results, newest first (at most 200).',
    caller: 'user-or-guest',
    status: 200,
    response: listAssessmentsResponse,
    errors: [...callerErrors, 'not_authenticated'],
  }),
  getAssessment: endpoint({
    method: 'GET',
    path: '/assessments/:id',
    summary: 'One of the caller’s results, with the partner’s result and the comparison when it has a partner.',
    caller: 'user-or-guest',
    params: assessmentIdParams,
    status: 200,
    response: assessmentResponse,
    errors: [...callerErrors, 'not_found'],
  }),
  claimAssessment: endpoint({
    method: 'POST',
    path: '/assessments/:id/claim',
    summary:
      'Keeps a result made without an account: moves it to the signed-in user or guest when the browser that made it sends its `delete_token` as `x-result-token` (the token then no longer deletes). Asking again for one’s own result answers it again; anything else is not found.',
    caller: 'user-or-guest',
    params: assessmentIdParams,
    status: 200,
    response: ownedResultSchema,
    errors: [...callerErrors, 'not_authenticated', 'not_found'],
  }),
  deleteAssessment: endpoint({
    method: 'DELETE',
    path: '/assessments/:id',
    summary:
      'Deletes one result: the owner’s, or one the browser created without an account when it sends the `delete_token` of its submission as `x-result-token`. A share token never deletes.',
    caller: 'anyone',
    params: assessmentIdParams,
    status: 200,
    response: deleteAssessmentResponse,
    errors: [...callerErrors, 'not_found'],
  }),
};
