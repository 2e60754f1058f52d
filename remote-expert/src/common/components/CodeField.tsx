import type { Ref } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { TextField } from '@cc/shared-ui/forms';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** The six-digit code of an authenticator app: labelled, numeric keyboard, filled from the OS's one-time-code suggestion. */
export function CodeField({ value, onChange, error, ref }: CodeFieldProps) {
  const { t } = useTranslation('expert');
  return (
    <TextField
      ref={ref}
      label={t('twoFactor.code.label')}
      hint={t('twoFactor.code.hint')}
      error={error ?? undefined}
      name="totp-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 220, letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
