import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FunctionError } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { expertFieldErrorDetails, expertProfileLimits, type ExpertProfile } from '@cc/shared-contract';
import { expertFocusAreas, expertFormats, expertLanguages } from '@cc/shared-domain';
import { useFieldLimit, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import {
  Alert,
  ButtonRow,
  CheckboxGroupField,
  ChoiceLabel,
  Stack,
  TextAreaField,
  TextField,
  useFormErrors,
  isOverLimit,
} from '@cc/shared-ui/forms';
import { removeFiles } from '../../../common/api/storage';
import { useSaveProfile, useSubmitProfile } from '../api/application';
import {
  bodyFromValues,
  fieldErrorsFromServer,
  fieldOrder,
  validate,
  valuesFromProfile,
  type FieldErrors,
  type FieldName,
  type FormValues,
} from '../form-values';
import { CredentialsField } from './CredentialsField';
import { PhotoField } from './PhotoField';

const Section = styled.fieldset`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(6)};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 20px;
  /* Its own legend: the groups inside have theirs. */
  > legend {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.25rem;
    font-weight: 700;
    padding: 0 6px;
    margin-left: -6px;
  }
  > legend + * {
    margin-top: 0;
  }
`;

const Inline = styled(ChoiceLabel)`
  font-weight: 600;
`;

export const fieldId = (field: FieldName) => `expert-${field}`;

/** The typed texts' limits (the contract's); a field never cuts, its counter says when one is over. */
const textLimits = {
  display_name: expertProfileLimits.displayName.max,
  title: expertProfileLimits.title.max,
  bio_de: expertProfileLimits.bio.max,
  bio_en: expertProfileLimits.bio.max,
  city_region: expertProfileLimits.cityRegion.max,
  qualifications: expertProfileLimits.qualifications.max,
} as const satisfies Partial<Record<FieldName, number>>;
type LimitedField = keyof typeof textLimits;

interface ApplicationFormProps {
  profile: ExpertProfile | null;
  userId: string;
  /** Submitted and suspended profiles are shown, not edited. */
  readOnly: boolean;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The profile and application: every field of the contract, saved as a draft or submitted for review. */
export function ApplicationForm({ profile, userId, readOnly }: ApplicationFormProps) {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const limitOf = useFieldLimit();
  const [values, setValues] = useState<FormValues>(() => valuesFromProfile(profile, language));
  // The one form piece (issue #25): errors per field, the first invalid one in field order focused.
  const form = useFormErrors<FieldName, FieldErrors[FieldName]>(fieldOrder, { idOf: fieldId });
  const { errors } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const saved = useRef(profile);
  const save = useSaveProfile();
  const submit = useSubmitProfile();
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const busy = pending !== null;
  const status = profile?.status ?? null;
  const approved = status === 'approved';

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // One bio is enough: writing either answers a missing-bio error on both.
    const cleared: FieldName[] = field === 'bio_de' || field === 'bio_en' ? ['bio_de', 'bio_en'] : [field];
    form.clear(...cleared);
    // A message about the last attempt no longer fits once something changed.
    setOutcome(null);
  };

  const showErrors = (next: FieldErrors) => {
    return Boolean(form.show(next));
  };

  const failed = (error: unknown) => {
    if (error instanceof FunctionError) {
      const details = expertFieldErrorDetails.safeParse(error.details);
      if (details.success && showErrors(fieldErrorsFromServer(details.data.fields))) {
        setOutcome({ tone: 'error', text: t('application.outcome.fieldErrors') });
        return;
      }
    }
    setOutcome({ tone: 'error', text: apiErrorText(t, error) });
  };

  /** Files the saved profile no longer names are deleted from storage once the save went through. */
  const cleanUp = (before: ExpertProfile | null, after: ExpertProfile) => {
    if (before?.photo_path && before.photo_path !== after.photo_path) void removeFiles('photo', [before.photo_path]);
    const dropped = (before?.credential_paths ?? []).filter((path) => !after.credential_paths.includes(path));
    void removeFiles('credentials', dropped);
  };

  const persist = async (): Promise<ExpertProfile> => {
    const { profile: next } = await save.mutateAsync(bodyFromValues(values));
    cleanUp(saved.current, next);
    saved.current = next;
    return next;
  };

  const onSave = async () => {
    setOutcome(null);
    if (showErrors(validate(values, approved ? 'submit' : 'draft'))) {
      setOutcome({ tone: 'error', text: t('application.outcome.fieldErrors') });
      return;
    }
    setPending('save');
    try {
      const next = await persist();
      setOutcome({
        tone: 'success',
        text: t(
          approved && next.status === 'submitted' ? 'application.outcome.backToReview' : 'application.outcome.saved',
        ),
      });
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (approved) return void onSave();
    setOutcome(null);
    if (showErrors(validate(values, 'submit'))) {
      setOutcome({ tone: 'error', text: t('application.outcome.fieldErrors') });
      return;
    }
    setPending('submit');
    try {
      await persist();
      await submit.mutateAsync();
      setOutcome({ tone: 'success', text: t('application.outcome.submitted') });
    } catch (error) {
      failed(error);
    } finally {
      setPending(null);
    }
  };

  const message = (field: FieldName) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : undefined;
  };
  /** A limited text's props: over its limit the counter's message says why, not a second one. */
  const limited = (field: LimitedField) => {
    const max = textLimits[field];
    const over = isOverLimit(values[field], max);
    return { limit: limitOf(max), error: over ? undefined : message(field) };
  };

  const option =
    (group: string) =>
    <T extends string>(value: T) => ({ value, label: t(`options.${group}.${value}`) });
  const submitLabel =
    status === 'rejected'
      ? 'application.actions.resubmit'
      : approved
        ? 'application.actions.saveChanges'
        : 'application.actions.submit';

  return (
    <Stack
      as="form"
      $gap={6}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="application-form-title"
      data-testid="application-form"
    >
      <h2 id="application-form-title" style={{ fontSize: '1.4rem' }}>
        {t(approved ? 'application.form.titleApproved' : 'application.form.title')}
      </h2>
      <p>{t('application.form.required')}</p>
      <Section disabled={readOnly}>
        <legend>{t('application.sections.person')}</legend>
        <TextField
          id={fieldId('display_name')}
          label={t('application.fields.displayName.label')}
          hint={t('application.fields.displayName.hint')}
          value={values.display_name}
          onChange={(event) => set('display_name', event.target.value)}
          {...limited('display_name')}
          autoComplete="name"
        />
        <TextField
          id={fieldId('title')}
          label={t('application.fields.title.label')}
          hint={t('application.fields.title.hint')}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          {...limited('title')}
          autoComplete="organization-title"
        />
        <PhotoField
          id={fieldId('photo_path')}
          userId={userId}
          path={values.photo_path}
          onChange={(path) => set('photo_path', path)}
          error={message('photo_path')}
          disabled={readOnly}
        />
      </Section>

      <Section disabled={readOnly}>
        <legend>{t('application.sections.about')}</legend>
        <p>{t('application.fields.bio.hint')}</p>
        <TextAreaField
          id={fieldId('bio_de')}
          label={t('application.fields.bio.de')}
          lang="de"
          value={values.bio_de}
          onChange={(event) => set('bio_de', event.target.value)}
          {...limited('bio_de')}
          rows={5}
        />
        <TextAreaField
          id={fieldId('bio_en')}
          label={t('application.fields.bio.en')}
          lang="en"
          value={values.bio_en}
          onChange={(event) => set('bio_en', event.target.value)}
          {...limited('bio_en')}
          rows={5}
        />
        <CheckboxGroupField
          layout="grid"
          id={fieldId('focus_areas')}
          legend={t('application.fields.focusAreas')}
          options={expertFocusAreas.map(option('focus'))}
          value={values.focus_areas}
          onChange={(next) => set('focus_areas', next)}
          error={message('focus_areas')}
        />
        <CheckboxGroupField
          layout="grid"
          id={fieldId('languages')}
          legend={t('application.fields.languages')}
          options={expertLanguages.map(option('languages'))}
          value={values.languages}
          onChange={(next) => set('languages', next)}
          error={message('languages')}
        />
      </Section>

      <Section disabled={readOnly}>
        <legend>{t('application.sections.offer')}</legend>
        <CheckboxGroupField
          layout="grid"
          id={fieldId('formats')}
          legend={t('application.fields.formats')}
          options={expertFormats.map(option('formats'))}
          value={values.formats}
          onChange={(next) => set('formats', next)}
          error={message('formats')}
        />
        {values.formats.includes('in_person') && (
          <TextField
            id={fieldId('city_region')}
            label={t('application.fields.cityRegion.label')}
            hint={t('application.fields.cityRegion.hint')}
            value={values.city_region}
            onChange={(event) => set('city_region', event.target.value)}
            {...limited('city_region')}
            autoComplete="address-level2"
          />
        )}
        <TextField
          id={fieldId('fee')}
          label={t('application.fields.fee.label')}
          hint={t('application.fields.fee.hint')}
          value={values.fee}
          onChange={(event) => set('fee', event.target.value)}
          error={message('fee')}
          inputMode="decimal"
          style={{ maxWidth: 200 }}
        />
        <Inline>
          <input
            id={fieldId('first_talk_free')}
            type="checkbox"
            checked={values.first_talk_free}
            onChange={(event) => set('first_talk_free', event.target.checked)}
          />
          {t('application.fields.firstTalkFree')}
        </Inline>
      </Section>

      <Section disabled={readOnly}>
        <legend>{t('application.sections.qualifications')}</legend>
        <TextAreaField
          id={fieldId('qualifications')}
          label={t('application.fields.qualifications.label')}
          hint={t('application.fields.qualifications.hint')}
          value={values.qualifications}
          onChange={(event) => set('qualifications', event.target.value)}
          {...limited('qualifications')}
          rows={6}
        />
        <CredentialsField
          id={fieldId('credential_paths')}
          userId={userId}
          paths={values.credential_paths}
          onChange={(next) => set('credential_paths', next)}
          error={message('credential_paths')}
          disabled={readOnly}
        />
        {approved && (
          <Alert tone="info">
            <p>{t('application.form.approvedHint')}</p>
          </Alert>
        )}
      </Section>

      {outcome && (
        <Alert tone={outcome.tone} data-testid="application-outcome">
          <p>{outcome.text}</p>
        </Alert>
      )}
      {!readOnly && (
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {pending === 'submit' ? t('application.actions.submitting') : t(submitLabel)}
          </Button>
          {!approved && (
            <Button $variant="secondary" onClick={() => void onSave()} disabled={busy}>
              {pending === 'save' ? t('application.actions.saving') : t('application.actions.saveDraft')}
            </Button>
          )}
        </ButtonRow>
      )}
    </Stack>
  );
}
