import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { FunctionError } from '@cc/shared-auth';
import { appointmentKinds, caseLimits, type AppointmentKind } from '@cc/shared-domain';
import { useLanguage, useTranslation, viewerTimeZone } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { Alert, ButtonRow, RadioGroupField, Stack, TextAreaField, TextField, useFormErrors } from '@cc/shared-ui/forms';
import { useCreateAppointment, useUpdateAppointment, type CaseAppointment } from '../api/cases';
import {
  alternativeField,
  appointmentBody,
  appointmentErrorsFromServer,
  appointmentFields,
  validateAppointment,
  valuesFromAppointment,
  type AppointmentErrors,
  type AppointmentField,
  type AppointmentValues,
  maxAlternatives,
} from '../appointment-values';
import { inboxNamespace } from '../texts';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;

/** One further time: date, time and its remove button in a row (stacked on a phone). */
const AlternativeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr)) auto;
  gap: 16px;
  align-items: start;
  > button {
    margin-top: 28px;
  }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    > button {
      margin-top: 0;
      justify-self: start;
    }
  }
`;

const Alternatives = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  p {
    margin: 0;
  }
`;

interface DateTimeFieldsProps {
  ids: { date: string; time?: string };
  labels: { date: string; time: string };
  value: { date: string; time: string };
  onChange: (part: 'date' | 'time', value: string) => void;
  errors: { date?: string; time?: string };
  /** The date's message stands for both (a further time): the time is marked invalid with it. */
  shared?: boolean;
}

/**
 * A date and a time as text in the app's format (a native date field would follow the browser's
 * locale), each with its hint: two grid cells of the caller's row.
 */
function DateTimeFields({ ids, labels, value, onChange, errors, shared = false }: DateTimeFieldsProps) {
  const { t } = useTranslation(inboxNamespace);
  return (
    <>
      {(['date', 'time'] as const).map((part) => (
        <TextField
          key={part}
          id={ids[part]}
          type="text"
          autoComplete="off"
          label={labels[part]}
          hint={t(part === 'date' ? 'appointment.dateHint' : 'appointment.timeHint')}
          value={value[part]}
          onChange={(event) => onChange(part, event.target.value)}
          error={errors[part]}
          invalid={part === 'time' && shared && Boolean(errors.date)}
          required
        />
      ))}
    </>
  );
}

const fieldDomId = (caseId: string, field: AppointmentField) => `appointment-${caseId}-${field}`;

interface AppointmentFormProps {
  caseId: string;
  /** The appointment to change; a new one when absent. */
  appointment?: CaseAppointment;
  /** The client's wish (`online`, `in_person`) preselects the kind of a new appointment. */
  preferredKind: AppointmentKind;
  onDone: (outcome: 'created' | 'updated') => void;
  onCancel: () => void;
}

