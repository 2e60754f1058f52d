import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

// Form primitives: labelled fields (text, multi-line text, select, a group of radios or of
// checkboxes) with their hint and error wired up for assistive tech (aria-describedby,
// aria-invalid), and a vertical stack for forms and their parts.

/** Vertical spacing between the fields and buttons of a form (use `as="form"` for a form). */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  > p,
  > h2,
  > h3 {
    margin: 0;
  }
`;

/** A row of buttons under a form; wraps on narrow screens. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/**
 * A checkbox or radio with its text beside it: the whole line is clickable and at least 44px high
 * (a touch target). `$wrap` for a text of several lines (a consent): the box stays at the first
 * line, a little further from the text. `data-invalid="true"` outlines the box in the error colour.
 */
export const ChoiceLabel = styled.label<{ $wrap?: boolean }>`
  display: flex;
  align-items: ${({ $wrap }) => ($wrap ? 'flex-start' : 'center')};
  gap: ${({ $wrap }) => ($wrap ? 10 : 8)}px;
  min-height: 44px;
  cursor: pointer;
  /* A label naming an e-mail address wraps inside its card on a phone. */
  overflow-wrap: anywhere;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  &[data-invalid='true'] input {
    outline: 2px solid ${({ theme }) => theme.color.danger};
    outline-offset: 2px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The frame of every text input: one look for fields, message boxes and the chat composer. */
const fieldFrame = css`
  width: 100%;
  padding: 8px 12px;
  font: inherit;
  /* 16px and more: phones do not zoom into the field when it gets focus. */
  font-size: max(1rem, 16px);
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Input = styled.input`
  ${fieldFrame}
  min-height: 44px;
`;

/** A multi-line input without a label of its own (TextAreaField adds one); grows by hand. */
export const TextArea = styled.textarea`
  ${fieldFrame}
  min-height: 120px;
  resize: vertical;
  line-height: 1.5;
`;

const ErrorText = styled.div`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

/** The ids of a field's hint and error (and counter), and the aria-describedby that names them. */
function describedByOf(id: string, hint: ReactNode, error: ReactNode, counter = false) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = counter ? `${id}-counter` : undefined;
  return {
    hintId,
    errorId,
    counterId,
    describedBy: [hintId, errorId, counterId].filter(Boolean).join(' ') || undefined,
  };
}

/**
 * A text's character limit (of its trimmed text, as the api counts). The field never cuts what
 * was typed (no `maxLength`): from a share of the limit on a counter shows, over it a message that
 * is announced, and the field is invalid; the form sends nothing while a field is over its limit.
 */
export interface FieldLimit {
  max: number;
  /** The page's language, for the numbers. */
  locale: string;
  /** The counter's text ("3,210 of 4,000 characters"). */
  counter: (count: string, max: string) => ReactNode;
  /** The text over the limit. */
  tooLong: (count: string, max: string) => ReactNode;
  /** The share of `max` from which the counter shows (0: always); 0.8 when left out. */
  from?: number;
}

/** Whether a text is over its limit (counted as the api counts: trimmed). */
export const isOverLimit = (value: string, max: number): boolean => value.trim().length > max;

/**
 * Focuses the first field of `order` that has an error, after the render that shows the messages
 * (so the description a screen reader reads on focus includes the error). Returns that field, or
 * undefined when none has one. The forms check on sending and map the api's `details.fields` to
 * the same errors, then call this.
 */
export function focusFirstError<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
  idOf: (field: F) => string,
): F | undefined {
  const first = order.find((field) => errors[field]);
  if (first !== undefined) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  return first;
}

/** Whether a field's counter shows: from the limit's share on (over the limit it always does). */
const counterShown = (value: string, limit: FieldLimit | undefined): boolean =>
  limit !== undefined && value.trim().length >= limit.max * (limit.from ?? 0.8);

const CounterText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The counter under a field, or over the limit its message (announced at once). When it appears or
 * turns into the message while its field (`fieldId`) has the focus, it scrolls into view: a field
 * brought into view as it is typed in (by the browser, or above a phone's keyboard) shows itself,
 * not the line under it. Only then: a page that opens with a long text does not move.
 */
export function LimitCounter({
  id,
  fieldId,
  value,
  limit,
  testId,
}: {
  id: string;
  fieldId: string;
  value: string;
  limit: FieldLimit;
  testId?: string;
}) {
  const length = value.trim().length;
  const number = (n: number) => new Intl.NumberFormat(limit.locale).format(n);
  const over = length > limit.max;
  const counted = over || length >= limit.max * (limit.from ?? 0.8);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!counted || document.activeElement?.id !== fieldId) return;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [counted, over, fieldId]);
  return (
    <CounterText ref={ref} id={id} data-testid={testId}>
      {over ? (
        <ErrorText as="span" role="alert">
          {limit.tooLong(number(length), number(limit.max))}
        </ErrorText>
      ) : (
        counted && limit.counter(number(length), number(limit.max))
      )}
    </CounterText>
  );
}

