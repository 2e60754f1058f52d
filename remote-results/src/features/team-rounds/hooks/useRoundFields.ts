// What both round forms (start and settings) do with their fields on top of shared-ui's
// useFormErrors: keep each field's element (the focus goes to the first error), change one and drop
// its error, and the team name's limit.
import { useRef, type Dispatch, type SetStateAction } from 'react';
import { teamRoundLimits } from '@cc/shared-domain';
import { useFieldLimit } from '@cc/shared-i18n';
import { isOverLimit, type FieldLimit, type FormErrors } from '@cc/shared-ui/forms';
import type { FieldError, StartDraft, StartField } from '../start-values';

/** The field a draft key belongs to (the deadline's date and time are one field). */
const fieldOf = (key: keyof StartDraft): StartField =>
  key === 'deadlineDate' || key === 'deadlineTime' ? 'deadline' : key;

/**
 * Each field's element, for useFormErrors' `target` (the deadline's is its date input, the
 * languages' the group): `fieldRef` as the field's ref, `target` as the option.
 */
export function useFieldElements() {
  const elements = useRef<Partial<Record<StartField, HTMLElement | null>>>({});
  const fieldRef = (field: StartField) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };
  const target = (field: StartField) => elements.current[field];
  return { fieldRef, target };
}

export function useRoundFields<D extends Partial<StartDraft>>(
  setDraft: Dispatch<SetStateAction<D>>,
  form: FormErrors<StartField, FieldError>,
) {
  const limitOf = useFieldLimit();
  const set = <K extends keyof D & keyof StartDraft>(key: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A corrected field loses its error; the others keep theirs until the next try.
    form.clear(fieldOf(key));
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
  return { set, teamNameField };
}
