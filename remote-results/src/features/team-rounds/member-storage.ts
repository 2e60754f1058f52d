// What a member's browser keeps of a team round (and nothing of it reaches the server):
//   - the member's own result, keyed by the round (`cc.teamRound.own.<roundId>`), so the owner's
//     and the shared result page can put it next to the team's: the server cannot tell whose
//     answers were whose, only this browser can;
//   - that this browser answered through a code (`cc.teamRound.answered.<code>`), so a reload shows
//     the thank-you instead of the questionnaire again;
//   - the unsent answers per code (the questionnaire's draft);
//   - a random id of this browser, sent with its answers: a round takes one answer per browser
//     (the api refuses a second one; it counts towards the threshold only with an account).
import { teamBrowserIdShape } from '@cc/shared-contract';
import type { ConflictAnalysisResult } from '@cc/shared-domain';
import { isAnalysisResult } from '../../common/parse-result';
import { isRecord, readJson, removeKey, writeJson } from '../../common/storage';

export const ownResultKey = (roundId: string) => `cc.teamRound.own.${roundId}`;
export const answeredKey = (code: string) => `cc.teamRound.answered.${code}`;
export const teamDraftKey = (code: string) => `cc.teamRound.draft.${code}`;
export const browserIdKey = 'cc.teamRound.browser';

const isBrowserId = (value: unknown): value is string => typeof value === 'string' && teamBrowserIdShape.test(value);

/** This browser's id for team answers, made once (24 random bytes, base64url). */
export function teamBrowserId(): string {
  const known = readJson(browserIdKey, isBrowserId);
  if (known) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  writeJson(browserIdKey, id);
  return id;
}

export interface OwnTeamResult {
  result: ConflictAnalysisResult;
  /** When this browser sent the answers (ISO time). */
  answered_at: string;
}

const isOwnTeamResult = (value: unknown): value is OwnTeamResult =>
  isRecord(value) && isAnalysisResult(value.result) && typeof value.answered_at === 'string';

export function readOwnResult(roundId: string): OwnTeamResult | null {
  return readJson(ownResultKey(roundId), isOwnTeamResult);
}

export function forgetOwnResult(roundId: string): void {
  removeKey(ownResultKey(roundId));
}

export interface AnsweredMark {
  round_id: string;
  answered_at: string;
}

const isAnsweredMark = (value: unknown): value is AnsweredMark =>
  isRecord(value) && typeof value.round_id === 'string' && typeof value.answered_at === 'string';

export function readAnswered(code: string): AnsweredMark | null {
  return readJson(answeredKey(code), isAnsweredMark);
}

/** After a successful submission: the mark for the code and the own result for the round. */
export function rememberAnswer(code: string, roundId: string, result: ConflictAnalysisResult): void {
  const answered_at = new Date().toISOString();
  writeJson(answeredKey(code), { round_id: roundId, answered_at } satisfies AnsweredMark);
  writeJson(ownResultKey(roundId), { result, answered_at } satisfies OwnTeamResult);
}

/** Unsent answers for a code that takes none any more. */
export function forgetDraft(code: string): void {
  removeKey(teamDraftKey(code));
}