/** Date, time (the browser's zone), duration, online link or address and a note; create or change. */
export function AppointmentForm({ caseId, appointment, preferredKind, onDone, onCancel }: AppointmentFormProps) {
  const { t } = useTranslation(inboxNamespace);
  const [language] = useLanguage();
  const [values, setValues] = useState<AppointmentValues>(() =>
    valuesFromAppointment(appointment ?? null, preferredKind, language),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAppointment(caseId);
  const update = useUpdateAppointment(caseId);
  const pending = create.isPending || update.isPending;
  const editing = Boolean(appointment);
  // Further times for a new appointment or a proposal; a confirmed one is its one time.
  const offer = !appointment || appointment.status === 'proposed';
  const idOf = (field: AppointmentField) => fieldDomId(caseId, field);
  // The one form piece (issue #25): errors per field, the first invalid one in field order focused.
  const form = useFormErrors<AppointmentField, AppointmentErrors[AppointmentField]>(appointmentFields, { idOf });
  const { errors } = form;

  const set = <K extends Exclude<keyof AppointmentValues, 'alternatives'>>(field: K, value: AppointmentValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const touched: AppointmentField[] = field === 'kind' ? ['kind', 'location'] : [field];
    form.clear(...touched);
  };

  const showErrors = (next: AppointmentErrors) => {
    const first = form.show(next);
    if (first) setFormError(t('appointment.fieldErrors'));
    return Boolean(first);
  };

  const failed = (error: unknown) => {
    if (error instanceof FunctionError && error.code === 'appointment_invalid') {
      const fields = (error.details as { fields?: unknown } | undefined)?.fields;
      if (Array.isArray(fields) && showErrors(appointmentErrorsFromServer(fields as never))) return;
    }
    setFormError(apiErrorText(t, error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (showErrors(validateAppointment(values, new Date(), language))) return;
    const body = appointmentBody(values, language, offer);
    if (appointment) {
      update.mutate({ appointmentId: appointment.id, body }, { onSuccess: () => onDone('updated'), onError: failed });
    } else {
      create.mutate(body, { onSuccess: () => onDone('created'), onError: failed });
    }
  };

  const setAlternative = (index: number, part: 'date' | 'time', value: string) => {
    setValues((current) => ({
      ...current,
      alternatives: current.alternatives.map((alternative, at) =>
        at === index ? { ...alternative, [part]: value } : alternative,
      ),
    }));
    form.clear(alternativeField(index));
  };
  const addAlternative = () => {
    const index = values.alternatives.length;
    setValues((current) => ({ ...current, alternatives: [...current.alternatives, { date: '', time: '' }] }));
    requestAnimationFrame(() => document.getElementById(idOf(alternativeField(index)))?.focus());
  };
  const removeAlternative = (index: number) => {
    setValues((current) => ({ ...current, alternatives: current.alternatives.filter((_, at) => at !== index) }));
    // The messages belong to the rows as they were: checked again on sending.
    form.clear('alternative0', 'alternative1');
  };

  const message = (field: AppointmentField) => {
    const error = errors[field];
    if (!error) return undefined;
    return t(error.key, { ...error.values, defaultValue: t('appointment.errors.server.invalid') });
  };
  const { min, max } = caseLimits.duration;

  return (
    <Stack
      as="form"
      $gap={4}
      onSubmit={submit}
      noValidate
      aria-labelledby={`appointment-form-title-${caseId}`}
      data-testid="appointment-form"
    >
      <h3 id={`appointment-form-title-${caseId}`}>
        {t(editing ? 'appointment.formTitleEdit' : 'appointment.formTitleNew')}
      </h3>
      <p>{t('appointment.timeZone', { zone: viewerTimeZone() })}</p>
      <Row>
        <DateTimeFields
          ids={{ date: idOf('date'), time: idOf('time') }}
          labels={{ date: t('appointment.date'), time: t('appointment.time') }}
          value={values}
          onChange={(part, value) => set(part, value)}
          errors={{ date: message('date'), time: message('time') }}
        />
        <TextField
          id={idOf('duration')}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={15}
          label={t('appointment.duration')}
          hint={t('appointment.durationHint', { min, max })}
          value={values.duration}
          onChange={(event) => set('duration', event.target.value)}
          error={message('duration')}
          required
        />
      </Row>
      {offer && (
        <Alternatives data-testid="appointment-alternatives">
          <legend>{t('appointment.alternatives')}</legend>
          <p>{t('appointment.alternativesHint', { count: maxAlternatives })}</p>
          {values.alternatives.map((alternative, index) => (
            <AlternativeRow key={index} data-testid="appointment-alternative">
              <DateTimeFields
                ids={{ date: idOf(alternativeField(index)) }}
                labels={{
                  date: t('appointment.alternativeDate', { n: index + 2 }),
                  time: t('appointment.alternativeTime', { n: index + 2 }),
                }}
                value={alternative}
                onChange={(part, value) => setAlternative(index, part, value)}
                errors={{ date: message(alternativeField(index)) }}
                shared
              />
              <Button type="button" $variant="ghost" onClick={() => removeAlternative(index)}>
                {t('appointment.removeAlternative', { n: index + 2 })}
              </Button>
            </AlternativeRow>
          ))}
          {values.alternatives.length < maxAlternatives && (
            <div>
              <Button type="button" $variant="secondary" onClick={addAlternative}>
                {t('appointment.addAlternative')}
              </Button>
            </div>
          )}
        </Alternatives>
      )}
      <RadioGroupField
        id={idOf('kind')}
        name={`appointment-kind-${caseId}`}
        layout="wrap"
        legend={t('appointment.kind')}
        options={appointmentKinds.map((kind) => ({ value: kind, label: t(`appointment.kinds.${kind}`) }))}
        value={values.kind}
        onChange={(kind) => set('kind', kind)}
        error={message('kind')}
      />
      <TextField
        id={idOf('location')}
        type={values.kind === 'online' ? 'url' : 'text'}
        label={t(`appointment.location.${values.kind}`)}
        hint={t(`appointment.locationHint.${values.kind}`)}
        value={values.location}
        onChange={(event) => set('location', event.target.value)}
        error={message('location')}
        autoComplete={values.kind === 'online' ? 'url' : 'street-address'}
        required
      />
      <TextAreaField
        id={idOf('note')}
        label={t('appointment.note')}
        hint={t('appointment.noteHint')}
        value={values.note}
        onChange={(event) => set('note', event.target.value)}
        error={message('note')}
        rows={2}
      />
      {formError && (
        <Alert tone="error">
          <p>{formError}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" disabled={pending}>
          {t(editing ? 'appointment.save' : 'appointment.create')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('appointment.cancelEdit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
