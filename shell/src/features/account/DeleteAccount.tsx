import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { ButtonRow, Stack, TextField } from '@cc/shared-ui/forms';
import { FormErrorAlert, formError, useFormSubmit } from '../../common/form-errors';
import { useDeleteAccount } from './api/account';

/** Deleting the account and all its data, after a confirmation step (typing a confirm word). */
export function DeleteAccount() {
  const { t } = useTranslation('shell');
  const [confirming, setConfirming] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const warningId = useId();

  const cancel = () => {
    setConfirming(false);
    // Back to the button that opened the step (after it re-renders).
    setTimeout(() => startRef.current?.focus(), 0);
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
        <ConfirmDeletion warningId={warningId} onCancel={cancel} />
      )}
    </Stack>
  );
}

/**
 * The confirmation step: the confirm word, then the deletion. Its own component, so a cancelled
 * step takes what was typed and its errors with it.
 */
function ConfirmDeletion({ warningId, onCancel }: { warningId: string; onCancel: () => void }) {
  const { t } = useTranslation('shell');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount();
  const confirmRef = useRef<HTMLInputElement>(null);
  const word = t('account.settings.delete.confirmWord');
  const confirmed = typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();

  // The step takes the focus when it opens.
  useEffect(() => confirmRef.current?.focus(), []);

  const { submit, pending, error, fieldError } = useFormSubmit({
    fields: { confirm: confirmRef },
    // Not the word yet: said at the field (which keeps what was typed), nothing is sent.
    validate: () => (confirmed ? null : formError('confirm_word_required', 'confirm')),
    request: () => deletion.mutateAsync(),
    onSuccess: () => {
      // The account is gone on the server: end the session here without the sign-out toast.
      void signOut({ scope: 'local', silent: true }).then(() => {
        void showToast(t('account.settings.delete.done'), 'success');
        void navigate('/', { replace: true });
      });
    },
  });

  return (
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
        {...fieldError('confirm')}
      />
      <FormErrorAlert error={error} />
      <ButtonRow>
        <Button type="submit" $variant="danger" aria-disabled={!confirmed || pending}>
          {t('account.settings.delete.submit')}
        </Button>
        <Button $variant="ghost" onClick={onCancel}>
          {t('account.settings.delete.cancel')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
