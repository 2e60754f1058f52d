import styled from 'styled-components';
import type { TeamRoundSummary } from '@cc/shared-contract';
import { teamRoundPaths } from '@cc/shared-domain';
import { formatDate, formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge } from '@cc/shared-ui';
import { Link } from 'react-router';
import { isRoundClosed } from '../format';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Item = styled.li`
  padding: 12px 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  p {
    margin: 0;
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
    overflow-wrap: anywhere;
    padding: 4px 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.92rem;
`;

/** Open rounds first, then the newest. */
const order = (a: TeamRoundSummary, b: TeamRoundSummary) => {
  const closedA = isRoundClosed(a);
  if (closedA !== isRoundClosed(b)) return closedA ? 1 : -1;
  return b.created_at.localeCompare(a.created_at);
};

/** The caller's rounds: name (a link), status, answers, whether the result is ready, deadline. */
export function RoundList({ rounds }: { rounds: TeamRoundSummary[] }) {
  const { t } = useTranslation('results');
  const [language] = useLanguage();
  return (
    <List data-testid="team-rounds-list">
      {[...rounds].sort(order).map((round) => {
        const closed = isRoundClosed(round);
        return (
          <Item key={round.id} data-testid="team-rounds-item">
            <Title>
              <Link
                to={teamRoundPaths.owner(round.id)}
                aria-label={t('teamRounds.list.openLabel', { team: round.team_name })}
              >
                {round.team_name}
              </Link>
              <Badge $tone={closed ? 'neutral' : 'success'}>
                {t(closed ? 'teamRounds.common.status.closed' : 'teamRounds.common.status.open')}
              </Badge>
              {round.has_result && <Badge $tone="accent">{t('teamRounds.list.resultReady')}</Badge>}
            </Title>
            <p>{t('teamRounds.list.answered', { count: round.answered })}</p>
            <Meta>
              {[
                round.deadline && !closed
                  ? t('teamRounds.list.deadline', {
                      date: formatDateTime(round.deadline, language, { dateStyle: 'long' }),
                    })
                  : closed
                    ? null
                    : t('teamRounds.list.noDeadline'),
                t('teamRounds.list.started', { date: formatDate(round.created_at, language) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Meta>
          </Item>
        );
      })}
    </List>
  );
}
