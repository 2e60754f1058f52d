// The result of a team round, for the owner's page and the shared (read-only) page: aggregates only,
// as the api publishes them (shared-contract's teamRoundResult), plus, when this browser answered,
// the member's own scores next to the team's (kept only here, see member-storage.ts).
import { useState } from 'react';
import styled from 'styled-components';
import type { TeamRoundResult } from '@cc/shared-contract';
import {
  type GlaslPhase,
  type ResultCategory,
  type ScoreLevel,
  agreementScale,
  analysisCategories,
  analysisMethod,
  escalationHelperKey,
  escalationNextStepKey,
  escalationTextKeys,
  glaslPhaseKeys,
  glaslPhases,
  glaslStages,
  scoreLevelKeys,
  site,
  teamAgreementThresholds,
  teamRoundThreshold,
} from '@cc/shared-domain';
import { formatDateTime, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Badge, Button, ButtonLink } from '@cc/shared-ui';
import { Alert } from '@cc/shared-ui/forms';
import { MeasureList, MethodSection, NextSteps, Note, Section } from '../../../common/result-parts';
import { ScoreChart } from '../../../common/ScoreChart';
import { Muted } from '../../../common/styles';
import { forgetOwnResult, type OwnTeamResult, readOwnResult } from '../member-storage';
import { StackedBar } from './StackedBar';
import '../texts';

/** Low to high: light to dark of the primary colour. */
const levelColors: Record<ScoreLevel, string> = { low: '#b9d3dc', moderate: '#5b8a9a', high: '#1f4e5f' };
/** "trifft gar nicht zu" … "trifft voll zu": disagreeing blue, neutral grey, agreeing amber. */
const answerColors = ['#1f4e5f', '#7fa6b4', '#d9d5cc', '#f2c66b', '#c98a12'] as const;
const phaseColors: Record<GlaslPhase, string> = { 'win-win': '#7fa6b4', 'win-lose': '#f2b134', 'lose-lose': '#b42318' };

const levels: readonly ScoreLevel[] = ['low', 'moderate', 'high'];

/** Numbers with at most one decimal, in the page's language ("62,4" / "62.4"). */
function useDecimal() {
  const [lang] = useLanguage();
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
}

const Areas = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 20px;
  padding: 0;
  margin: 16px 0 0;
  list-style: none;
  h3,
  h4 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 6px;
  }
`;

/** Own score and team mean of one area: label, bar, number, two rows. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) 2.6rem;
  align-items: center;
  gap: 6px 10px;
  margin: 6px 0;
  strong {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.span<{ $share: number; $color: string }>`
  display: block;
  height: 14px;
  border-radius: 4px;
  background: linear-gradient(
    to right,
    ${({ $color }) => $color} ${({ $share }) => Math.max(1, Math.min($share, 100))}%,
    ${({ theme }) => theme.color.surfaceMuted} ${({ $share }) => Math.max(1, Math.min($share, 100))}%
  );
`;

const Statements = styled.ol`
  padding-left: 1.4em;
  margin: 16px 0 0;
  > li + li {
    margin-top: 20px;
  }
  blockquote {
    margin: 0 0 4px;
    font-weight: 600;
  }
  p {
    margin: 0 0 6px;
  }
