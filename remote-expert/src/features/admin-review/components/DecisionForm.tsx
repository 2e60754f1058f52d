import { useRef, useState, type FormEvent } from 'react';
import { type Refusal, apiErrorText, hasErrorCode, refusalMessage } from '@cc/shared-auth/api-errors';
import { decideExpertApplicationBody, expertFieldErrors, expertProfileLimits } from '@cc/shared-contract';
import {
  expertDecisions,
  expertDecisionTransitions,
  type ExpertDecision,
  type ExpertProfileStatus,
} from '@cc/shared-domain';
import { useFieldLimit, useTranslation } from '@cc/shared-i18n';
import { Button, Card, showToast } from '@cc/shared-ui';
import { Alert, ButtonRow, RadioGroupField, Stack, TextAreaField, useFormErrors } from '@cc/shared-ui/forms';
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
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const decisionField = useRef<HTMLInputElement>(null);
  const limitOf = useFieldLimit();
  // The one form piece (issue #25); by ref, as over its limit the reason is invalid with `null`
  // (its counter says why).
  const form = useFormErrors<'decision' | 'reason', string | null>(['decision', 'reason'], {
    target: (field) => (field === 'decision' ? decisionField.current : reasonField.current),
  });
  const decide = useDecide(id);

  if (allowed.length === 0 || !decision) return null;
  const reasonRequired = expertDecisionTransitions[decision].reasonRequired;
  const required = { reason: 'review.decision.reasonRequired' };
  /** A refused field, in the words every form on the path to an expert uses. */
  const refusal = (refused: Refusal): ['decision' | 'reason', string] | undefined =>
    refused.field === 'decision' || refused.field === 'reason'
      ? [refused.field, t(...refusalMessage(refused, required))]
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decide.isPending) return;
    const text = reason.trim();
    // The contract's schema, the api's: its coded reason_required is a missing reason.
    const parsed = decideExpertApplicationBody.safeParse({ decision, ...(text ? { reason: text } : {}) });
    const found: Partial<Record<'decision' | 'reason', string | null>> = {};
    for (const refused of parsed.success ? [] : expertFieldErrors(parsed.error)) {
      const entry = refusal(!text && refused.field === 'reason' ? { ...refused, reason: 'required' } : refused);
      if (entry && found[entry[0]] === undefined) found[entry[0]] = refused.reason === 'too_long' ? null : entry[1];
    }
    if (form.show(found)) return;
    decide.mutate(
      { decision, ...(text ? { reason: text } : {}) },
      {
        onSuccess: () => {
          setReason('');
          void showToast(t(`review.decision.saved.${decision}`, { name }), 'success');
        },
        onError: (error) => {
          if (hasErrorCode(error, 'reason_required')) form.show({ reason: t(required.reason) });
          else form.showServer(error, refusal);
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
          ref={decisionField}
          value={decision}
          error={form.errorOf('decision') ?? undefined}
          onChange={(option) => {
            setDecision(option);
            form.reset();
          }}
        />
        <TextAreaField
          ref={reasonField}
          id="decision-reason"
          label={t(reasonRequired ? 'review.decision.reasonLabelRequired' : 'review.decision.reasonLabel')}
          hint={t(reasonRequired ? 'review.decision.reasonHintRequired' : 'review.decision.reasonHint')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            form.clear('reason');
          }}
          error={form.errorOf('reason') ?? undefined}
          limit={limitOf(expertProfileLimits.reason.max)}
          rows={4}
          required={reasonRequired}
        />
        {decide.isError && !form.hasErrors && (
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
