// Cancelling by the client: a button that opens a short confirmation with an optional reason
// (the expert sees it). The page updates through the case query once the api has answered.
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { ExpertRequestStatus } from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextAreaField } from '@cc/shared-ui/forms';
import { useCancelCase } from '../../../common/case/api';
import '../texts';

const maxReason = caseLimits.reason.max;

export function CancelCase({ caseId, status }: { caseId: string; status: ExpertRequestStatus }) {
  const { t } = useTranslation(['clientCases', 'apiErrors']);
  const cancel = useCancelCase(caseId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Focus follows the step: into the reason when the form opens, back to the button when it closes.
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    (open ? reasonField.current : openButton.current)?.focus();
  }, [open]);
  const tooLong = reason.trim().length > maxReason;
  const label = t(status === 'neu' ? 'cancel.open' : 'cancel.openCase');

  if (!open) {
    return (
      <Button
        ref={openButton}
        $variant="secondary"
        data-testid="cancel-case"
        onClick={() => {
          cancel.reset();
          toggled.current = true;
          setOpen(true);
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <Stack
      as="form"
      $gap={3}
      aria-labelledby={`${id}-title`}
      data-testid="cancel-case-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (tooLong || cancel.isPending) return;
        cancel.mutate(reason, {
          onSuccess: () => {
            setOpen(false);
            void showToast(t('cancel.done'), 'success');
          },
        });
      }}
    >
      <h3 id={`${id}-title`}>{t('cancel.title')}</h3>
      <p>{t('cancel.text')}</p>
      <TextAreaField
        label={t('cancel.reasonLabel')}
        hint={t('cancel.reasonHint', { max: maxReason })}
        error={tooLong ? t('cancel.reasonTooLong', { max: maxReason }) : undefined}
        ref={reasonField}
        value={reason}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        data-testid="cancel-reason"
      />
      {cancel.isError && (
        <Alert tone="error">
          <p>{apiErrorText(t, cancel.error)}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button
          type="submit"
          $variant="danger"
          aria-disabled={cancel.isPending || tooLong}
          data-testid="cancel-confirm"
        >
          {cancel.isPending ? t('cancel.pending') : t('cancel.confirm')}
        </Button>
        <Button $variant="ghost" onClick={() => setOpen(false)}>
          {t('cancel.keep')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
