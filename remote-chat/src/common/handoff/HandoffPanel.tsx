// "Talk to an expert", from both advisors: the advisor drafts a short case summary (from the
// premium conversation, or from the public one this tab keeps); the user reads, edits and approves
// it, chooses who gets it (every matching expert, or one from the directory), the format and when
// they can, and agrees to be contacted. A visitor who is neither signed in nor a guest gives a
// first name and address in the same form: the guest session is made when they send, so nothing
// typed is lost to a sign-in page. Only then is it saved as an expert request (status `neu`).
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAuth, type AuthErrorKind } from '@cc/shared-auth';
import { clearSubmissionKey, submissionKey } from '@cc/shared-auth/api-client';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import { type AdvisorLanguage, type ExpertRequest, advisorLanguages } from '@cc/shared-contract';
import { type CaseFormat, caseFormats } from '@cc/shared-domain';
import { useFieldLimit, useLanguage, useTranslation } from '@cc/shared-i18n';
import { site } from '@cc/shared-domain';
import { Button, ButtonLink, Card, Spinner, media } from '@cc/shared-ui';
import {
  Alert,
  ButtonRow,
  ChoiceLabel,
  RadioGroupField,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  type FieldLimit,
  useFormErrors,
} from '@cc/shared-ui/forms';
import { logPaddingBottom } from '../chat/ChatView';
import { canDraft, useCreateExpertRequest, useDirectoryExperts, useHandoffDraft, type HandoffSource } from './api';
import { type HandoffField, checkHandoff, handoffFields, handoffLimits, handoffRefusal } from './check';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
`;

/**
 * The send button's two labels in one cell, the other one hidden: the button keeps the width of
 * the longer, so "Cancel" beside it never moves under the finger of a double tap.
 */
const SteadyLabel = styled.span`
  display: inline-grid;
  > span {
    grid-area: 1 / 1;
  }
  > span[data-shown='false'] {
    visibility: hidden;
  }
`;

/** The form's padding (its card's), which the action bar spans to the card's edges. */
const formPadding = 16;
/** The action bar's height and some air: what a field brought into view keeps clear of. */
const actionBarClearance = 96;

/**
 * On a wide screen the form sits in the chat's scroll area, which on a 1280×720 screen is shorter
 * than the form: its fields scroll, send and cancel stay at the bottom of what is in view, so
 * approving never needs a search, and whatever scrolls into view in the form (a focused field, its
 * counter) keeps clear of them. On a phone the sheet is the whole screen and the buttons end the
 * form: a bar of two rows of buttons there would take a fifth of the screen.
 */
const HandoffForm = styled(Card)`
  scroll-margin-top: 8px;
  ${media.desktop} {
    * {
      scroll-margin-bottom: ${actionBarClearance}px;
    }
  }
`;

const ActionBar = styled(ButtonRow)`
  ${media.desktop} {
    position: sticky;
    /* Sticking keeps the scroll area's bottom padding (the chat log's 16 px) free, where the
       fields would show through under the bar: it sticks to the scroll area's edge instead. */
    bottom: -${logPaddingBottom}px;
    z-index: 1;
    margin: 0 -${formPadding}px -${formPadding}px;
    padding: 12px ${formPadding}px;
    background: ${({ theme }) => theme.color.surface};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  }
`;

/** The consent's message, under the box (as a field's error). */
const ConsentError = styled.p`
  margin: 6px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

/** "Any" first: most people do not mind. */
const formatChoices: readonly CaseFormat[] = ['any', ...caseFormats.filter((format) => format !== 'any')];

/** The guest sign-in's refusals of the whole form as the api error texts (apiErrors namespace). */
const guestErrorKeys: Partial<Record<AuthErrorKind, string>> = {
  rate_limited: 'apiErrors:rateLimited',
  network: 'apiErrors:network',
};

/** The guest sign-in's refusals of one field, as the field's message (the spec's "Invalid email format"). */
const guestFieldErrors: Partial<Record<AuthErrorKind, [HandoffField, string]>> = {
  first_name_required: ['firstName', 'apiErrors:firstNameRequired'],
  invalid_email: ['email', 'apiErrors:invalidEmail'],
};

/** Each invalid field's message; `null` for a text over its limit (its counter says so). */
type FieldErrors = Partial<Record<HandoffField, string | null>>;

/** The consent's message as field errors (the api's consent_required, or the box not ticked). */
const consentError = (t: (key: string) => string): FieldErrors => ({ consent: t('handoff.errors.consent') });

