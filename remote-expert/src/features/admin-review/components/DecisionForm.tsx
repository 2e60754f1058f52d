import { useRef, useState, type FormEvent } from 'react';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { expertProfileLimits } from '@cc/shared-contract';
import {
  expertDecisions,
  expertDecisionTransitions,
  type ExpertDecision,
  type ExpertProfileStatus,
} from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Button, Card, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, RadioGroupField, Stack, TextAreaField } from '@cc/shared-ui/forms';
import { useDecide } from '../api/review';

interface DecisionFormProps {
  id: string;
  status: ExpertProfileStatus;
  name: string;
}

/** The decisions the application's status allows; rejecting and suspending need a reason, which the expert reads. */
export function DecisionForm({ id, status, name }: DecisionFormProps) {
  const { t } = useTranslation('expert');
  const allowed = expertDecisions.filter((decision) => expertDecisionTransitions[decision].from === status);
  const [decision, setDecision] = useState<ExpertDecision | null>(allowed[0] ?? null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const decide = useDecide(id);

  if (allowed.length === 0 || !decision) return null;
  const reasonRequired = expertDecisionTransitions[decision].reasonRequired;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (reasonRequired && !text) {
      setReasonError(t('review.decision.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    if (text.length > expertProfileLimits.reason.max) {
      setReasonError(t('application.errors.too_long', { max: expertProfileLimits.reason.max }));
      reasonField.current?.focus();
      return;
    }
    setReasonError(null);
    decide.mutate(
      { decision, ...(text ? { reason: text } : {}) },
      {
        onSuccess: () => {
          setReason('');
          void showToast(t(`review.decision.saved.${decision}`, { name }), 'success');
        },
        onError: (error) => {
          if ((error as { code?: string }).code === 'reason_required') {
            setReasonError(t('review.decision.reasonRequired'));
            reasonField.current?.focus();
          }
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="decision-title" data-testid="decision-form">
      <Stack as="form" onSubmit={submit} noValidate aria-labelledby="decision-title">
        <h2 id="decision-title">{t('review.decision.title', { name })}</h2>
        <RadioGroupField
          name="decision"
          legend={t('review.decision.legend')}
          options={allowed.map((option) => ({ value: option, label: t(`review.decision.options.${option}`) }))}
          value={decision}
          onChange={(option) => {
            setDecision(option);
            setReasonError(null);
          }}
        />
        <TextAreaField
          ref={reasonField}
          id="decision-reason"
          label={t(reasonRequired ? 'review.decision.reasonLabelRequired' : 'review.decision.reasonLabel')}
          hint={t(reasonRequired ? 'review.decision.reasonHintRequired' : 'review.decision.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError ?? undefined}
          rows={4}
          required={reasonRequired}
        />
        {decide.isError && (decide.error as { code?: string }).code !== 'reason_required' && (
          <Alert tone="error">
            <p>{apiErrorText(t, decide.error)}</p>
          </Alert>
        )}
        <ButtonRow>
          <Button
            type="submit"
            $variant={decision === 'reject' || decision === 'suspend' ? 'danger' : 'primary'}
            disabled={decide.isPending}
          >
            {t(`review.decision.submit.${decision}`)}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
