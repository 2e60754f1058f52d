// How a schema names the stable error code of a failed check: a refinement adds an issue whose
// params carry `{ code, details? }`, and the api answers that code instead of validation_failed.
import type { z } from 'zod';
import { type ErrorCode, isErrorCode } from '../errors';

export interface IssueParams {
  code: ErrorCode;
  details?: unknown;
}

/** Adds an issue the api answers with `code` (and `details` beside the message). */
export function addCodedIssue(
  ctx: z.RefinementCtx,
  code: ErrorCode,
  message: string,
  details?: unknown,
  path?: PropertyKey[],
): void {
  const params: IssueParams = details === undefined ? { code } : { code, details };
  ctx.addIssue({ code: 'custom', message, params, ...(path ? { path } : {}) });
}

/** The coded params of an issue, if a refinement gave it a code. */
export function codedIssue(issue: z.core.$ZodIssue): IssueParams | undefined {
  const params = (issue as { params?: { code?: unknown; details?: unknown } }).params;
  if (!params || !isErrorCode(params.code)) return undefined;
  return params.details === undefined ? { code: params.code } : { code: params.code, details: params.details };
}
