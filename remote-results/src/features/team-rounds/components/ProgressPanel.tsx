import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TeamRoundView } from '@cc/shared-contract';
import { useTranslation } from '@cc/shared-i18n';
import { VisuallyHidden } from '@cc/shared-ui';
import { Muted, Section } from './layout';

const Count = styled.p`
  font-size: 1.6rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.progress`
  width: 100%;
  height: 12px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.primary};
    transition: width 0.4s ease;
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    &::-webkit-progress-value {
      transition: none;
    }
  }
`;

/**
 * How many answered (never who), against the threshold, which counts distinct people only (the
 * owner, invitations, accounts), and when the result is next updated.
 */
export function ProgressPanel({ round }: { round: TeamRoundView }) {
  const { t } = useTranslation('results');
  const id = useId();
  const { answered, counted, threshold, result_respondents: basis } = round;
  const below = counted < threshold;
  const uncounted = answered - counted;
  const countText = below
    ? t('teamRounds.owner.progress.below', { count: counted, threshold })
    : t('teamRounds.owner.progress.reached', { count: answered });
  const announcement = useChangeAnnouncement(
    answered,
    round.has_result,
    countText,
    t('teamRounds.owner.progress.resultReady'),
  );
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="team-round-progress">
      <h2 id={`${id}-title`}>{t('teamRounds.owner.progress.title')}</h2>
      <Count>{countText}</Count>
      {below ? (
        <>
          <Bar value={counted} max={threshold} aria-label={t('teamRounds.owner.progress.bar')} />
          <p>{t('teamRounds.owner.progress.missing', { count: threshold - counted })}</p>
        </>
      ) : (
        basis > 0 && (
          <p>
            {t('teamRounds.owner.progress.basis', { count: basis })}{' '}
            {round.status === 'open' &&
              t('teamRounds.owner.progress.nextUpdate', {
                count: Math.max(1, threshold - (counted - round.result_counted)),
              })}
          </p>
        )
      )}
      {below && uncounted > 0 && (
        <p data-testid="team-round-uncounted">
          {t('teamRounds.owner.progress.uncounted', { count: uncounted, threshold })}
        </p>
      )}
      {round.owner_answered && <p>{t('teamRounds.owner.progress.ownerAnswered')}</p>}
      <Muted>
        {t('teamRounds.owner.progress.never')}
        {/* With a result, its summary right below says the rule; twice in a row read as a mistake. */}
        {!round.has_result && ` ${t('teamRounds.common.rule', { threshold })}`}
      </Muted>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Section>
  );
}

/** Says a new count (and a result that just appeared) once, not on the first paint. */
function useChangeAnnouncement(answered: number, hasResult: boolean, countText: string, resultText: string): string {
  const previous = useRef<{ answered: number; hasResult: boolean } | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = { answered, hasResult };
    if (!before || (before.answered === answered && before.hasResult === hasResult)) return;
    setText(hasResult && !before.hasResult ? `${countText}. ${resultText}` : countText);
  }, [answered, hasResult, countText, resultText]);
  return text;
}
