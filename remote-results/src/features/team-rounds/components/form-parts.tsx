// The parts the start form and the owner's settings form share: the deadline's date and time
// (with its hint and error), and the styles of their fieldsets, hints and errors.
import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@cc/shared-i18n';
import { TextField } from '@cc/shared-ui/forms';
import '../texts';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  &[data-invalid] input {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  > * {
    flex: 1 1 180px;
  }
`;

/** The number is short; its explanation keeps the form's width. */
export const NumberField = styled.div`
  input {
    max-width: 200px;
  }
`;

interface DeadlineFieldsProps {
  /** The form's id prefix for the hint and error. */
  id: string;
  date: string;
  time: string;
  error: string | undefined;
  dateRef?: Ref<HTMLInputElement>;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}

/** The optional deadline: a date and a time of day (empty time: the end of the day). */
export function DeadlineFields({ id, date, time, error, dateRef, onDate, onTime }: DeadlineFieldsProps) {
  const { t } = useTranslation('results');
  return (
    <Fieldset
      aria-describedby={`${id}-deadline-hint${error ? ` ${id}-deadline-error` : ''}`}
      data-invalid={error ? '' : undefined}
    >
      <legend>
        {t('teamRounds.start.fields.deadline')}{' '}
        <span style={{ fontWeight: 400 }}>{t('teamRounds.start.fields.optional')}</span>
      </legend>
      <Hint id={`${id}-deadline-hint`}>{t('teamRounds.start.fields.deadlineHint')}</Hint>
      <Pair>
        {/* Text in the app's format: a native date field would follow the browser's locale. */}
        <TextField
          ref={dateRef}
          type="text"
          autoComplete="off"
          name="deadline_date"
          label={t('teamRounds.start.fields.deadlineDate')}
          hint={t('teamRounds.start.fields.deadlineDateHint')}
          value={date}
          invalid={Boolean(error)}
          onChange={(event) => onDate(event.target.value)}
        />
        <TextField
          type="text"
          autoComplete="off"
          name="deadline_time"
          label={t('teamRounds.start.fields.deadlineTime')}
          hint={t('teamRounds.start.fields.deadlineTimeHint')}
          value={time}
          invalid={Boolean(error)}
          onChange={(event) => onTime(event.target.value)}
        />
      </Pair>
      {error && (
        <ErrorText id={`${id}-deadline-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
