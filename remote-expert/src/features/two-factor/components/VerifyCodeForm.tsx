import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { ButtonRow, Stack } from '@cc/shared-ui/forms';
import { CodeField } from '../../../common/components/CodeField';
import { useVerifyTotp } from '../api/mfa';
import { apiErrorMessageKey } from '@cc/shared-auth/api-errors';

interface VerifyCodeFormProps {
  factorId: string;
  submitLabel: string;
}

/** A code field and its button: checks the format here, then verifies with the api. */
export function VerifyCodeForm({ factorId, submitLabel }: VerifyCodeFormProps) {
  const { t } = useTranslation('expert');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyTotp();

  const fail = (key: string) => {
    setError(t(key));
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return fail('twoFactor.errors.format');
    setError(null);
    verify.mutate({ factorId, code: digits }, { onError: (failure) => fail(apiErrorMessageKey(failure)) });
  };

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={submitLabel} data-testid="totp-verify-form">
      <CodeField ref={input} value={code} onChange={setCode} error={error} />
      <ButtonRow>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('twoFactor.verifying') : submitLabel}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
