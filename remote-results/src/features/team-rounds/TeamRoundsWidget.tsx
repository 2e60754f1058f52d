// The dashboard's team rounds (users and guests): each round with its status, answers, whether
// the result is ready and its deadline, linking to its page; the way to start one. Nothing for
// anonymous visitors (they own no rounds). Also the page at /team-rounds.
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { teamRoundPaths, teamRoundThreshold } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, SectionCard, SplitRow } from '@cc/shared-ui';
import { QueryState } from '@cc/shared-ui/forms';
import { useOwnerIdentity, useTeamRounds } from './api/team-rounds';
import { RoundList } from './components/RoundList';
import './texts';

const Widget = styled(SectionCard)`
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Head = SplitRow;

export function TeamRoundsWidget({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation(['results', 'apiErrors']);
  const { loading, canOwn } = useOwnerIdentity();
  const rounds = useTeamRounds();
  if (loading || !canOwn) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const content = (
    <QueryState
      query={rounds}
      loading={t('teamRounds.list.loading')}
      spinnerSize={18}
      error={
        <>
          <p>{t('teamRounds.list.loadFailed')}</p>
          <p>{apiErrorText(t, rounds.error)}</p>
        </>
      }
      retry={t('teamRounds.common.retry')}
      isEmpty={(list) => list.length === 0}
      empty={
        <div data-testid="team-rounds-empty">
          <h3>{t('teamRounds.list.emptyTitle')}</h3>
          <p>{t('teamRounds.list.emptyText')}</p>
        </div>
      }
    >
      {(list) => <RoundList rounds={list} />}
    </QueryState>
  );

  return (
    <Widget aria-labelledby="team-rounds-title" data-testid="team-rounds-widget">
      <Head>
        <Heading id="team-rounds-title">{t('teamRounds.list.title')}</Heading>
        <ButtonLink to={teamRoundPaths.start} variant="secondary" data-testid="team-rounds-start">
          {t('teamRounds.list.start')}
        </ButtonLink>
      </Head>
      <p>{t('teamRounds.list.intro', { threshold: teamRoundThreshold })}</p>
      {content}
    </Widget>
  );
}

export default TeamRoundsWidget;
