import { useCallback, useState } from 'react';
import { isRecord, readJson, removeKey, writeJson } from '../../../common/storage';

/** Unsent answers of one questionnaire, kept in this browser across reloads (per type, or per team round code). */
export interface Draft {
  answers: Record<string, number>;
  /** The step the visitor was on (0 = first question page). */
  step: number;
}

export const draftStorageKey = (type: string) => `cc.assessment.draft.${type}`;

/** The stored draft, keeping only well-formed answers; anything unreadable starts fresh. */
function readDraft(key: string): Draft {
  const stored = readJson(key, isRecord);
  const answers: Record<string, number> = {};
  if (isRecord(stored?.answers)) {
    for (const [id, value] of Object.entries(stored.answers)) {
      if (typeof value === 'number' && Number.isInteger(value)) answers[id] = value;
    }
  }
  const step = typeof stored?.step === 'number' && stored.step >= 0 ? stored.step : 0;
  return { answers, step };
}

function writeDraft(key: string, draft: Draft): void {
  writeJson(key, { ...draft, savedAt: Date.now() });
}

/** The draft kept under `key` (see draftStorageKey) and its updaters; every change is written through at once. */
export function useDraft(key: string) {
  const [draft, setDraft] = useState<Draft>(() => readDraft(key));

  const update = useCallback(
    (change: (current: Draft) => Draft) =>
      setDraft((current) => {
        const next = change(current);
        writeDraft(key, next);
        return next;
      }),
    [key],
  );

  const setAnswer = useCallback(
    (itemId: string, value: number) => update((d) => ({ ...d, answers: { ...d.answers, [itemId]: value } })),
    [update],
  );
  const setStep = useCallback((step: number) => update((d) => ({ ...d, step })), [update]);

  const clear = useCallback(() => {
    removeKey(key);
    setDraft({ answers: {}, step: 0 });
  }, [key]);

  return { draft, setAnswer, setStep, clear };
}
