// The start form's draft survives a detour: an anonymous visitor signs in (or starts a guest
// session, or confirms an address from a mail in another tab) and finds what they typed again.
// Kept in localStorage until the round is started.
import { useCallback, useEffect, useState } from 'react';
import { teamRoundLanguages, type TeamRoundLanguage } from '@cc/shared-domain';
import { emptyDraft, type StartDraft } from '../start-values';

export const startDraftKey = 'cc.teamRound.draft';

function readDraft(language: TeamRoundLanguage): StartDraft {
  const fallback = emptyDraft(language);
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(startDraftKey) ?? 'null') as Partial<StartDraft> | null;
    if (!stored || typeof stored !== 'object') return fallback;
    const text = (value: unknown, otherwise: string) => (typeof value === 'string' ? value.slice(0, 200) : otherwise);
    return {
      teamName: text(stored.teamName, fallback.teamName),
      deadlineDate: text(stored.deadlineDate, fallback.deadlineDate),
      deadlineTime: text(stored.deadlineTime, fallback.deadlineTime),
      languages: Array.isArray(stored.languages)
        ? teamRoundLanguages.filter((code) => (stored.languages as unknown[]).includes(code))
        : fallback.languages,
      linkUses: text(stored.linkUses, fallback.linkUses),
    };
  } catch {
    return fallback;
  }
}

export function useStartDraft(language: TeamRoundLanguage) {
  const [draft, setDraft] = useState<StartDraft>(() => readDraft(language));
  useEffect(() => {
    try {
      globalThis.localStorage?.setItem(startDraftKey, JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form still works, only the detour forgets.
    }
  }, [draft]);
  const clear = useCallback(() => {
    try {
      globalThis.localStorage?.removeItem(startDraftKey);
    } catch {
      // See above.
    }
  }, []);
  return [draft, setDraft, clear] as const;
}
