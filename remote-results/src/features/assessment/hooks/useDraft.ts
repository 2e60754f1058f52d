import { useCallback, useState } from 'react';

/** Unsent answers of one questionnaire, kept in this browser across reloads (per type). */
export interface Draft {
  answers: Record<string, number>;
  /** The step the visitor was on (0 = first question page). */
  step: number;
}

export const draftStorageKey = (type: string) => `cc.assessment.draft.${type}`;

function readDraft(type: string): Draft {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(draftStorageKey(type)) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as { answers?: unknown; step?: unknown };
      const answers: Record<string, number> = {};
      if (typeof record.answers === 'object' && record.answers !== null) {
        for (const [id, value] of Object.entries(record.answers)) {
          if (typeof value === 'number' && Number.isInteger(value)) answers[id] = value;
        }
      }
      return { answers, step: typeof record.step === 'number' && record.step >= 0 ? record.step : 0 };
    }
  } catch {
    // unreadable or storage disabled: start fresh
  }
  return { answers: {}, step: 0 };
}

function writeDraft(type: string, draft: Draft): void {
  try {
    localStorage.setItem(draftStorageKey(type), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // storage full or disabled: answers last for this page only
  }
}

/** The draft and its updaters; every change is written through at once. */
export function useDraft(type: string) {
  const [draft, setDraft] = useState<Draft>(() => readDraft(type));

  const update = useCallback(
    (change: (current: Draft) => Draft) =>
      setDraft((current) => {
        const next = change(current);
        writeDraft(type, next);
        return next;
      }),
    [type],
  );

  const setAnswer = useCallback(
    (itemId: string, value: number) => update((d) => ({ ...d, answers: { ...d.answers, [itemId]: value } })),
    [update],
  );
  const setStep = useCallback((step: number) => update((d) => ({ ...d, step })), [update]);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(draftStorageKey(type));
    } catch {
      // nothing stored
    }
    setDraft({ answers: {}, step: 0 });
  }, [type]);

  return { draft, setAnswer, setStep, clear };
}
