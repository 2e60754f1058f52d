// Cancelling by the client: a button that opens a short confirmation with an optional reason
// (the expert sees it). The page updates through the case query once the api has answered.
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorText, refusalMessage } from '@cc/shared-auth/api-errors';
import { type ExpertRequestStatus, cancelCaseBody, expertFieldErrors } from '@cc/shared-contract';
import { caseLimits } from '@cc/shared-domain';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { Button, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, TextAreaField, useFormErrors } from '@cc/shared-ui/forms';
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
  const limitOf = useFieldLimit();
  // The one form piece (issue #25). By ref: over its limit the reason is invalid with `null` (its
  // counter says why, the check's "too long" is not said beside it).
  const form = useFormErrors<'reason', string | null>(['reason'], { target: () => reasonField.current });
  // Focus follows the step: into the reason when the form opens, back to the button when it closes.
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    (open ? reasonField.current : openButton.current)?.focus();
  }, [open]);
  const label = t(status === 'neu' ? 'cancel.open' : 'cancel.openCase');

  if (!open) {
    return (
      <Button
        ref={openButton}
        $variant="secondary"
        data-testid="cancel-case"
        onClick={() => {
          cancel.reset();
          form.reset();
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
        if (cancel.isPending) return;
        // The contract's schema, the one the api parses the body with; the api's refusal of the
        // reason lands at the field the same way (anything else under the form).
        const parsed = cancelCaseBody.safeParse({ reason });
        const refused = parsed.success ? undefined : expertFieldErrors(parsed.error).find((r) => r.field === 'reason');
        if (form.show(refused ? { reason: refused.reason === 'too_long' ? null : t(...refusalMessage(refused)) } : {}))
          return;
        cancel.mutate(reason, {
          onSuccess: () => {
            setOpen(false);
            void showToast(t('cancel.done'), 'success');
          },
          onError: (error) =>
            form.showServer(error, (r) => (r.field === 'reason' ? ['reason', t(...refusalMessage(r))] : undefined)),
        });
      }}
    >
      <h3 id={`${id}-title`}>{t('cancel.title')}</h3>
      <p>{t('cancel.text')}</p>
      <TextAreaField
        label={t('cancel.reasonLabel')}
        hint={t('cancel.reasonHint', { max: maxReason })}
        error={form.errorOf('reason') ?? undefined}
        limit={limitOf(maxReason)}
        ref={reasonField}
        value={reason}
        rows={3}
        onChange={(event) => {
          setReason(event.target.value);
          form.clear('reason');
        }}
        data-testid="cancel-reason"
      />
      {cancel.isError && !form.hasErrors && (
        <Alert tone="error">
          <p>{apiErrorText(t, cancel.error)}</p>
        </Alert>
      )}
      <ButtonRow>
        <Button type="submit" $variant="danger" aria-disabled={cancel.isPending} data-testid="cancel-confirm">
          {cancel.isPending ? t('cancel.pending') : t('cancel.confirm')}
        </Button>
        <Button $variant="ghost" onClick={() => setOpen(false)}>
          {t('cancel.keep')}
        </Button>
      </ButtonRow>
    </Stack>
  );
}
