// What both round forms (start and settings) do with their fields: change one and drop its error,
// keep each field's element to move the focus to the first error.
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { StartDraft, StartErrors, StartField } from '../start-values';

/** The field a draft key belongs to (the deadline's date and time are one field). */
const fieldOf = (key: keyof StartDraft): StartField =>
  key === 'deadlineDate' || key === 'deadlineTime' ? 'deadline' : key;

export function useRoundFields<D extends Partial<StartDraft>>(
  setDraft: Dispatch<SetStateAction<D>>,
  order: readonly StartField[],
) {
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
  return { errors, setErrors, fieldRef, set, focus, focusFirst };
}
