import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { ButtonRow, Stack, TextField } from '@cc/shared-ui/forms';
import { FormErrorAlert, toFormError, type FormError } from '../../common/form-errors';
import { useDeleteAccount } from './api/account';

/** Deleting the account and all its data, after a confirmation step (typing a confirm word). */
export function DeleteAccount() {
  const { t } = useTranslation('shell');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount();
  const error: FormError | null = deletion.error ? toFormError(deletion.error) : null;
  const startRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const warningId = useId();
  const word = t('account.settings.delete.confirmWord');
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  // The confirmation step takes focus when it opens.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    setTyped('');
    deletion.reset();
    // Back to the button that opened the step (after it re-renders).
    setTimeout(() => startRef.current?.focus(), 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deletion.isPending) return;
    deletion.mutate(undefined, {
      onSuccess: () => {
        // The account is gone on the server: end the session here without the sign-out toast.
        void signOut({ scope: 'local', silent: true }).then(() => {
          void showToast(t('account.settings.delete.done'), 'success');
          void navigate('/', { replace: true });
        });
      },
    });
  };

  return (
    <Stack aria-labelledby="account-delete-title" role="group" data-testid="delete-account">
      <h3 id="account-delete-title">{t('account.settings.delete.title')}</h3>
      <p id={warningId}>{t('account.settings.delete.text')}</p>
      {!confirming ? (
        <ButtonRow>
          <Button ref={startRef} $variant="danger" onClick={() => setConfirming(true)}>
            {t('account.settings.delete.start')}
          </Button>
        </ButtonRow>
      ) : (
        <Stack as="form" onSubmit={submit} noValidate aria-describedby={warningId}>
          <TextField
            label={t('account.settings.delete.confirmLabel', { word })}
            name="confirm-delete"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            ref={confirmRef}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <FormErrorAlert error={error} />
          <ButtonRow>
            <Button type="submit" $variant="danger" aria-disabled={!confirmed || deletion.isPending}>
              {t('account.settings.delete.submit')}
            </Button>
            <Button $variant="ghost" onClick={cancel}>
              {t('account.settings.delete.cancel')}
            </Button>
          </ButtonRow>
        </Stack>
      )}
    </Stack>
  );
}
