// What a visitor typed into the request form, kept in this tab (sessionStorage) while they sign
// in or continue as a guest on /auth and come back, so nothing typed is lost. Consent is never
// kept: it is given for the address the visitor has once they are back.
import { clearSubmissionKey } from '@cc/shared-auth/api-client';
import { type ExpertFocusArea, type ExpertLanguage, expertFocusAreas, expertLanguages } from '@cc/shared-domain';

export const requestFormats = ['any', 'online', 'in_person'] as const;
export type RequestFormat = (typeof requestFormats)[number];

export interface RequestDraft {
  /** '' for "any focus". */
  focus: ExpertFocusArea | '';
  topic: string;
  summary: string;
  /** The language of the talk. */
  lang: ExpertLanguage;
  format: RequestFormat;
  region: string;
  availability: string;
}

export const draftStorageKey = 'cc.expertRequest.draft';
/** The scope of this draft's Idempotency-Key (shared-auth's submissionKey). */
export const submissionScope = 'expertRequest';

export const emptyDraft = (lang: ExpertLanguage): RequestDraft => ({
  focus: '',
  topic: '',
  summary: '',
  lang,
  format: 'any',
  region: '',
  availability: '',
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The kept draft, checked field by field (anything unreadable falls back to empty). */
export function readDraft(lang: ExpertLanguage): RequestDraft {
  const empty = emptyDraft(lang);
  let stored: Record<string, unknown> | null;
  try {
    const raw = sessionStorage.getItem(draftStorageKey);
    stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    stored = null;
  }
  if (!stored || typeof stored !== 'object') return empty;
  return {
    focus: oneOf<ExpertFocusArea | ''>(['', ...expertFocusAreas], stored.focus, ''),
    topic: text(stored.topic),
    summary: text(stored.summary),
    lang: oneOf(expertLanguages, stored.lang, lang),
    format: oneOf(requestFormats, stored.format, 'any'),
    region: text(stored.region),
    availability: text(stored.availability),
  };
}

export function writeDraft(draft: RequestDraft): void {
  try {
    sessionStorage.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only the way through /auth forgets it.
  }
}

/** Forgets the draft and its submission's Idempotency-Key (the request was made). */
export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftStorageKey);
  } catch {
    // as above
  }
  clearSubmissionKey(submissionScope);
}
