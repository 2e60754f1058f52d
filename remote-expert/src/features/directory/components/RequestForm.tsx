import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { FunctionError, useAuth } from '@cc/shared-auth';
import { submissionKey } from '@cc/shared-auth/api-client';
import { apiErrorMessage, refusedFields } from '@cc/shared-auth/api-errors';
import type { ExpertFieldError, ExpertRequest, PublicExpert } from '@cc/shared-contract';
import { caseLimits, expertFocusAreas, expertLanguages, type ExpertLanguage } from '@cc/shared-domain';
import { useFieldLimit, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, Spinner } from '@cc/shared-ui';
import {
  Alert,
  ButtonRow,
  ChoiceLabel,
  RadioGroupField,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  isOverLimit,
} from '@cc/shared-ui/forms';
import { useCreateRequest } from '../api/request';
import { type RequestDraft, readDraft, requestFormats, writeDraft, clearDraft, submissionScope } from '../draft';

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

/** The fields the api may name in `details.fields`. */
const formFields = ['topic', 'summary', 'focus', 'lang', 'format', 'region', 'availability', 'consent'] as const;
type FormField = (typeof formFields)[number];
/** Each invalid field's message; `null` for a text over its limit (its counter says so). */
type FieldErrors = Partial<Record<FormField, string | null>>;

const limits = caseLimits;

interface RequestFormProps {
  /** The chosen expert; null for an open request to every expert who fits. */
  expert: PublicExpert | null;
  onCreated: (request: ExpertRequest) => void;
  /** The chosen expert is no longer approved (the api said so): the page offers an open request. */
  onExpertGone: () => void;
}

