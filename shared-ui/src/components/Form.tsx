import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

// Form primitives: a labelled text field with its hint and error wired up for assistive tech
// (aria-describedby, aria-invalid), and a vertical stack for forms and their parts.

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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Help shown under the label (for example the password rules). */
  hint?: ReactNode;
  /** The field's error; shown under the input and announced (role="alert"). */
  error?: ReactNode;
  /** Marks the field invalid without a text of its own (the form's message says why). */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. The label, hint and error are tied to the input for screen readers. */
export function TextField({ label, hint, error, invalid, id, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, wired up like TextField. */
export function TextAreaField({ label, hint, error, id, ref, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <TextArea
        ref={ref}
        id={inputId}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
