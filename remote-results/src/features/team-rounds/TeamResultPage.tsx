// /team-results/:token: the team result through the read-only link its owner shared. No owner
// actions, no sign-in; a revoked or unknown link is "not found".
import { useParams } from 'react-router';
import { sharedTeamResultParams } from '@cc/shared-contract';
import { hasErrorCode, apiErrorText } from '@cc/shared-auth/api-errors';
import { DocumentTitle, useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, ErrorScreen, Spinner } from '@cc/shared-ui';
import { PageIntro } from '@cc/shared-ui/forms';
import { ResultPage } from '../../common/result-parts';
import { Muted } from '../../common/styles';
import { useSharedTeamResult } from './api/team-invitations';
import { TeamResultPending, TeamResultView } from './components/TeamResultView';
import './texts';

function NotFound() {
  const { t } = useTranslation('results');
  useDocumentTitle(t('teamShared.notFound.title'));
  return (
    <div data-testid="team-shared-not-found">
      <PageIntro
        title={t('teamShared.notFound.title')}
        lead={t('teamShared.notFound.text')}
        links={[{ label: t('teamShared.home'), to: '/' }]}
      />
    </div>
  );
}

function SharedResult({ token }: { token: string }) {
  const { t } = useTranslation('results');
  const query = useSharedTeamResult(token);

  if (query.isPending) {
    return (
      <ResultPage>
        <DocumentTitle text={t('teamShared.loading')} />
        <p role="status" data-testid="team-shared-loading">
          <Spinner $size={24} /> {t('teamShared.loading')}
        </p>
      </ResultPage>
    );
  }
  if (query.isError && !query.data) {
    if (hasErrorCode(query.error, 'team_round_not_found')) return <NotFound />;
    return (
      <ResultPage data-testid="team-shared-error">
        <DocumentTitle text={t('common.error.title')} />
        <ErrorScreen
          title={t('common.error.title')}
          message={apiErrorText(t, query.error)}
          actions={
            <>
              <Button onClick={() => void query.refetch()}>{t('common.error.retry')}</Button>
              <ButtonLink to="/" variant="secondary">
                {t('teamShared.home')}
              </ButtonLink>
            </>
          }
        />
      </ResultPage>
    );
  }
  const round = query.data;
  return (
    <ResultPage data-testid="team-shared-result">
      {/* The h1 names the team, which is private: history and bookmarks get a generic title. */}
      <DocumentTitle text={t('teamShared.documentTitle')} />
      <h1>{t('teamShared.title', { team: round.team_name })}</h1>
      <p data-testid="team-shared-status">
        <strong>{t(`teamShared.status.${round.status}`)}</strong> {t('teamShared.answered', { count: round.answered })}
      </p>
      <Muted>{t('teamShared.readOnly')}</Muted>
      {round.result ? (
        <TeamResultView result={round.result} roundId={round.round_id} />
      ) : (
        <TeamResultPending answered={round.answered} threshold={round.threshold} status={round.status} />
      )}
    </ResultPage>
  );
}

export default function TeamResultPage() {
  const { token = '' } = useParams();
  // A token the api could never know (too short, too long) needs no request.
  if (!sharedTeamResultParams.safeParse({ token }).success) return <NotFound />;
  return <SharedResult key={token} token={token} />;
}
