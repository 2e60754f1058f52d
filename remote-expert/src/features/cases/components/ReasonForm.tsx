import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { hasErrorCode, refusalIsMissing, refusalMessage, refusedFields } from '@cc/shared-auth/api-errors';
import { useTranslation } from '@cc/shared-i18n';
import { Button, type ButtonVariant } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextAreaField, isOverLimit, useFormErrors } from '@cc/shared-ui/forms';
import { inboxNamespace } from '../texts';

interface ReasonFormProps {
  title: string;
  /** `h2` when the form is a section of its own (closing), `h3` inside one (default). */
  headingLevel?: 'h2' | 'h3';
  /** A sentence under the title. */
  lead?: string;
  label: string;
  hint?: string;
  submitLabel: string;
  /** Shown when the text is empty (the api refuses it too). */
  requiredMessage: string;
  tooLongKey: string;
  max: number;
  pending: boolean;
  /** The api's refusal, already as a text (shown above the buttons unless it names the field). */
  error?: string | null;
  /** The api's error itself: a refusal of `field` (details.fields, reason_required) shows at the field. */
  refused?: unknown;
  /** The body key the text is sent as ('reason', 'outcome'). */
  field: string;
  /** Puts the cursor in the field when the form opens (a disclosure). */
  focusOnOpen?: boolean;
  submitVariant?: ButtonVariant;
  onSubmit: (text: string) => void;
  /** Shows a cancel button that closes the form. */
  onCancel?: () => void;
  cancelLabel?: string;
  'data-testid'?: string;
}

/** A form with one required text (a reason, an outcome): checked here, sent trimmed. */
export function ReasonForm(props: ReasonFormProps) {
  const { t } = useTranslation(inboxNamespace);
  const { title, label, hint, submitLabel, requiredMessage, tooLongKey, max, pending, error, onSubmit } = props;
  const [text, setText] = useState('');
  const form = useFormErrors<'text'>(['text']);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const Heading = props.headingLevel ?? 'h3';
  const { refused, field: bodyField } = props;
  // The api's refusal of the text, as its field's message (the other forms do the same through
  // useFormErrors' showServer); the user's text stays, and the message goes once they change it.
  const serverProblem = ((): string | null => {
    if (!refused) return null;
    if (hasErrorCode(refused, 'reason_required')) return requiredMessage;
    const found = refusedFields(refused).find((entry) => entry.field === bodyField);
    if (!found) return null;
    // The one mapping of every form on the path to an expert (shared-auth's refusalMessage).
    return refusalIsMissing(found) ? requiredMessage : t(...refusalMessage(found));
  })();

  useEffect(() => {
    if (props.focusOnOpen) field.current?.focus();
  }, [props.focusOnOpen]);

  // A new refusal of the field: its message at the field and the focus on it, as after the form's own check.
  const { show } = form;
  useEffect(() => {
    if (serverProblem) show({ text: serverProblem });
  }, [refused, serverProblem, show]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const problem = !value ? requiredMessage : isOverLimit(value, max) ? t(tooLongKey, { max }) : null;
    // One field, checked like the other forms' fields: its message, then focus on it.
    if (form.show(problem ? { text: problem } : {})) return;
    onSubmit(value);
  };

  return (
    <Stack
      as="form"
      $gap={3}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid={props['data-testid']}
    >
      <Heading id={`${id}-title`}>{title}</Heading>
      {props.lead && <p>{props.lead}</p>}
      <TextAreaField
        ref={field}
        id={form.idOf('text')}
        label={label}
        hint={hint}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          form.clear('text');
        }}
        error={form.errorOf('text')}
        rows={3}
        required
      />
      {error && !serverProblem && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" $variant={props.submitVariant ?? 'primary'} disabled={pending}>
          {submitLabel}
        </Button>
        {props.onCancel && (
          <Button type="button" $variant="secondary" onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
        )}
      </ButtonRow>
    </Stack>
  );
}