/** Topic, description, language, format (region in person), availability and consent; see RequestPage. */
export function RequestForm({ expert, onCreated, onExpertGone }: RequestFormProps) {
  const { t } = useTranslation(['expertDirectory', 'expert', 'apiErrors']);
  const [language] = useLanguage();
  /** A typed field's counter and over-limit message; nothing typed is cut. */
  const limitOf = useFieldLimit();
  const { user, guestInfo, loading } = useAuth();
  const location = useLocation();
  const id = useId();
  const create = useCreateRequest();
  const email = user?.email ?? guestInfo?.email ?? null;
  const anonymous = !loading && !user && !guestInfo;

  // What the chosen expert offers; an open request may ask for anything.
  const languages: readonly ExpertLanguage[] = expert?.languages.length ? expert.languages : expertLanguages;
  const focusAreas = expert?.focus_areas.length ? expert.focus_areas : expertFocusAreas;
  const formats = useMemo(
    () => requestFormats.filter((format) => format === 'any' || !expert || expert.formats.includes(format)),
    [expert],
  );

  const [draft, setDraft] = useState<RequestDraft>(() => {
    const kept = readDraft(language);
    return {
      ...kept,
      lang: languages.includes(kept.lang) ? kept.lang : languages.includes(language) ? language : languages[0]!,
      focus: kept.focus && !focusAreas.includes(kept.focus) ? '' : kept.focus,
      format: formats.includes(kept.format) ? kept.format : 'any',
    };
  });
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => writeDraft(draft), [draft]);

  /** A change to a field takes its message away (the next send checks again). */
  const clearError = (field: FormField) => {
    if (!(field in errors)) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const fieldText = (error: ExpertFieldError): string => {
    if (error.reason === 'required') return t(`request.errors.required.${error.field}`, t('request.errors.invalid'));
    if (error.reason === 'too_long') return t('request.errors.too_long', { max: error.max });
    if (error.reason === 'too_short') return t('request.errors.too_short', { min: error.min });
    if (error.reason === 'unknown_value') return t('request.errors.unknown_value');
    return t('request.errors.invalid');
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = formFields.find((field) => field in found);
    if (first) refs.current[first]?.focus();
  };

  /** The browser's own checks, with the api's limits (the api checks them again). */
  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    const topic = draft.topic.trim();
    const summary = draft.summary.trim();
    // Over a limit the field's counter says so: the field is invalid without a message of its own.
    if (!topic) found.topic = t('request.errors.required.topic');
    else if (isOverLimit(topic, limits.topic.max)) found.topic = null;
    if (!summary) found.summary = t('request.errors.required.summary');
    else if (isOverLimit(summary, limits.summary.max)) found.summary = null;
    if (draft.format === 'in_person' && isOverLimit(draft.region, limits.region.max)) found.region = null;
    if (isOverLimit(draft.availability, limits.availability.max)) found.availability = null;
    if (!consent) found.consent = t('request.errors.required.consent');
    return found;
  };

  const submit = () => {
    if (create.isPending) return;
    setFormError(null);
    const found = check();
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    setErrors({});
    const region = draft.region.trim();
    const availability = draft.availability.trim();
    create.mutate(
      {
        key: submissionKey(submissionScope),
        body: {
          topic: draft.topic.trim(),
          summary: draft.summary.trim(),
          lang: draft.lang,
          focus: draft.focus || null,
          format: draft.format,
          ...(draft.format === 'in_person' && region ? { region } : {}),
          ...(availability ? { availability } : {}),
          ...(expert ? { expert_id: expert.id } : {}),
          mail_lang: language,
          consent: true,
        },
      },
      {
        onSuccess: (request) => {
          clearDraft();
          onCreated(request);
        },
        onError: (error) => {
          if (error instanceof FunctionError && error.code === 'expert_not_available') {
            onExpertGone();
            return;
          }
          if (error instanceof FunctionError && error.code === 'consent_required') {
            showErrors({ consent: t('request.errors.required.consent') });
            return;
          }
          const fields: FieldErrors = {};
          for (const refused of refusedFields(error)) {
            const field = refused.field === 'expert_id' ? null : (refused.field as FormField);
            if (field && formFields.includes(field) && !fields[field]) fields[field] = fieldText(refused);
          }
          if (Object.keys(fields).length) {
            showErrors(fields);
            return;
          }
          setFormError(t(...apiErrorMessage(error, language)));
          summaryRef.current?.focus();
        },
      },
    );
  };

  const returnPath = encodeURIComponent(`${location.pathname}${location.search}`);
  const invalidCount = Object.keys(errors).length;
  const fieldRef = (field: FormField) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  return (
    <Card
      as="form"
      aria-label={t('request.formLabel')}
      data-testid="expert-request-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack $gap={5}>
        {invalidCount > 1 && (
          <Alert tone="error">
            <p>{t('request.errors.summary')}</p>
          </Alert>
        )}
        <SelectField
          id={`${id}-focus`}
          ref={fieldRef('focus')}
          label={t('request.fields.focus')}
          value={draft.focus}
          error={errors.focus ?? undefined}
          onChange={(event) => set('focus', event.target.value as RequestDraft['focus'])}
        >
          <option value="">{t('request.fields.focusAny')}</option>
          {focusAreas.map((focus) => (
            <option key={focus} value={focus}>
              {t(`expert:options.focus.${focus}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={fieldRef('topic')}
          label={t('request.fields.topic')}
          hint={t('request.fields.topicHint')}
          value={draft.topic}
          limit={limitOf(limits.topic.max)}
          autoComplete="off"
          error={errors.topic ?? undefined}
          onChange={(event) => set('topic', event.target.value)}
        />
        <TextAreaField
          ref={fieldRef('summary')}
          label={t('request.fields.summary')}
          hint={t('request.fields.summaryHint')}
          value={draft.summary}
          limit={limitOf(limits.summary.max)}
          rows={6}
          error={errors.summary ?? undefined}
          onChange={(event) => set('summary', event.target.value)}
        />
        <SelectField
          id={`${id}-lang`}
          ref={fieldRef('lang')}
          label={t('request.fields.lang')}
          value={draft.lang}
          error={errors.lang ?? undefined}
          onChange={(event) => set('lang', event.target.value as ExpertLanguage)}
        >
          {languages.map((lang) => (
            <option key={lang} value={lang}>
              {t(`expert:options.languages.${lang}`)}
            </option>
          ))}
        </SelectField>
        <RadioGroupField
          id={`${id}-format`}
          ref={fieldRef('format')}
          layout="wrap"
          legend={t('request.fields.format')}
          options={formats.map((format) => ({
            value: format,
            label:
              format === 'in_person' && expert?.city_region
                ? `${t('request.fields.formats.in_person')} (${expert.city_region})`
                : t(`request.fields.formats.${format}`),
          }))}
          value={draft.format}
          onChange={(format) => set('format', format)}
          error={errors.format ?? undefined}
        />
        {draft.format === 'in_person' && (
          <TextField
            ref={fieldRef('region')}
            label={t('request.fields.region')}
            hint={t('request.fields.regionHint')}
            value={draft.region}
            limit={limitOf(limits.region.max)}
            autoComplete="address-level2"
            error={errors.region ?? undefined}
            onChange={(event) => set('region', event.target.value)}
          />
        )}
        <TextAreaField
          ref={fieldRef('availability')}
          label={
            <>
              {t('request.fields.availability')} <span style={{ fontWeight: 400 }}>{t('request.fields.optional')}</span>
            </>
          }
          hint={t('request.fields.availabilityHint')}
          value={draft.availability}
          limit={limitOf(limits.availability.max)}
          rows={2}
          style={{ minHeight: 72 }}
          error={errors.availability ?? undefined}
          onChange={(event) => set('availability', event.target.value)}
        />

        {loading ? (
          <p role="status">
            <Spinner $size={18} />
          </p>
        ) : anonymous ? (
          <section aria-labelledby={`${id}-who`} data-testid="request-who">
            <h2 id={`${id}-who`} style={{ fontSize: '1.15rem', margin: '0 0 8px' }}>
              {t('request.who.title')}
            </h2>
            <p style={{ margin: '0 0 12px' }}>{t('request.who.text')}</p>
            <ButtonRow>
              <ButtonLink to={`/auth?view=guest&next=${returnPath}`}>{t('request.who.guest')}</ButtonLink>
              <ButtonLink to={`/auth?next=${returnPath}`} variant="secondary">
                {t('request.who.signIn')}
              </ButtonLink>
            </ButtonRow>
          </section>
        ) : (
          <>
            <div>
              <ChoiceLabel $wrap data-invalid={Boolean(errors.consent) || undefined}>
                <input
                  ref={fieldRef('consent')}
                  type="checkbox"
                  checked={consent}
                  aria-invalid={Boolean(errors.consent) || undefined}
                  aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
                  onChange={(event) => {
                    setConsent(event.target.checked);
                    clearError('consent');
                  }}
                />
                <span>{t('request.fields.consent', { email })}</span>
              </ChoiceLabel>
              {errors.consent && (
                <ErrorText id={`${id}-consent-error`} role="alert" style={{ marginTop: 6 }}>
                  {errors.consent}
                </ErrorText>
              )}
            </div>
            <div ref={summaryRef} tabIndex={-1}>
              {formError && (
                <Alert tone="error" data-testid="request-error">
                  <p>{t('request.errors.failed')}</p>
                  <p>{formError}</p>
                </Alert>
              )}
            </div>
            <ButtonRow>
              <Button type="submit" aria-disabled={create.isPending || undefined}>
                {create.isPending ? t('request.sending') : t('request.submit')}
              </Button>
            </ButtonRow>
          </>
        )}
      </Stack>
    </Card>
  );
}
