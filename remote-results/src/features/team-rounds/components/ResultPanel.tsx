import { useId } from 'react';
import styled from 'styled-components';

import type { TeamRoundView } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { Spinner } from '@cc/shared-ui';
import { useTeamRoundResult } from '../api/team-rounds';
import { TeamResultView } from './TeamResultView';
import { Section } from './layout';
import { Failure } from './Failure';

const Result = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** The team's result once the threshold is reached (the page's sections); until then what it waits for. */
export function ResultPanel({ round }: { round: TeamRoundView }) {
  const { t } = useTranslation(['results', 'apiErrors']);
  const id = useId();
  const result = useTeamRoundResult(round);
  if (round.has_result && result.data?.result) {
    return (
      <Result>
        <TeamResultView result={result.data.result} roundId={round.id} />
      </Result>
    );
  }
  let body;
  if (!round.has_result || (result.isSuccess && !result.data.result)) {
    body = (
      <p data-testid="team-result-pending">{t('teamRounds.owner.result.pending', { threshold: round.threshold })}</p>
    );
  } else if (result.isError) {
    body = (
      <Failure
        text={t('teamRounds.owner.result.loadFailed')}
        error={result.error}
        onRetry={() => void result.refetch()}
      />
    );
  } else {
    body = (
      <p role="status">
        <Spinner $size={18} /> {t('teamRounds.common.loading')}
      </p>
    );
  }
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teamRounds.owner.result.title')}</h2>
      {body}
    </Section>
  );
}
