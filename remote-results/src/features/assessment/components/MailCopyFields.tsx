import type { Ref } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Card } from '@cc/shared-ui';
import { ChoiceLabel, Stack, TextField } from '@cc/shared-ui/forms';

interface MailCopyFieldsProps {
  /** The signed-in user's or guest's address: then the copy is a yes/no, no address to type. */
  accountEmail: string | null;
  accountCopy: boolean;
  onAccountCopyChange: (on: boolean) => void;
  email: string;
  onEmailChange: (email: string) => void;
  consent: boolean;
  onConsentChange: (on: boolean) => void;
  /** The localised problem with address or consent, shown at the address field. */
  emailError: string | null;
  emailRef?: Ref<HTMLInputElement>;
}

/** The optional copy of the result by mail: to the account's address, or to one typed with consent. */
export function MailCopyFields(props: MailCopyFieldsProps) {
  const { t } = useTranslation('results');
  return (
    <Card as="fieldset" style={{ margin: 0 }} data-testid="assessment-copy">
      <legend style={{ fontWeight: 700, padding: '0 4px' }}>{t('runner.copy.title')}</legend>
      {props.accountEmail ? (
        <Stack $gap={2}>
          <p>{t('runner.copy.account', { email: props.accountEmail })}</p>
          <ChoiceLabel $wrap>
            <input
              type="checkbox"
              checked={props.accountCopy}
              onChange={(e) => props.onAccountCopyChange(e.target.checked)}
            />
            {t('runner.copy.accountOptIn')}
          </ChoiceLabel>
        </Stack>
      ) : (
        <Stack $gap={3}>
          <TextField
            ref={props.emailRef}
            type="email"
            name="email"
            autoComplete="email"
            label={t('runner.copy.emailLabel')}
            hint={t('runner.copy.emailHint')}
            value={props.email}
            onChange={(e) => props.onEmailChange(e.target.value)}
            error={props.emailError ?? undefined}
          />
          <ChoiceLabel $wrap>
            <input type="checkbox" checked={props.consent} onChange={(e) => props.onConsentChange(e.target.checked)} />
            {t('runner.copy.consent')}
          </ChoiceLabel>
        </Stack>
      )}
    </Card>
  );
}
