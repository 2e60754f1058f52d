import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText, hasErrorCode } from '@cc/shared-auth/api-errors';
import { isValidEmail, maxEmailLength, newsConsentText, newsLimits } from '@cc/shared-domain';
import { useFieldLimit, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, TextButton } from '@cc/shared-ui';
import { Alert, ButtonRow, ChoiceLabel, Stack, TextField, isOverLimit, useFormErrors } from '@cc/shared-ui/forms';
import { useSubscribeNews } from './api';
import { newsNamespace } from './texts';

const ErrorText = styled.p`
  margin: 6px 0 0;
  font-weight: 600;
  color: ${({ theme }) => theme.color.danger};
`;

/** The signed-in user's address: shown as text, it is the account's and not typed here. */
const FixedEmail = styled.div`
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .hint {
    margin-top: 4px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const SentTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;

// The address typed so far, for this tab: a detour (signing in, another page) loses nothing.
const draftKey = 'cc.news.email';

function readDraft(): string | null {
  try {
    return sessionStorage.getItem(draftKey);
  } catch {
    return null;
  }
}

function writeDraft(email: string): void {
  try {
    sessionStorage.setItem(draftKey, email);
  } catch {
    // storage disabled: the address lasts as long as the page
  }
}

type Field = 'email' | 'consent';

interface SubscribeFormProps {
  /** The signed-in user's address: shown, not editable (the dashboard manages that address). */
  fixedEmail?: string;
  /** Shown above the fields (the guest's note). */
  note?: ReactNode;
  /** The button's text when not "Abonnieren" (a pending subscription asks for the link again). */
  submitLabel?: string;
}

/**
 * Email, the consent box with the exact text of the current consent version, and submit. The
 * answer is the same for every address ("check your inbox"): the form never tells whether an
 * address is subscribed. Field errors sit at their field; what is typed stays.
 */
export function SubscribeForm({ fixedEmail, note, submitLabel }: SubscribeFormProps) {
  const { t } = useTranslation([newsNamespace, 'apiErrors']);
  const [language] = useLanguage();
  const limitOf = useFieldLimit();
  const { user, guestInfo } = useAuth();
  const id = useId();
  const subscribe = useSubscribeNews();
  // null until the person types: then the stored draft or their own address fills the field.
  const [typed, setTyped] = useState<string | null>(() => readDraft());
  const [consent, setConsent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  // The one form piece (issue #25): each invalid field's message (`null` for an address over its
  // limit: its counter says so), the first in field order focused, by ref.
  const form = useFormErrors<Field, string | null>(['email', 'consent'], {
    target: (field) => (field === 'email' ? emailRef : consentRef).current,
  });
  const { errors } = form;

  const email = fixedEmail ?? typed ?? user?.email ?? guestInfo?.email ?? '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const address = email.trim();
    const found: Partial<Record<Field, string | null>> = {};
    if (!address) found.email = t('form.errors.emailRequired');
    else if (isOverLimit(address, maxEmailLength)) found.email = null;
    else if (!isValidEmail(address)) found.email = t('form.errors.emailInvalid');
    if (!consent) found.consent = t('form.errors.consentMissing');
    setFormError(null);
    if (form.show(found)) return;
    subscribe.mutate(
      { email: address, lang: language },
      {
        onSuccess: () => {
          setSentTo(address);
          // The heading of the answer takes the focus (the form it replaces had it).
          requestAnimationFrame(() => sentRef.current?.focus());
        },
        onError: (error) => {
          if (hasErrorCode(error, 'invalid_email')) form.show({ email: t('form.errors.emailInvalid') });
          else if (hasErrorCode(error, 'consent_required')) form.show({ consent: t('form.errors.consentMissing') });
          else if (hasErrorCode(error, 'validation_failed')) {
            // The only other field is consent_version: this page shows an older text than the api's.
            setFormError(t('form.errors.versionOutdated'));
          } else {
            setFormError(apiErrorText(t, error));
          }
        },
      },
    );
  };

  if (sentTo) {
    return (
      <Alert
        tone="success"
        data-testid="subscribe-sent"
        actions={
          <TextButton
            type="button"
            onClick={() => {
              setSentTo(null);
              setConsent(false);
              subscribe.reset();
            }}
          >
            {fixedEmail ? t('form.sent.resend') : t('form.sent.again')}
          </TextButton>
        }
      >
        <SentTitle ref={sentRef} tabIndex={-1}>
          {t('form.sent.title')}
        </SentTitle>
        <p>{t('form.sent.text', { email: sentTo, hours: newsLimits.confirmHours })}</p>
        <p>{t('form.sent.spam')}</p>
      </Alert>
    );
  }

  return (
    <Stack as="form" noValidate onSubmit={onSubmit} aria-label={t('form.label')} data-testid="subscribe-form">
      {note && <p>{note}</p>}
      {fixedEmail ? (
        <FixedEmail data-testid="subscribe-fixed-email">
          <p>
            <strong>{t('form.email')}:</strong> {fixedEmail}
          </p>
          <p className="hint">{t('form.emailFixed')}</p>
        </FixedEmail>
      ) : (
        <TextField
          ref={emailRef}
          label={t('form.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          limit={limitOf(maxEmailLength)}
          value={email}
          error={errors.email ?? undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            writeDraft(event.target.value);
            form.clear('email');
          }}
        />
      )}
      <div>
        <ChoiceLabel $wrap data-invalid={Boolean(errors.consent) || undefined}>
          <input
            ref={consentRef}
            type="checkbox"
            name="consent"
            checked={consent}
            aria-invalid={Boolean(errors.consent) || undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            onChange={(event) => {
              setConsent(event.target.checked);
              form.clear('consent');
            }}
          />
          <span data-testid="subscribe-consent-text">{newsConsentText[language]}</span>
        </ChoiceLabel>
        {errors.consent && (
          <ErrorText id={`${id}-consent-error`} role="alert">
            {errors.consent}
          </ErrorText>
        )}
      </div>
      {formError && (
        <Alert tone="error" data-testid="subscribe-error">
          <p>{t('form.errors.title')}</p>
          <p>{formError}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" aria-disabled={subscribe.isPending || undefined}>
          {subscribe.isPending ? t('form.sending') : (submitLabel ?? t('form.submit'))}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
