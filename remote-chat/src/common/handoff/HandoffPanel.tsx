// "Talk to an expert", from both advisors: the advisor drafts a short case summary (from the
// premium conversation, or from the public one this tab keeps); the user reads, edits and approves
// it, chooses who gets it (every matching expert, or one from the directory), the format and when
// they can, and agrees to be contacted. A visitor who is neither signed in nor a guest gives a
// first name and address in the same form: the guest session is made when they send, so nothing
// typed is lost to a sign-in page. Only then is it saved as an expert request (status `neu`).
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FunctionError, useAuth, type AuthErrorKind } from '@cc/shared-auth';
import { clearSubmissionKey, submissionKey } from '@cc/shared-auth/api-client';
import { apiErrorMessageKey } from '@cc/shared-auth/api-errors';
import {
  type AdvisorLanguage,
  type ExpertRequest,
  advisorLanguages,
  advisorMaxHandoffSummary,
} from '@cc/shared-contract';
import { type CaseFormat, caseFormats, caseLimits } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { site } from '@cc/shared-domain';
import { Button, ButtonLink, Card, Spinner } from '@cc/shared-ui';
import { Alert, ButtonRow, ChoiceLabel, RadioGroupField, SelectField, Stack, TextField } from '@cc/shared-ui/forms';
import { canDraft, useCreateExpertRequest, useDirectoryExperts, useHandoffDraft, type HandoffSource } from './api';

const Area = styled.textarea`
  width: 100%;
  min-height: 160px;
  padding: 10px 12px;
  font: inherit;
  font-size: max(1rem, 16px);
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

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

/** "Any" first: most people do not mind. */
const formatChoices: readonly CaseFormat[] = ['any', ...caseFormats.filter((format) => format !== 'any')];

/** The guest sign-in's refusals as the api error texts (apiErrors namespace). */
const guestErrorKeys: Partial<Record<AuthErrorKind, string>> = {
  first_name_required: 'apiErrors:firstNameRequired',
  invalid_email: 'apiErrors:invalidEmail',
  rate_limited: 'apiErrors:rateLimited',
  network: 'apiErrors:network',
};

/** An expert as the select names them: the name, and the title when there is one. */
const expertLabel = (expert: { display_name: string; title?: string | null }) =>
  expert.title ? `${expert.display_name} – ${expert.title}` : expert.display_name;

/** The guest form's limit for a first name (the shell's guest form has the same). */
const firstNameMax = 50;

export interface HandoffPanelProps {
  source: HandoffSource;
  onClose: () => void;
}

export function HandoffPanel({ source, onClose }: HandoffPanelProps) {
  const { t } = useTranslation(['chat', 'apiErrors']);
  const [language] = useLanguage();
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
  const [missing, setMissing] = useState(false);
  const [created, setCreated] = useState<ExpertRequest | null>(null);
  const errorText = (error: unknown) => t(apiErrorMessageKey(error instanceof FunctionError ? error : null));
  const { mutate: fetchDraft } = draft;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened below the chat by a button: the form (once drafted) is where the user continues.
  useEffect(() => {
    if (!draft.isPending) heading.current?.focus();
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
  const guestMissing = needsGuest && (!firstName.trim() || !email.trim());
  const sending = signingIn || create.isPending;

  const submit = async () => {
    if (sending) return;
    const body = { topic: topic.trim(), summary: summary.trim() };
    // A message stays until the next answer replaces it: taken away at the tap, it moved the
    // buttons up under the finger, and a double tap's second tap landed on "Cancel".
    const show = (message: { missing?: boolean; guest?: string; send?: unknown }) => {
      setMissing(message.missing ?? false);
      setGuestError(message.guest ?? null);
      setSendError(message.send ?? null);
    };
    if (!body.topic || !body.summary || !consent || guestMissing) {
      show({ missing: true });
      return;
    }
    if (needsGuest && !isGuestUser && !user) {
      setSigningIn(true);
      const { error } = await signInAsGuest({ firstName, email, lang: language });
      setSigningIn(false);
      if (error) {
        show({ guest: t(guestErrorKeys[error.kind] ?? 'apiErrors:unknown') });
        return;
      }
    }
    const where = region.trim();
    const when = availability.trim();
    create.mutate(
      {
        key: submissionKey(submissionScope),
        body: {
          ...body,
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
        onError: (error) => show({ send: error }),
      },
    );
  };

  return (
    <Card
      as="form"
      aria-labelledby={`${id}-title`}
      data-testid="handoff-form"
      style={{ padding: 16 }}
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
          label={t('handoff.topic')}
          value={topic}
          maxLength={200}
          onChange={(event) => setTopic(event.target.value)}
          invalid={missing && !topic.trim()}
        />
        <div>
          <label htmlFor={`${id}-summary`} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
            {t('handoff.summary')}
          </label>
          <Area
            id={`${id}-summary`}
            value={summary}
            maxLength={advisorMaxHandoffSummary}
            onChange={(event) => setSummary(event.target.value)}
            aria-invalid={(missing && !summary.trim()) || undefined}
          />
        </div>
        <SelectField
          id={`${id}-lang`}
          label={t('handoff.language')}
          value={lang}
          onChange={(event) => setLang(event.target.value as AdvisorLanguage)}
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
          layout="wrap"
          legend={t('handoff.format')}
          options={formatChoices.map((option) => ({ value: option, label: t(`handoff.formats.${option}`) }))}
          value={format}
          onChange={setFormat}
        />
        {format === 'in_person' && (
          <TextField
            label={t('handoff.region')}
            hint={t('handoff.regionHint')}
            value={region}
            maxLength={caseLimits.region.max}
            autoComplete="address-level2"
            onChange={(event) => setRegion(event.target.value)}
          />
        )}
        <TextField
          label={t('handoff.availability')}
          hint={t('handoff.availabilityHint')}
          value={availability}
          maxLength={caseLimits.availability.max}
          onChange={(event) => setAvailability(event.target.value)}
        />
        {needsGuest && (
          <Choices data-testid="handoff-guest">
            <legend>{t('handoff.guest.title')}</legend>
            <Stack $gap={3}>
              <p style={{ margin: 0 }}>{t('handoff.guest.intro')}</p>
              <TextField
                label={t('handoff.guest.firstName')}
                autoComplete="given-name"
                maxLength={firstNameMax}
                value={firstName}
                onChange={(event) => setFirstName(event.target.value)}
                invalid={missing && !firstName.trim()}
              />
              <TextField
                label={t('handoff.guest.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                invalid={missing && !email.trim()}
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
        <ChoiceLabel $wrap>
          <input
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={(missing && !consent) || undefined}
          />
          <span>{t('handoff.consent')}</span>
        </ChoiceLabel>
        {missing && <p role="alert">{t(needsGuest ? 'handoff.missingGuest' : 'handoff.missing')}</p>}
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
        <ButtonRow>
          <Button type="submit" aria-disabled={sending}>
            <SteadyLabel>
              <span data-shown={!sending}>{t('handoff.approve')}</span>
              <span data-shown={sending}>{t('handoff.sending')}</span>
            </SteadyLabel>
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            {t('transcript.cancel')}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
