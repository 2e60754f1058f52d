// The one way a form shows what is wrong (issue #25): every form keeps its errors per field, in the
// form's field order; a check before sending (the form's own or a zod schema's), and the api's
// refusal (`details.fields`), both land at the fields; on submit the first invalid field IN FIELD
// ORDER takes the focus, after the render that shows its message, so a screen reader reads the
// message with the field (TextField & co. tie it with aria-describedby and aria-invalid). Nothing
// here touches the values: what the user typed stays as it was.
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { focusFirstError } from './Form';

/** A form's errors: at most one per field; a field without an entry (or `undefined`) is valid. */
export type FieldErrors<F extends string, E> = Partial<Record<F, E>>;

/** One refused field of an api error (`details.fields`: `{ field, index?, reason, min?, max? }`). */
export interface ServerFieldError {
  field: string;
  reason: string;
  index?: number;
  min?: number;
  max?: number;
}

const isServerFieldError = (value: unknown): value is ServerFieldError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerFieldError).field === 'string' &&
  typeof (value as ServerFieldError).reason === 'string';

/**
 * The refused fields an api error lists in `details.fields` (validation_failed under /functions/v1,
 * expert_profile_invalid, appointment_invalid, team_round_invalid, …); none for any other error.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (typeof error !== 'object' || error === null) return [];
  const fields = (error as { details?: { fields?: unknown } }).details?.fields;
  return Array.isArray(fields) ? fields.filter(isServerFieldError) : [];
}

/** A zod issue as far as a form needs it (zod's `ZodIssue` has this shape; no zod import here). */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The issues of a zod `safeParse` (or any check that reports `{ path, code }`) as field errors: the
 * first issue of each field of `order`, turned into the form's message by `message`. Issues of a
 * field the form does not show are left out (the caller says them elsewhere).
 */
export function schemaFieldErrors<F extends string, E>(
  issues: readonly SchemaIssue[],
  order: readonly F[],
  message: (issue: SchemaIssue, field: F) => E | undefined,
): FieldErrors<F, E> {
  const errors: FieldErrors<F, E> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(order as readonly string[]).includes(field)) continue;
    const name = field as F;
    if (errors[name] !== undefined) continue;
    const text = message(issue, name);
    if (text !== undefined) errors[name] = text;
  }
  return errors;
}

export interface FormErrors<F extends string, E> {
  errors: FieldErrors<F, E>;
  /** The id of a field's control (pass it as the field's `id`): focus finds the field by it. */
  idOf: (field: F) => string;
  /** A field's error, or undefined. */
  errorOf: (field: F) => E | undefined;
  /**
   * Shows these errors (replacing the last) and focuses the first invalid field in the form's
   * order. Returns that field, undefined when nothing is invalid.
   */
  show: (next: FieldErrors<F, E>) => F | undefined;
  /**
   * Shows the api's refused fields at their fields (`toError` names the field and its message, or
   * undefined for one the form does not show). Returns the field focused; undefined when the error
   * named no field of the form, so the caller says it at the form.
   */
  showServer: (error: unknown, toError: (refused: ServerFieldError) => [F, E] | undefined) => F | undefined;
  /** Drops the errors of these fields (the user changed them). */
  clear: (...fields: F[]) => void;
  /** Drops every error. */
  reset: () => void;
  /** Whether any field has an error. */
  hasErrors: boolean;
}

export interface FormErrorsOptions<F extends string> {
  /** The element to focus for a field; by default the element with `idOf(field)`. */
  target?: (field: F) => HTMLElement | null | undefined;
  /** The ids of the fields when the form sets its own (default: generated, unique per form). */
  idOf?: (field: F) => string;
}

/**
 * A form's field errors in its field order (see the top of this file). `order` is the order of the
 * fields on the screen, top to bottom.
 */
export function useFormErrors<F extends string, E = string>(
  order: readonly F[],
  options: FormErrorsOptions<F> = {},
): FormErrors<F, E> {
  const [errors, setErrors] = useState<FieldErrors<F, E>>({});
  const prefix = useId();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const orderRef = useRef(order);
  orderRef.current = order;

  const idOf = useCallback((field: F) => optionsRef.current.idOf?.(field) ?? `${prefix}${field}`, [prefix]);

  const show = useCallback(
    (next: FieldErrors<F, E>) => {
      setErrors(next);
      const target = optionsRef.current.target;
      if (!target) return focusFirstError(orderRef.current, next, idOf);
      const first = orderRef.current.find((field) => next[field] !== undefined);
      if (first !== undefined) requestAnimationFrame(() => target(first)?.focus());
      return first;
    },
    [idOf],
  );

  const showServer = useCallback(
    (error: unknown, toError: (refused: ServerFieldError) => [F, E] | undefined) => {
      const next: FieldErrors<F, E> = {};
      for (const refused of serverFieldErrors(error)) {
        const entry = toError(refused);
        if (entry && next[entry[0]] === undefined) next[entry[0]] = entry[1];
      }
      return Object.keys(next).length > 0 ? show(next) : undefined;
    },
    [show],
  );

  const clear = useCallback((...fields: F[]) => {
    setErrors((current) => {
      if (!fields.some((field) => current[field] !== undefined)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => setErrors((current) => (Object.keys(current).length ? {} : current)), []);

  return useMemo(
    () => ({
      errors,
      idOf,
      errorOf: (field: F) => errors[field],
      show,
      showServer,
      clear,
      reset,
      hasErrors: Object.values(errors).some((value) => value !== undefined),
    }),
    [errors, idOf, show, showServer, clear, reset],
  );
}
