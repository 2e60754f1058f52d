// The client's answer to an appointment the expert proposed: confirm it (picking one of the
// offered times when there are several), decline it, or ask for another time, with an optional
// note for the expert. Nothing is scheduled until the client confirms; the page updates through
// the case query (and the expert's page through realtime) once the api has answered.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type Refusal, apiErrorText, refusalMessage } from '@cc/shared-auth/api-errors';
import {
  type AnswerAppointmentBody,
  type CaseAppointment,
  answerAppointmentBody,
  expertFieldErrors,
} from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';
import { useFieldLimit, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextAreaField, useFormErrors } from '@cc/shared-ui/forms';
import { useAnswerAppointment } from '../../../common/case/api';
import { appointmentTimes } from '../../../common/case/format';
import '../texts';

const maxNote = caseLimits.reason.max;

/** The form's fields in their order on screen: the offered times (when several), the note. */
const answerFields = ['starts_at', 'note'] as const;
type AnswerField = (typeof answerFields)[number];

const PickError = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

interface AnswerAppointmentProps {
  caseId: string;
  appointment: CaseAppointment;
  expertName: string;
}

export function AnswerAppointment({ caseId, appointment, expertName }: AnswerAppointmentProps) {
  const { t } = useTranslation(['clientCases', 'expert', 'apiErrors']);
  const [language] = useLanguage();
  const answer = useAnswerAppointment(caseId);
  const id = useId();
  const several = appointment.options.length > 1;
  const [picked, setPicked] = useState<string | null>(several ? null : appointment.starts_at);
  const [note, setNote] = useState('');
  const noteField = useRef<HTMLTextAreaElement>(null);
  const limitOf = useFieldLimit();
  // The one form piece (issue #25): the boxed choice of times is focused at its first time, the
  // note by ref (over its limit it is invalid with `null`: its counter says why).
  const form = useFormErrors<AnswerField, string | null>(answerFields, {
    target: (field) => (field === 'starts_at' ? document.getElementById(`${id}-choice-0`) : noteField.current),
  });
  const pickError = form.errorOf('starts_at');
  /** A refused field (the form's own check or the api's) as its field and message; the time's own "pick one". */
  const refusal = (refused: Refusal): [AnswerField, string] | undefined =>
    refused.field === 'starts_at' || refused.field === 'note'
      ? [refused.field, t(...refusalMessage(refused, { starts_at: 'answer.pickOne' }))]
      : undefined;
  const label = (iso: string) => {
    const times = appointmentTimes(iso, appointment.duration_minutes, language);
    return t('expert:case.appointment.when', { date: times.date, start: times.start, end: times.end });
  };

  /**
   * The form's own check: a time chosen (to confirm one of several), and the note through the
   * contract's schema (the api's), which every answer checks so a note over its limit is never
   * dropped unsaid.
   */
  const check = (confirming: boolean) => {
    const found: Partial<Record<AnswerField, string | null>> = {};
    if (confirming && !picked) found.starts_at = t('answer.pickOne');
    const parsed = answerAppointmentBody.safeParse({ answer: 'decline', note });
    const refused = parsed.success ? undefined : expertFieldErrors(parsed.error).find((r) => r.field === 'note');
    if (refused) found.note = refused.reason === 'too_long' ? null : (refusal(refused)?.[1] ?? null);
    return found;
  };

  const send = (body: AnswerAppointmentBody, done: string) => {
    if (answer.isPending) return;
    if (form.show(check(body.answer === 'confirm'))) return;
    answer.mutate(
      { appointmentId: appointment.id, body },
      {
        onSuccess: () => void showToast(t(done, { name: expertName }), 'success'),
        onError: (error) => form.showServer(error, refusal),
      },
    );
  };
  const confirm = () =>
    send(picked ? { answer: 'confirm', starts_at: picked } : { answer: 'confirm' }, 'answer.confirmed');
  const refuse = (kind: 'decline' | 'other_time') =>
    send(
      note.trim() ? { answer: kind, note: note.trim() } : { answer: kind },
      kind === 'decline' ? 'answer.declined' : 'answer.askedOther',
    );

  return (
    <Stack
      as="form"
      $gap={3}
      aria-labelledby={`${id}-title`}
      data-testid="appointment-answer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <h3 id={`${id}-title`}>{t('answer.title')}</h3>
      <p>{t(several ? 'answer.introChoice' : 'answer.intro', { name: expertName })}</p>
      {several && (
        <Choices
          aria-describedby={pickError ? `${id}-pick-error` : undefined}
          aria-invalid={Boolean(pickError) || undefined}
        >
          <legend>{t('answer.choose')}</legend>
          {appointment.options.map((option, index) => (
            <label key={option}>
              <input
                type="radio"
                id={`${id}-choice-${index}`}
                name={`${id}-choice`}
                value={option}
                checked={picked === option}
                onChange={() => {
                  setPicked(option);
                  form.clear('starts_at');
                }}
                data-testid="appointment-option"
              />
              <time dateTime={option}>{label(option)}</time>
            </label>
          ))}
          {pickError && (
            <PickError id={`${id}-pick-error`} role="alert">
              {pickError}
            </PickError>
          )}
        </Choices>
      )}
      <TextAreaField
        label={t('answer.note', { name: expertName })}
        hint={t('answer.noteHint')}
        ref={noteField}
        error={form.errorOf('note') ?? undefined}
        limit={limitOf(maxNote)}
        value={note}
        rows={2}
        onChange={(event) => {
          setNote(event.target.value);
          form.clear('note');
        }}
        data-testid="appointment-answer-note"
      />
      {answer.isError && !form.hasErrors && (
        <Alert tone="error">
          <p>{apiErrorText(t, answer.error)}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" aria-disabled={answer.isPending} data-testid="appointment-confirm">
          {answer.isPending ? t('answer.sending') : t('answer.confirm')}
        </Button>
        <Button
          $variant="secondary"
          aria-disabled={answer.isPending}
          onClick={() => refuse('other_time')}
          data-testid="appointment-other-time"
        >
          {t('answer.otherTime')}
        </Button>
        <Button
          $variant="ghost"
          aria-disabled={answer.isPending}
          onClick={() => refuse('decline')}
          data-testid="appointment-decline"
        >
          {t('answer.decline')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
