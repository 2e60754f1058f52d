import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CallErrorCode } from '@cc/shared-auth';
import { type Answers } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, Spinner } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { Block, Muted } from '../../common/styles';
import { type ApiError } from '../../common/api';
import { useSharedValues, useSubmitValues } from './api/values';
import { Questionnaire } from './Questionnaire';
import { ResultView, ValuesMethod } from './ResultView';
import { clearDraft, readDraft, readMine, writeDraft } from './storage';
import './texts';

/** The radar's own wording where it has one; otherwise the shared message of the api's code. */
const radarMessages: Partial<Record<CallErrorCode, string>> = {
  over_request_rate_limit: 'valuesRadar.errors.rateLimited',
  network: 'valuesRadar.errors.network',
};
const errorKey = (error: ApiError) => radarMessages[error.code] ?? 'valuesRadar.errors.submit';

export default function ValuesRadar() {
  const { t } = useTranslation(['results', 'domain']);
  const [lang] = useLanguage();
  const [params, setParams] = useSearchParams();
  const inviteToken = params.get('invite');
  const submission = useSubmitValues();
  // The result just submitted shows at once, before the address (a router transition) has caught up.
  const resultToken = params.get('result') ?? (submission.isSuccess ? submission.data.share_token : null);

  const [answers, setAnswers] = useState<Answers>(readDraft);
  const mine = readMine();
  // This browser answered an invitation with this result: no invitation of its own, no waiting.
  const invited = Boolean(resultToken && mine?.token === resultToken && mine.invitedBy);

  // `?result=<token>`: the own result; the inviter's page asks now and then whether the partner has answered.
  const shown = useSharedValues(resultToken, { pollForPartner: !invited });
  // `?invite=<token>`: the invitation is checked, and the inviter's profile kept for the overlay.
  const inviter = useSharedValues(inviteToken, { enabled: !resultToken });
  const invitationInvalid = Boolean(inviter.error && (inviter.error.status === 404 || inviter.error.status === 400));

  const answer = (itemId: string, value: number) => {
    const next = { ...answers, [itemId]: value };
    setAnswers(next);
    writeDraft(next);
  };

  const invitation = inviteToken && !invitationInvalid ? inviteToken : undefined;

  const submit = () => {
    if (submission.isPending) return;
    submission.mutate(
      {
        answers,
        lang,
        invitation: invitation ? { token: invitation, profile: inviter.data } : undefined,
      },
      {
        onSuccess: (data) => {
          clearDraft();
          setAnswers({});
          setParams({ result: data.share_token }, { replace: true });
        },
      },
    );
  };

  const restart = () => {
    submission.reset();
    setParams({}, { replace: false });
  };

  let body;
  if (resultToken && shown.data) {
    body = (
      <ResultView
        own={shown.data.result}
        ownToken={resultToken}
        partner={shown.data.partner?.result}
        apiComparison={shown.data.comparison}
        invited={invited}
        refreshing={shown.isFetching}
        onRefresh={() => void shown.refetch()}
        onRestart={restart}
      />
    );
  } else if (resultToken && shown.error) {
    const missing = shown.error.status === 404;
    body = (
      <Alert
        tone="error"
        data-testid="values-load-error"
        actions={
          <>
            {!missing && <Button onClick={() => void shown.refetch()}>{t('common.error.retry')}</Button>}
            <Button $variant="secondary" onClick={restart}>
              {t('valuesRadar.result.restart')}
            </Button>
          </>
        }
      >
        <p>{t(missing ? 'valuesRadar.errors.notFound' : 'valuesRadar.errors.load')}</p>
      </Alert>
    );
  } else if (resultToken) {
    body = (
      <Block role="status">
        <Spinner /> <span>{t('common.loading')}</span>
      </Block>
    );
  } else {
    body = (
      <>
        {inviteToken && (
          <Card data-testid="values-invite-intro" style={{ marginBottom: 24 }}>
            <h2>{t('valuesRadar.invited.title')}</h2>
            <p>{t('valuesRadar.invited.text')}</p>
            {invitationInvalid && (
              <Alert tone="info" data-testid="values-invite-invalid">
                <p>{t('valuesRadar.invited.invalid')}</p>
              </Alert>
            )}
          </Card>
        )}
        {!inviteToken && mine && (
          <Alert
            tone="info"
            data-testid="values-mine"
            actions={
              <ButtonLink to={`?result=${encodeURIComponent(mine.token)}`} variant="secondary">
                {t('valuesRadar.mine.open')}
              </ButtonLink>
            }
          >
            <p>{t('valuesRadar.mine.text')}</p>
          </Alert>
        )}
        <p>{t('values.intro', { ns: 'domain' })}</p>
        <Muted>{t('valuesRadar.form.privacy')}</Muted>
        <Questionnaire answers={answers} onAnswer={answer} onSubmit={submit} submitting={submission.isPending} />
        {submission.error && (
          <div style={{ marginTop: 16 }}>
            <Alert
              tone="error"
              data-testid="values-submit-error"
              actions={
                <Button onClick={submit} disabled={submission.isPending} data-testid="values-retry">
                  {t('common.error.retry')}
                </Button>
              }
            >
              <p>{t(errorKey(submission.error))}</p>
              <p>{t('valuesRadar.errors.kept')}</p>
            </Alert>
          </div>
        )}
      </>
    );
  }

  return (
    <div data-testid="values-radar">
      {body}
      <ValuesMethod />
    </div>
  );
}
