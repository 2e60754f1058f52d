import { useRef, useState } from 'react';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { ButtonRow, Stack, TextField } from '@cc/shared-ui/forms';
import { formError, FormErrorAlert, FormFailure, toFormError, useFormSubmit } from '../../common/form-errors';
import { useConfirmSignUpCode } from './api/auth';

interface ConfirmCodeFormProps {
  email: string;
  onConfirmed: () => void;
}

/** The code the confirmation mail offers besides its link (GoTrue's verifyOtp, type signup). */
export function ConfirmCodeForm({ email, onConfirmed }: ConfirmCodeFormProps) {
  const { t } = useTranslation('shell');
  const confirm = useConfirmSignUpCode();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const { submit, pending, error, fieldError } = useFormSubmit({
    fields: { code: codeRef },
    validate: () => (code.trim() ? null : formError('code_required', 'form', ['code'])),
    request: async () => {
      try {
        return await confirm.mutateAsync({ email, code: code.replace(/[\s-]/g, '') });
      } catch (thrown) {
        // The provider's "link invalid or expired" means this code here.
        const failure = toFormError(thrown);
        throw failure.kind === 'link_invalid' ? new FormFailure(formError('code_invalid', 'form', ['code'])) : thrown;
      }
    },
    onSuccess: () => {
      void showToast(t('auth.confirmed.success'), 'success');
      onConfirmed();
    },
  });

  return (
    <Stack as="form" onSubmit={submit} noValidate aria-label={t('auth.signUp.code.title')}>
      <p>{t('auth.signUp.code.intro')}</p>
      <TextField
        ref={codeRef}
        label={t('auth.signUp.code.label')}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        {...fieldError('code')}
      />
      <FormErrorAlert error={error} />
      <ButtonRow>
        <Button type="submit" aria-disabled={pending}>
          {t('auth.signUp.code.submit')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
