import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CallErrorCode } from '@cc/shared-auth';
import { type Answers, type ValuesComparison, type ValuesResult } from '@cc/shared-domain';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Alert, Button, ButtonLink, Card, Spinner } from '@cc/shared-ui';
import { Block, Muted } from '../../common/styles';
import { type ApiError } from '../../common/api';
import { loadShared, submitValues } from './api/values';
import { Questionnaire } from './Questionnaire';
import { ResultView, ValuesMethod } from './ResultView';
import { clearDraft, readDraft, readMine, writeDraft, writeMine } from './storage';
import './texts';

interface Shown {
  token: string;
  own: ValuesResult;
  partner?: ValuesResult;
  apiComparison?: ValuesComparison;
  invited: boolean;
}

/** How often the inviter's page asks whether the partner has answered. */
const partnerPollMs = 20_000;

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
  const resultToken = params.get('result');
  const inviteToken = params.get('invite');

  const [answers, setAnswers] = useState<Answers>(readDraft);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(false);
  const [inviter, setInviter] = useState<{ token: string; result?: ValuesResult; invalid: boolean } | null>(null);
  const mine = readMine();

  // `?result=<token>`: the own result, with the partner's once they have answered.
  const load = useCallback(async (token: string, quiet = false) => {
    if (!quiet) setLoading(true);
    const { data, error } = await loadShared(token);
    if (!quiet) setLoading(false);
    if (error) {
      if (!quiet) setLoadError(error);
      return;
    }
    setLoadError(null);
    const stored = readMine();
    setShown((current) => ({
      token,
      own: data.result,
      partner: data.partner?.result ?? (current?.token === token ? current.partner : undefined),
      apiComparison: data.comparison,
      invited: current?.token === token ? current.invited : Boolean(stored?.token === token && stored.invitedBy),
    }));
  }, []);

  const shownToken = shown?.token ?? null;
  useEffect(() => {
    if (resultToken && resultToken !== shownToken) void load(resultToken);
  }, [resultToken, shownToken, load]);

  // The inviter waits for the partner: ask again now and then.
  const waiting = Boolean(shown && !shown.partner && !shown.invited && resultToken === shown.token);
  useEffect(() => {
    if (!waiting || !resultToken) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load(resultToken, true);
    }, partnerPollMs);
    return () => window.clearInterval(timer);
  }, [waiting, resultToken, load]);

  // `?invite=<token>`: check the invitation and keep the inviter's profile for the overlay.
  useEffect(() => {
    if (!inviteToken || resultToken) return;
    let active = true;
    void loadShared(inviteToken).then(({ data, error }) => {
      if (!active) return;
      setInviter({
        token: inviteToken,
        result: data?.result,
        invalid: Boolean(error && (error.status === 404 || error.status === 400)),
      });
    });
    return () => {
      active = false;
    };
  }, [inviteToken, resultToken]);

  const answer = (itemId: string, value: number) => {
    const next = { ...answers, [itemId]: value };
    setAnswers(next);
    writeDraft(next);
  };

  const invitation = inviteToken && !(inviter?.token === inviteToken && inviter.invalid) ? inviteToken : undefined;

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    const { data, error } = await submitValues({ answers, lang, compareWith: invitation });
    setSubmitting(false);
    if (error) {
      setSubmitError(error);
      return;
    }
    writeMine({
      token: data.share_token,
      createdAt: data.created_at,
      ...(invitation ? { invitedBy: invitation } : {}),
    });
    clearDraft();
    setAnswers({});
    setShown({
      token: data.share_token,
      own: data.result,
      partner: invitation && inviter?.token === invitation ? inviter.result : undefined,
      apiComparison: data.comparison,
      invited: Boolean(invitation),
    });
    setParams({ result: data.share_token }, { replace: true });
  };

  const restart = () => {
    setShown(null);
    setLoadError(null);
    setParams({}, { replace: false });
  };

  let body;
  if (resultToken && shown?.token === resultToken) {
    body = (
      <ResultView
        own={shown.own}
        ownToken={shown.token}
        partner={shown.partner}
        apiComparison={shown.apiComparison}
        invited={shown.invited}
        refreshing={loading}
        onRefresh={() => void load(shown.token, false)}
        onRestart={restart}
      />
    );
  } else if (resultToken && loadError) {
    const missing = loadError.status === 404;
    body = (
      <Alert
        tone="error"
        data-testid="values-load-error"
        actions={
          <>
            {!missing && <Button onClick={() => void load(resultToken)}>{t('common.error.retry')}</Button>}
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
            {inviter?.token === inviteToken && inviter.invalid && (
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
        <Questionnaire answers={answers} onAnswer={answer} onSubmit={() => void submit()} submitting={submitting} />
        {submitError && (
          <div style={{ marginTop: 16 }}>
            <Alert
              tone="error"
              data-testid="values-submit-error"
              actions={
                <Button onClick={() => void submit()} disabled={submitting} data-testid="values-retry">
                  {t('common.error.retry')}
                </Button>
              }
            >
              <p>{t(errorKey(submitError))}</p>
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
