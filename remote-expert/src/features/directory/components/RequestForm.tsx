import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { FunctionError, useAuth } from '@cc/shared-auth';
import { submissionKey } from '@cc/shared-auth/api-client';
import { type Refusal, apiErrorMessage, refusalMessage } from '@cc/shared-auth/api-errors';
import { type ExpertRequest, type PublicExpert, createExpertRequestBody, expertFieldErrors } from '@cc/shared-contract';
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
  useFormErrors,
} from '@cc/shared-ui/forms';
import { useCreateRequest } from '../api/request';
import { type RequestDraft, readDraft, requestFormats, writeDraft, clearDraft, submissionScope } from '../draft';

const ErrorText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

/** The fields the api may name in `details.fields`, in their order on screen (the first invalid one takes the focus). */
const formFields = ['focus', 'topic', 'summary', 'lang', 'format', 'region', 'availability', 'consent'] as const;
type FormField = (typeof formFields)[number];
/** Each invalid field's message; `null` for a text over its limit (its counter says so). */
type FieldErrors = Partial<Record<FormField, string | null>>;

const limits = caseLimits;
/** The typed fields with a counter: over their limit the counter is the message. */
const counted: readonly FormField[] = ['topic', 'summary', 'region', 'availability'];

/** The form's own message for a field left empty (the rest: shared-auth's refusalMessage). */
const requiredKeys: Partial<Record<FormField, string>> = {
  topic: 'request.errors.required.topic',
  summary: 'request.errors.required.summary',
  consent: 'request.errors.required.consent',
};

/** A refused field (the api's, or the form's own zod check) as its field, or undefined for one the form does not show. */
const fieldOf = (refused: Refusal): FormField | undefined =>
  (formFields as readonly string[]).includes(refused.field) ? (refused.field as FormField) : undefined;

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
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<FormField, HTMLElement | null>>>({});
  // The one form piece (issue #25); by ref, as a text over its limit is invalid with `null`.
  const fieldErrors = useFormErrors<FormField, string | null>(formFields, {
    target: (field) => refs.current[field],
  });
  const { errors } = fieldErrors;
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => writeDraft(draft), [draft]);

  /** A change to a field takes its message away (the next send checks again). */
  const clearError = (field: FormField) => fieldErrors.clear(field);

  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  /** A refused field's message, in the words every form on the path to an expert uses. */
  const fieldText = (refused: Refusal): string => t(...refusalMessage(refused, requiredKeys));

  const showErrors = (found: FieldErrors) => fieldErrors.show(found);

  /**
   * The form's own check: the body through the contract's schema, the one the api parses it with
   * (the api checks again). Over a limit the field's counter says so: invalid without a message.
   */
  const check = (): FieldErrors => {
    const parsed = createExpertRequestBody.safeParse({
      topic: draft.topic,
      summary: draft.summary,
      lang: draft.lang,
      focus: draft.focus || null,
      format: draft.format,
      ...(draft.format === 'in_person' ? { region: draft.region } : {}),
      availability: draft.availability,
      consent,
    });
    const found: FieldErrors = {};
    for (const refused of parsed.success ? [] : expertFieldErrors(parsed.error)) {
      const field = fieldOf(refused);
      if (!field || found[field] !== undefined) continue;
      found[field] = refused.reason === 'too_long' && counted.includes(field) ? null : fieldText(refused);
    }
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
    fieldErrors.reset();
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
          // A refused field at its field (expert_id is no field of the form: said under it).
          if (fieldErrors.showServer(error, (refused) => fieldOf(refused) && [fieldOf(refused)!, fieldText(refused)]))
            return;
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