`;

function Summary({ result }: { result: TeamRoundResult }) {
  const { t } = useTranslation('results');
  const [lang] = useLanguage();
  const date = formatDateTime(result.published_at, lang, { dateStyle: 'long' });
  return (
    <div data-testid="team-result-summary">
      <p>
        <strong>{t('teamResult.summary', { count: result.respondents, date })}</strong>
      </p>
      <Muted>{t('teamResult.rule', { threshold: teamRoundThreshold })}</Muted>
    </div>
  );
}

function PrimarySection({ result }: { result: TeamRoundResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string) => t(key, { ns: 'domain' });
  const definition = analysisCategories[result.primary];
  return (
    <Section id="team-result-primary" title={t('teamResult.primary.title', { name: d(definition.nameKey) })}>
      <p>{d(definition.descriptionKey)}</p>
      <h3>{t('teamResult.primary.measuresTitle')}</h3>
      <MeasureList measures={definition.measures} testId="team-result-measures" />
      <h3>{t('teamResult.primary.stepUpTitle')}</h3>
      <p data-testid="team-result-step-up">{d(definition.stepUpKeys[result.escalation.phase])}</p>
    </Section>
  );
}

function CategoriesSection({ result }: { result: TeamRoundResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string) => t(key, { ns: 'domain' });
  const decimal = useDecimal();
  const name = (category: ResultCategory) => d(analysisCategories[category].nameKey);
  const rows = result.categories.map((row) => ({
    key: row.category,
    label: name(row.category),
    value: row.mean,
    note: d(scoreLevelKeys[row.level]),
    highlight: row.category === result.primary,
  }));
  return (
    <Section id="team-result-categories" title={t('teamResult.categories.title')}>
      <p>{t('teamResult.categories.lead')}</p>
      <ScoreChart
        testId="team-result-chart"
        title={t('teamResult.categories.chartTitle')}
        summary={rows
          .map((row) => t('teamResult.categories.item', { name: row.label, value: decimal(row.value) }))
          .join(' · ')}
        columns={{
          label: t('result.chart.area'),
          value: t('teamResult.categories.mean'),
          note: t('result.chart.level'),
        }}
        tableLabel={t('result.chart.table')}
        rows={rows}
        format={decimal}
      />
      <h3 style={{ marginTop: 24 }}>{t('teamResult.categories.agreementTitle')}</h3>
      <Areas>
        {result.categories.map((row) => {
          const count = levels.reduce((sum, level) => sum + row.distribution[level], 0);
          return (
            <li key={row.category} data-testid={`team-result-area-${row.category}`}>
              <h4>{name(row.category)}</h4>
              <p>
                {t('teamResult.categories.meanLine', { mean: decimal(row.mean), level: d(scoreLevelKeys[row.level]) })}
              </p>
              <p>
                <strong>{t(`teamResult.categories.agreement.${row.agreement}`)}</strong> (
                {t('teamResult.categories.spread', { spread: decimal(row.spread) })})
              </p>
              <StackedBar
                label={t('teamResult.categories.distribution', { count })}
                segments={levels.map((level) => ({
                  key: level,
                  label: d(scoreLevelKeys[level]),
                  count: row.distribution[level],
                  color: levelColors[level],
                }))}
              />
            </li>
          );
        })}
      </Areas>
    </Section>
  );
}

function DisputedSection({ result }: { result: TeamRoundResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string) => t(key, { ns: 'domain' });
  const decimal = useDecimal();
  return (
    <Section id="team-result-disputed" title={t('teamResult.disputed.title')}>
      {result.disputed.length === 0 ? (
        <p>{t('teamResult.disputed.none')}</p>
      ) : (
        <>
          <p>{t('teamResult.disputed.lead')}</p>
          <Statements>
            {result.disputed.map((statement) => (
              <li key={statement.item_id} data-testid="team-result-statement">
                <blockquote>{d(`analysis.items.${statement.item_id}`)}</blockquote>
                <p>
                  <Muted as="span">
                    {t('teamResult.disputed.numbers', {
                      mean: decimal(statement.mean),
                      spread: decimal(statement.spread),
                    })}
                  </Muted>
                </p>
                <StackedBar
                  label={t('teamResult.disputed.distribution')}
                  segments={agreementScale.labelKeys.map((key, index) => ({
                    key,
                    label: d(key),
                    count: statement.distribution[index] ?? 0,
                    color: answerColors[index] ?? '#d9d5cc',
                  }))}
                />
              </li>
            ))}
          </Statements>
        </>
      )}
    </Section>
  );
}

function EscalationSection({ result }: { result: TeamRoundResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string, options?: Record<string, unknown>) => t(key, { ns: 'domain', ...options });
  const { stage, phase, helper, phases } = result.escalation;
  const stageDefinition = glaslStages[stage - 1];
  const phaseKeys = glaslPhaseKeys(phase);
  return (
    <Section id="team-result-escalation" title={t('teamResult.escalation.title')}>
      <p>
        <Badge $tone="accent">{d(escalationTextKeys.stageLabelKey, { stage })}</Badge>{' '}
        <strong data-testid="team-result-stage-name">{stageDefinition && d(stageDefinition.nameKey)}</strong>
      </p>
      {stageDefinition && <p>{d(stageDefinition.descriptionKey)}</p>}
      <p>{t('teamResult.escalation.median')}</p>
      <h3>{t('teamResult.escalation.phasesTitle')}</h3>
      <StackedBar
        testId="team-result-phases"
        label={t('teamResult.escalation.phasesTitle')}
        segments={glaslPhases.map((key) => ({
          key,
          label: d(glaslPhaseKeys(key).nameKey),
          count: phases[key],
          color: phaseColors[key],
        }))}
      />
      <h3>{t('teamResult.escalation.phase', { name: d(phaseKeys.nameKey) })}</h3>
      <p>{d(phaseKeys.descriptionKey)}</p>
      {phase === 'lose-lose' && <Note>{d(escalationTextKeys.careNoteKey)}</Note>}
      <h3>{t('teamResult.escalation.helperTitle')}</h3>
      <p data-testid="team-result-helper">{d(escalationHelperKey(helper))}</p>
      <h3>{t('teamResult.escalation.nextStepTitle')}</h3>
      <p>{d(escalationNextStepKey(helper))}</p>
      {helper === 'mediator' && (
        <p>
          <ButtonLink to="/experts">{t('result.next.findMediator')}</ButtonLink>
        </p>
      )}
      {helper === 'arbitration' && (
        <p>
          <ButtonLink href={site.links.booking}>{t('result.next.booking')}</ButtonLink>
        </p>
      )}
      <Note data-testid="team-result-orientation">{t('teamResult.escalation.orientation')}</Note>
    </Section>
  );
}

function OwnComparison({
  result,
  own,
  onForget,
}: {
  result: TeamRoundResult;
  own: OwnTeamResult;
  onForget: () => void;
}) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string) => t(key, { ns: 'domain' });
  const decimal = useDecimal();
  const ownStage = glaslStages[own.result.escalation.stage - 1];
  const teamStage = glaslStages[result.escalation.stage - 1];
  // Published before this browser answered: the answers are not part of this version yet.
  const notIncluded = Date.parse(own.answered_at) > Date.parse(result.published_at);
  const difference = (value: number) => {
    const rounded = Math.round(value * 10) / 10;
    if (rounded === 0) return t('teamResult.own.same');
    return t(rounded > 0 ? 'teamResult.own.above' : 'teamResult.own.below', { value: decimal(Math.abs(rounded)) });
  };
  return (
    <Section id="team-result-own" title={t('teamResult.own.title')}>
      <p>{t('teamResult.own.lead')}</p>
      <Areas>
        {result.categories.map((row) => {
          const mine = own.result.scores[row.category];
          return (
            <li key={row.category} data-testid={`team-result-own-${row.category}`}>
              <h3>{d(analysisCategories[row.category].nameKey)}</h3>
              <Pair>
                <span>{t('teamResult.own.you')}</span>
                <Track $share={mine} $color="#c98a12" aria-hidden="true" />
                <strong>{decimal(mine)}</strong>
                <span>{t('teamResult.own.team')}</span>
                <Track $share={row.mean} $color="#1f4e5f" aria-hidden="true" />
                <strong>{decimal(row.mean)}</strong>
              </Pair>
              <p>{difference(mine - row.mean)}</p>
            </li>
          );
        })}
      </Areas>
      <p style={{ marginTop: 16 }}>
        {t('teamResult.own.stage', {
          own: own.result.escalation.stage,
          ownName: ownStage ? d(ownStage.nameKey) : '',
          team: result.escalation.stage,
          teamName: teamStage ? d(teamStage.nameKey) : '',
        })}
      </p>
      {notIncluded && <p>{t('teamResult.own.notIncluded', { threshold: teamRoundThreshold })}</p>}
      <Note data-testid="team-result-own-note">{t('teamResult.own.note')}</Note>
      <Button $variant="secondary" onClick={onForget}>
        {t('teamResult.own.forget')}
      </Button>
    </Section>
  );
}

/** The team's result: primary area with measures, the three areas, disputed statements, Glasl stage, own comparison. */
export function TeamResultView({ result, roundId }: { result: TeamRoundResult; roundId: string }) {
  const { t } = useTranslation('results');
  // Read once per round: the entry only changes by this browser answering (another page) or forgetting it (here).
  const [own, setOwn] = useState(() => readOwnResult(roundId));
  const [shownFor, setShownFor] = useState(roundId);
  const [forgotten, setForgotten] = useState(false);
  if (shownFor !== roundId) {
    setShownFor(roundId);
    setOwn(readOwnResult(roundId));
    setForgotten(false);
  }
  return (
    <div data-testid="team-result">
      <Summary result={result} />
      <PrimarySection result={result} />
      <CategoriesSection result={result} />
      {own && (
        <OwnComparison
          result={result}
          own={own}
          onForget={() => {
            forgetOwnResult(roundId);
            setOwn(null);
            setForgotten(true);
          }}
        />
      )}
      {forgotten && (
        <div style={{ marginTop: 24 }}>
          <Alert tone="success">
            <p>{t('teamResult.own.forgotten')}</p>
          </Alert>
        </div>
      )}
      <DisputedSection result={result} />
      <EscalationSection result={result} />
      <Section id="team-result-method" title={t('teamResult.method.title')}>
        <p>{t('teamResult.method.tallies')}</p>
        <p>{t('teamResult.method.numbers', teamAgreementThresholds)}</p>
        <p>{t('teamResult.rule', { threshold: teamRoundThreshold })}</p>
      </Section>
      <MethodSection {...analysisMethod} />
      <NextSteps checklist="konflikt-analyse" />
    </div>
  );
}

/** Below the threshold: how many answered (never who), and why nothing shows yet. */
export function TeamResultPending({
  answered,
  threshold,
  status,
}: {
  answered: number;
  threshold: number;
  status: 'open' | 'closed';
}) {
  const { t } = useTranslation('results');
  return (
    <Section id="team-result-pending" title={t('teamResult.pending.title')}>
      <p>{t(`teamResult.pending.${status}`, { answered, threshold })}</p>
      <Muted>{t('teamResult.rule', { threshold })}</Muted>
    </Section>
  );
}
