// What both round forms (start and settings) do with their fields: change one and drop its error,
// keep each field's element to move the focus to the first error, and the team name's limit.
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { teamRoundLimits } from '@cc/shared-domain';
import { useFieldLimit } from '@cc/shared-i18n';
import { isOverLimit, type FieldLimit } from '@cc/shared-ui/forms';
import type { StartDraft, StartErrors, StartField } from '../start-values';

/** The field a draft key belongs to (the deadline's date and time are one field). */
const fieldOf = (key: keyof StartDraft): StartField =>
  key === 'deadlineDate' || key === 'deadlineTime' ? 'deadline' : key;

export function useRoundFields<D extends Partial<StartDraft>>(
  setDraft: Dispatch<SetStateAction<D>>,
  order: readonly StartField[],
) {
  const limitOf = useFieldLimit();
  const [errors, setErrors] = useState<StartErrors>({});
  const refs = useRef<Partial<Record<StartField, HTMLInputElement | null>>>({});
  const fieldRef = (field: StartField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };
  const set = <K extends keyof D & keyof StartDraft>(key: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const field = fieldOf(key);
    // A corrected field loses its error; the others keep theirs until the next try.
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const focus = (field: StartField) => refs.current[field]?.focus();
  const focusFirst = (found: StartErrors) => {
    const first = order.find((field) => found[field]);
    if (first) focus(first);
  };
  /**
   * The team name field's limit and error: a counter near the limit, nothing typed is cut; over it
   * the counter's message is the field's one message (the check's "too long" would repeat it).
   */
  const teamNameField = (value: string, error: string | undefined): { limit: FieldLimit; error?: string } => {
    const { max } = teamRoundLimits.teamName;
    const limit = limitOf(max);
    return isOverLimit(value, max) ? { limit } : { limit, error };
  };
  return { errors, setErrors, fieldRef, set, focus, focusFirst, teamNameField };
}
