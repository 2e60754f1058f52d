import type { TeamRoundSummary } from '@cc/shared-contract';
import { teamRoundPaths } from '@cc/shared-domain';
import { formatDate, formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge } from '@cc/shared-ui';
import { Entry, EntryList, EntryMeta, EntryTitle } from '@cc/shared-ui/forms';
import { Link } from 'react-router';
import { isRoundClosed } from '../format';

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
    <EntryList data-testid="team-rounds-list">
      {[...rounds].sort(order).map((round) => {
        const closed = isRoundClosed(round);
        return (
          <Entry key={round.id} data-testid="team-rounds-item">
            <EntryTitle>
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
            </EntryTitle>
            <p>{t('teamRounds.list.answered', { count: round.answered })}</p>
            <EntryMeta>
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
            </EntryMeta>
          </Entry>
        );
      })}
    </EntryList>
  );
}