/** The text of a controlled field, for its counter ('' for an uncontrolled one). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A field's control id (`id`, else a generated one), the ids its aria-describedby names, whether it
 * is over its limit and the counter under it (none without a limit or while it is not shown).
 */
function useFieldIds(id: string | undefined, value: unknown, hint: ReactNode, error: ReactNode, limit?: FieldLimit) {
  const generated = useId();
  const controlId = id ?? generated;
  const text = textOf(value);
  const over = limit !== undefined && isOverLimit(text, limit.max);
  const ids = describedByOf(controlId, hint, error, counterShown(text, limit));
  const counter = limit && ids.counterId && (
    <LimitCounter id={ids.counterId} fieldId={controlId} value={text} limit={limit} />
  );
  return { controlId, over, ids, counter };
}

/** The label, hint and error (and counter) around a field's control, with the ids useFieldIds gave. */
function LabelledField({
  label,
  hint,
  error,
  field,
  children,
}: Pick<TextFieldProps, 'label' | 'hint' | 'error'> & { field: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={field.controlId}>{label}</Label>
      {hint && <Hint id={field.ids.hintId}>{hint}</Hint>}
      {children}
      {error && (
        <ErrorText id={field.ids.errorId} role="alert">
          {error}
        </ErrorText>
      )}
      {field.counter}
    </Field>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Help shown under the label (for example the password rules). */
  hint?: ReactNode;
  /** The field's error; shown under the input and announced (role="alert"). */
  error?: ReactNode;
  /** Marks the field invalid without a text of its own (the form's message says why). */
  invalid?: boolean;
  /** The text's limit: a counter near it, a message over it; nothing typed is cut (see FieldLimit). */
  limit?: FieldLimit;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. The label, hint, error and counter are tied to the input for screen readers. */
export function TextField({ label, hint, error, invalid, limit, id, ref, ...input }: TextFieldProps) {
  const field = useFieldIds(id, input.value, hint, error, limit);
  return (
    <LabelledField label={label} hint={hint} error={error} field={field}>
      <Input
        ref={ref}
        id={field.controlId}
        aria-invalid={invalid || field.over || Boolean(error) || undefined}
        aria-describedby={field.ids.describedBy}
        {...input}
      />
    </LabelledField>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The text's limit, as TextField's. */
  limit?: FieldLimit;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, wired up like TextField. */
export function TextAreaField({ label, hint, error, limit, id, ref, ...textarea }: TextAreaFieldProps) {
  const field = useFieldIds(id, textarea.value, hint, error, limit);
  return (
    <LabelledField label={label} hint={hint} error={error} field={field}>
      <TextArea
        ref={ref}
        id={field.controlId}
        aria-invalid={field.over || Boolean(error) || undefined}
        aria-describedby={field.ids.describedBy}
        {...textarea}
      />
    </LabelledField>
  );
}

const Select = styled.select`
  ${fieldFrame}
  min-height: 44px;
  /* A closed select shows one line and cannot wrap: a choice longer than a phone is wide ends in "…", not mid-letter. */
  text-overflow: ellipsis;
`;

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error; shown under the select and announced (role="alert"). */
  error?: ReactNode;
  /** Marks the field invalid without a text of its own (the form's message says why). */
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled native select (the keyboard and the phone's picker come with it), wired up like TextField. */
export function SelectField({ label, hint, error, invalid, id, ref, children, ...select }: SelectFieldProps) {
  const field = useFieldIds(id, undefined, hint, error);
  return (
    <LabelledField label={label} hint={hint} error={error} field={field}>
      <Select
        ref={ref}
        id={field.controlId}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={field.ids.describedBy}
        {...select}
      >
        {children}
      </Select>
    </LabelledField>
  );
}

/** One choice of a radio or checkbox group. */
export interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/** How a group lays out its choices: one per line, side by side as room allows, or in columns. */
export type ChoiceLayout = 'stack' | 'wrap' | 'grid';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  > legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  &[data-invalid='true'] > [data-options] {
    border-left: 3px solid ${({ theme }) => theme.color.danger};
    padding-left: 10px;
  }
`;

const Options = styled.div<{ $layout: ChoiceLayout }>`
  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
          gap: 4px 16px;
        `
      : $layout === 'wrap'
        ? css`
            display: flex;
            flex-wrap: wrap;
            gap: 4px 20px;
          `
        : css`
            display: flex;
            flex-direction: column;
          `}
`;

interface ChoiceGroupProps<T extends string> {
  /** The group's name, read with each choice (a fieldset's legend). */
  legend: ReactNode;
  hint?: ReactNode;
  /** The group's error; shown under the choices and announced (role="alert"). */
  error?: ReactNode;
  invalid?: boolean;
  options: readonly ChoiceOption<T>[];
  layout?: ChoiceLayout;
  disabled?: boolean;
  /** The id of the input a form focuses for an error (see each group); its hint and error ids derive from it. */
  id?: string;
  /** The same input as `id`. */
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

function ChoiceGroup<T extends string>({
  legend,
  hint,
  error,
  invalid,
  options,
  layout = 'stack',
  disabled,
  groupId,
  testId,
  renderInput,
}: Omit<ChoiceGroupProps<T>, 'id' | 'ref' | 'data-testid'> & {
  groupId: string;
  testId?: string;
  renderInput: (option: ChoiceOption<T>, index: number, invalid: boolean) => ReactNode;
}) {
  const ids = describedByOf(groupId, hint, error);
  const isInvalid = Boolean(invalid || error);
  return (
    <Fieldset
      aria-describedby={ids.describedBy}
      data-invalid={isInvalid || undefined}
      disabled={disabled}
      data-testid={testId}
    >
      <legend>{legend}</legend>
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      <Options $layout={layout} data-options="">
        {options.map((option, index) => (
          <ChoiceLabel key={option.value}>
            {renderInput(option, index, isInvalid)}
            {option.label}
          </ChoiceLabel>
        ))}
      </Options>
      {error && (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}

export interface RadioGroupFieldProps<T extends string> extends ChoiceGroupProps<T> {
  /** The chosen value; null or undefined while none is chosen. */
  value: T | null | undefined;
  onChange: (value: T) => void;
  /** The radios' shared name (arrow keys move between them); generated when left out. */
  name?: string;
}

/**
 * A labelled group of radios (fieldset and legend): one tab stop, arrow keys choose. `id` and
 * `ref` go to the chosen radio, or the first while none is chosen: the one a form focuses for an error.
 */
export function RadioGroupField<T extends string>({
  value,
  onChange,
  name,
  id,
  ref,
  'data-testid': testId,
  ...group
}: RadioGroupFieldProps<T>) {
  const generated = useId();
  const groupId = id ?? generated;
  const target = Math.max(
    0,
    group.options.findIndex((option) => option.value === value),
  );
  return (
    <ChoiceGroup
      {...group}
      groupId={groupId}
      testId={testId}
      // No aria-invalid on a radio (ARIA has it on the group's role, not the radio's): the
      // fieldset is described by the error.
      renderInput={(option, index) => (
        <input
          type="radio"
          name={name ?? `${groupId}-choice`}
          value={option.value}
          id={index === target ? groupId : undefined}
          ref={index === target ? ref : undefined}
          checked={value === option.value}
          disabled={option.disabled}
          onChange={() => onChange(option.value)}
        />
      )}
    />
  );
}

export interface CheckboxGroupFieldProps<T extends string> extends ChoiceGroupProps<T> {
  /** The checked values; onChange gives them in the options' order. */
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A labelled group of checkboxes (fieldset and legend); `id` and `ref` go to the first checkbox. */
export function CheckboxGroupField<T extends string>({
  value,
  onChange,
  id,
  ref,
  'data-testid': testId,
  ...group
}: CheckboxGroupFieldProps<T>) {
  const generated = useId();
  const groupId = id ?? generated;
  const toggle = (changed: T, checked: boolean) =>
    onChange(
      group.options
        .map((option) => option.value)
        .filter((option) => (option === changed ? checked : value.includes(option))),
    );
  return (
    <ChoiceGroup
      {...group}
      groupId={groupId}
      testId={testId}
      renderInput={(option, index, invalid) => (
        <input
          type="checkbox"
          id={index === 0 ? groupId : undefined}
          ref={index === 0 ? ref : undefined}
          checked={value.includes(option.value)}
          disabled={option.disabled}
          aria-invalid={invalid || undefined}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      )}
    />
  );
}
