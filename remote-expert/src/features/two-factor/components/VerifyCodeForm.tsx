import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Button } from '@cc/shared-ui';
import { ButtonRow, Stack, useFormErrors } from '@cc/shared-ui/forms';
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
  const input = useRef<HTMLInputElement>(null);
  const form = useFormErrors<'code'>(['code'], { target: () => input.current });
  const verify = useVerifyTotp();

  // The format check's and the api's refusal alike: at the field, which takes the focus.
  const fail = (key: string) => void form.show({ code: t(key) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return fail('twoFactor.errors.format');
    form.reset();
    verify.mutate({ factorId, code: digits }, { onError: (failure) => fail(apiErrorMessageKey(failure)) });
  };

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={submitLabel} data-testid="totp-verify-form">
      <CodeField ref={input} value={code} onChange={setCode} error={form.errorOf('code')} />
      <ButtonRow>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('twoFactor.verifying') : submitLabel}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
