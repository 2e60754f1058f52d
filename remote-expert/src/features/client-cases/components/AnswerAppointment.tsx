// The client's answer to an appointment the expert proposed: confirm it (picking one of the
// offered times when there are several), decline it, or ask for another time, with an optional
// note for the expert. Nothing is scheduled until the client confirms; the page updates through
// the case query (and the expert's page through realtime) once the api has answered.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { AnswerAppointmentBody, CaseAppointment } from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextAreaField } from '@cc/shared-ui/forms';
import { useAnswerAppointment } from '../../../common/case/api';
import { appointmentTimes } from '../../../common/case/format';
import '../texts';

const maxNote = caseLimits.reason.max;

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
  const [pickMissing, setPickMissing] = useState(false);
  const tooLong = note.trim().length > maxNote;
  const label = (iso: string) => {
    const times = appointmentTimes(iso, appointment.duration_minutes, language);
    return t('expert:case.appointment.when', { date: times.date, start: times.start, end: times.end });
  };

  const send = (body: AnswerAppointmentBody, done: string) => {
    if (answer.isPending || tooLong) return;
    answer.mutate(
      { appointmentId: appointment.id, body },
      { onSuccess: () => void showToast(t(done, { name: expertName }), 'success') },
    );
  };
  const confirm = () => {
    if (!picked) {
      setPickMissing(true);
      document.getElementById(`${id}-choice-0`)?.focus();
      return;
    }
    send({ answer: 'confirm', starts_at: picked }, 'answer.confirmed');
  };
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
        <Choices aria-describedby={pickMissing ? `${id}-pick-error` : undefined}>
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
                  setPickMissing(false);
                }}
                data-testid="appointment-option"
              />
              <time dateTime={option}>{label(option)}</time>
            </label>
          ))}
          {pickMissing && (
            <p id={`${id}-pick-error`} role="alert">
              {t('answer.pickOne')}
            </p>
          )}
        </Choices>
      )}
      <TextAreaField
        label={t('answer.note', { name: expertName })}
        hint={t('answer.noteHint')}
        error={tooLong ? t('cancel.reasonTooLong', { max: maxNote }) : undefined}
        value={note}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
        data-testid="appointment-answer-note"
      />
      {answer.isError && (
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