/** Scrolls as the user asked: at once when they asked for less motion. */
const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** An expert as the select names them: the name, and the title when there is one. */
const expertLabel = (expert: { display_name: string; title?: string | null }) =>
  expert.title ? `${expert.display_name} – ${expert.title}` : expert.display_name;

export interface HandoffPanelProps {
  source: HandoffSource;
  onClose: () => void;
}

export function HandoffPanel({ source, onClose }: HandoffPanelProps) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const [language] = useLanguage();
  const fieldLimit = useFieldLimit();
  const { user, isGuestUser, signInAsGuest } = useAuth();
  const id = useId();
  // Asked for once, when the form opens: a visitor signing in as a guest is no one else.
  const [needsGuest] = useState(() => !user && !isGuestUser);
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [guestError, setGuestError] = useState<string | null>(null);
  /** The request's refusal, kept while it is sent again (see `show`). */
  const [sendError, setSendError] = useState<unknown>(null);
  const [signingIn, setSigningIn] = useState(false);
  const draft = useHandoffDraft();
  const experts = useDirectoryExperts();
  const create = useCreateExpertRequest();
  const [topic, setTopic] = useState('');
  const [summary, setSummary] = useState('');
  const [lang, setLang] = useState<AdvisorLanguage>(language);
  /** The chosen expert's id; '' for every matching expert. */
  const [expertId, setExpertId] = useState('');
  const [format, setFormat] = useState<CaseFormat>('any');
  const [region, setRegion] = useState('');
  const [availability, setAvailability] = useState('');
  const [consent, setConsent] = useState(false);
  const [created, setCreated] = useState<ExpertRequest | null>(null);
  const errorText = (error: unknown) => apiErrorText(t, error);
  const { mutate: fetchDraft } = draft;
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef<Partial<Record<HandoffField, HTMLElement | null>>>({});
  const fieldRef = (field: HandoffField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };
  // The one form piece (issue #25): errors per field, the first invalid one in field order focused.
  // By ref, not id: a text over its limit is invalid with `null` (its counter says why).
  const fieldErrors = useFormErrors<HandoffField, string | null>(handoffFields, {
    target: (field) => fields.current[field],
  });
  const { errors } = fieldErrors;
  // Opened below the chat by a button: the form (once drafted) is where the user continues. On a
  // wide screen it starts below the fold, so its top comes into view, not only its heading.
  // 'nearest', not 'start': the form is taller than the chat's scroll area, which brings its top up
  // the same; 'start' also scrolled the page, under its sticky header, the heading with it.
  useEffect(() => {
    if (draft.isPending) return;
    form.current?.scrollIntoView?.({ block: 'nearest', behavior: scrollBehavior() });
    heading.current?.focus({ preventScroll: true });
  }, [draft.isPending]);

  // The source as it was when the form opened (the public history is a new array on each render).
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const sourceKey = source.kind === 'premium' ? source.conversationId : 'public';
  /** The scope of this request's Idempotency-Key: one per conversation the request comes from. */
  const submissionScope = `handoff.${sourceKey ?? 'new'}`;
  useEffect(() => {
    if (!canDraft(sourceRef.current)) return;
    fetchDraft(sourceRef.current, {
      onSuccess: (result) => {
        setTopic(result.topic);
        setSummary(result.summary);
        setLang(result.lang);
      },
    });
  }, [sourceKey, fetchDraft]);

  if (created) {
    return (
      <Card as="section" data-testid="handoff-done" style={{ padding: 16 }}>
        <Alert tone="success">
          <p>{t('handoff.done')}</p>
          <p>{t('handoff.status', { status: t(`handoff.statuses.${created.status}`) })}</p>
        </Alert>
        <ButtonRow style={{ marginTop: 12 }}>
          <ButtonLink to={`/cases/${encodeURIComponent(created.id)}`}>{t('handoff.toCase')}</ButtonLink>
          <ButtonLink to="/dashboard" variant="secondary">
            {t('handoff.toDashboard')}
          </ButtonLink>
          <Button $variant="ghost" onClick={onClose}>
            {t('handoff.close')}
          </Button>
        </ButtonRow>
      </Card>
    );
  }

  // Drafting (or about to: the request starts after the first render).
  if (draft.isPending || (draft.isIdle && canDraft(source))) {
    return (
      <p role="status" data-testid="handoff-loading">
        <Spinner $size={18} /> {t('handoff.drafting')}
      </p>
    );
  }

  const chosenExpert = expertId ? experts.data?.find((expert) => expert.id === expertId) : undefined;
  const sending = signingIn || create.isPending;

  /** The counter and over-limit message of a typed field; nothing typed is ever cut. */
  const limitOf = (field: keyof typeof handoffLimits): FieldLimit => fieldLimit(handoffLimits[field]);
  /** A field's message for the field's props (`null`, over its limit: invalid, the counter says why). */
  const errorOf = (field: HandoffField) => errors[field] ?? undefined;
  const isInvalid = (field: HandoffField) => errors[field] !== undefined;
  /** A change to a field takes its message away (the next send checks again). */
  const edited = (field: HandoffField) => fieldErrors.clear(field);

  // A message stays until the next answer replaces it: taken away at the tap, it moved the buttons
  // up under the finger, and a double tap's second tap landed on "Cancel".
  const show = (message: { fields?: FieldErrors; guest?: string; send?: unknown }) => {
    setGuestError(message.guest ?? null);
    setSendError(message.send ?? null);
    fieldErrors.show(message.fields ?? {});
  };

  const submit = async () => {
    if (sending) return;
    const problems = checkHandoff({
      topic,
      summary,
      lang,
      format,
      region,
      availability,
      firstName,
      email,
      consent,
      needsGuest,
    });
    if (Object.keys(problems).length > 0) {
      show({
        fields: Object.fromEntries(
          Object.entries(problems).map(([field, message]) => [field, message ? t(...message) : null]),
        ),
      });
      return;
    }
    if (needsGuest && !isGuestUser && !user) {
      setSigningIn(true);
      const { error } = await signInAsGuest({ firstName, email, lang: language });
      setSigningIn(false);
      if (error) {
        const atField = guestFieldErrors[error.kind];
        if (atField) show({ fields: { [atField[0]]: t(atField[1]) } });
        else show({ guest: t(guestErrorKeys[error.kind] ?? 'apiErrors:unknown') });
        return;
      }
    }
    const where = region.trim();
    const when = availability.trim();
    create.mutate(
      {
        key: submissionKey(submissionScope),
        body: {
          topic: topic.trim(),
          summary: summary.trim(),
          lang,
          format,
          ...(format === 'in_person' && where ? { region: where } : {}),
          ...(when ? { availability: when } : {}),
          ...(expertId ? { expert_id: expertId } : {}),
          mail_lang: language,
          consent: true,
          ...(source.kind === 'premium' && source.conversationId ? { conversation_id: source.conversationId } : {}),
        },
      },
      {
        onSuccess: (request) => {
          clearSubmissionKey(submissionScope);
          setCreated(request);
        },
        onError: (error) => {
          // A field the api refused is said at the field (in the words of the form's own check);
          // anything else under the form.
          if (hasErrorCode(error, 'consent_required')) return show({ fields: consentError(t) });
          setGuestError(null);
          setSendError(null);
          const focused = fieldErrors.showServer(error, (refused) => {
            const found = handoffRefusal(refused);
            return found && [found[0], t(...found[1])];
          });
          if (!focused) show({ send: error });
        },
      },
    );
  };

  return (
    <HandoffForm
      as="form"
      ref={form}
      aria-labelledby={`${id}-title`}
      data-testid="handoff-form"
      style={{ padding: formPadding }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack $gap={3}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} style={{ fontSize: '1.1rem' }}>
          {t('handoff.title')}
        </h2>
        <p>{t(canDraft(source) ? 'handoff.intro' : 'handoff.introEmpty')}</p>
        {draft.isError && (
          <Alert tone="error">
            <p>{t('handoff.draftFailed')}</p>
            <p>{errorText(draft.error)}</p>
          </Alert>
        )}
        <TextField
          ref={fieldRef('topic')}
          label={t('handoff.topic')}
          value={topic}
          limit={limitOf('topic')}
          onChange={(event) => {
            setTopic(event.target.value);
            edited('topic');
          }}
          error={errorOf('topic')}
          invalid={isInvalid('topic')}
        />
        <TextAreaField
          id={`${id}-summary`}
          ref={fieldRef('summary')}
          label={t('handoff.summary')}
          value={summary}
          rows={8}
          style={{ minHeight: 160 }}
          limit={limitOf('summary')}
          onChange={(event) => {
            setSummary(event.target.value);
            edited('summary');
          }}
          error={errorOf('summary')}
        />
        <SelectField
          id={`${id}-lang`}
          ref={fieldRef('lang')}
          label={t('handoff.language')}
          value={lang}
          error={errorOf('lang')}
          onChange={(event) => {
            setLang(event.target.value as AdvisorLanguage);
            edited('lang');
          }}
        >
          {advisorLanguages.map((option) => (
            <option key={option} value={option}>
              {t(`handoff.languages.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-expert`}
          label={t('handoff.expert')}
          hint={
            <>
              {experts.isError ? t('handoff.expertsFailed') : t('handoff.expertHint')}{' '}
              <a href="/experts" target="_blank" rel="noopener noreferrer">
                {t('handoff.directory')}
              </a>
            </>
          }
          value={expertId}
          onChange={(event) => setExpertId(event.target.value)}
        >
          <option value="">{t('handoff.anyExpert')}</option>
          {(experts.data ?? []).map((expert) => (
            <option key={expert.id} value={expert.id}>
              {expertLabel(expert)}
            </option>
          ))}
        </SelectField>
        {/* A closed select shows one line: on a phone a long name and title end in "…", so the choice is named in full here. */}
        {chosenExpert && (
          <p data-testid="handoff-chosen-expert" style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {t('handoff.chosenExpert', { name: expertLabel(chosenExpert) })}{' '}
            <a href={`/experts/${encodeURIComponent(chosenExpert.id)}`} target="_blank" rel="noopener noreferrer">
              {t('handoff.profile')}
            </a>
          </p>
        )}
        <RadioGroupField
          id={`${id}-format`}
          ref={fieldRef('format')}
          layout="wrap"
          legend={t('handoff.format')}
          options={formatChoices.map((option) => ({ value: option, label: t(`handoff.formats.${option}`) }))}
          value={format}
          error={errorOf('format')}
          onChange={(value) => {
            setFormat(value);
            edited('format');
          }}
        />
        {format === 'in_person' && (
          <TextField
            ref={fieldRef('region')}
            label={t('handoff.region')}
            hint={t('handoff.regionHint')}
            value={region}
            limit={limitOf('region')}
            autoComplete="address-level2"
            error={errorOf('region')}
            invalid={isInvalid('region')}
            onChange={(event) => {
              setRegion(event.target.value);
              edited('region');
            }}
          />
        )}
        <TextField
          ref={fieldRef('availability')}
          label={t('handoff.availability')}
          hint={t('handoff.availabilityHint')}
          value={availability}
          limit={limitOf('availability')}
          error={errorOf('availability')}
          invalid={isInvalid('availability')}
          onChange={(event) => {
            setAvailability(event.target.value);
            edited('availability');
          }}
        />
        {needsGuest && (
          <Choices data-testid="handoff-guest">
            <legend>{t('handoff.guest.title')}</legend>
            <Stack $gap={3}>
              <p style={{ margin: 0 }}>{t('handoff.guest.intro')}</p>
              <TextField
                ref={fieldRef('firstName')}
                label={t('handoff.guest.firstName')}
                autoComplete="given-name"
                limit={limitOf('firstName')}
                value={firstName}
                error={errorOf('firstName')}
                invalid={isInvalid('firstName')}
                onChange={(event) => {
                  setFirstName(event.target.value);
                  edited('firstName');
                }}
              />
              <TextField
                ref={fieldRef('email')}
                label={t('handoff.guest.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                error={errorOf('email')}
                invalid={isInvalid('email')}
                onChange={(event) => {
                  setEmail(event.target.value);
                  edited('email');
                }}
              />
              <p style={{ margin: 0, fontSize: '0.9rem' }}>
                {t('handoff.guest.privacyNote')}{' '}
                <a href={site.links.privacy} target="_blank" rel="noopener noreferrer">
                  {t('handoff.guest.privacy')}
                </a>
              </p>
            </Stack>
          </Choices>
        )}
        <div>
          <ChoiceLabel $wrap data-invalid={isInvalid('consent') || undefined}>
            <input
              ref={fieldRef('consent')}
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                edited('consent');
              }}
              aria-invalid={isInvalid('consent') || undefined}
              aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            />
            <span>{t('handoff.consent')}</span>
          </ChoiceLabel>
          {errors.consent && (
            <ConsentError id={`${id}-consent-error`} role="alert">
              {errors.consent}
            </ConsentError>
          )}
        </div>
        {guestError && (
          <Alert tone="error">
            <p>{guestError}</p>
          </Alert>
        )}
        {sendError !== null && (
          <Alert tone="error">
            <p>{errorText(sendError)}</p>
          </Alert>
        )}
        <ActionBar data-testid="handoff-actions">
          <Button type="submit" aria-disabled={sending}>
            <SteadyLabel>
              <span data-shown={!sending}>{t('handoff.approve')}</span>
              <span data-shown={sending}>{t('handoff.sending')}</span>
            </SteadyLabel>
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            {t('transcript.cancel')}
          </Button>
        </ActionBar>
      </Stack>
    </HandoffForm>
  );
}
