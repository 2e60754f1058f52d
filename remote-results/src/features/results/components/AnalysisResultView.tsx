import {
  type ConflictAnalysisResult,
  analysisMethod,
  analysisRecommendation,
  resultCategories,
  scoreLevelKeys,
  site,
} from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { Badge, ButtonLink } from '@cc/shared-ui';
import { ScoreChart } from '../../../common/ScoreChart';
import { MeasureList, MethodSection, NextSteps, Note, Section } from '../../../common/result-parts';

/** The team conflict analysis: primary category and measures, scores, escalation, method, next steps. */
export function AnalysisResultView({ result }: { result: ConflictAnalysisResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string, options?: Record<string, unknown>) => t(key, { ns: 'domain', ...options });
  const rec = analysisRecommendation(result);
  const name = (category: string) => d(`analysis.categories.${category}.name`);
  const rows = resultCategories.map((category) => ({
    key: category,
    label: name(category),
    value: result.scores[category],
    note: d(scoreLevelKeys[result.levels?.[category] ?? 'low']),
    highlight: category === result.primary,
  }));
  return (
    <>
      <Section id="result-primary" title={t('result.analysis.primaryTitle', { name: d(rec.nameKey) })}>
        <p>{d(rec.descriptionKey)}</p>
        {rec.tieNoteKey && <Note>{d(rec.tieNoteKey)}</Note>}
        <h3>{t('result.analysis.measuresTitle')}</h3>
        <MeasureList measures={rec.measures} testId="result-measures" />
        <h3>{t('result.analysis.stepUpTitle')}</h3>
        <p data-testid="result-step-up">{d(rec.stepUpKey)}</p>
      </Section>

      <Section id="result-scores" title={t('result.analysis.scoresTitle')}>
        <ScoreChart
          testId="result-chart"
          title={t('result.analysis.scoresTitle')}
          summary={rows.map((row) => t('result.chart.item', { name: row.label, value: row.value })).join(' · ')}
          columns={{ label: t('result.chart.area'), value: t('result.chart.score'), note: t('result.chart.level') }}
          tableLabel={t('result.chart.table')}
          rows={rows}
        />
      </Section>

      <Section id="result-escalation" title={d('analysis.escalation.title')}>
        <p>
          <Badge $tone="accent">{d('analysis.escalation.stageLabel', { stage: rec.stage })}</Badge>{' '}
          <strong data-testid="result-stage-name">{d(rec.stageNameKey)}</strong>
        </p>
        <p>{d(rec.stageDescriptionKey)}</p>
        {rec.careNoteKey && <Note data-testid="result-care-note">{d(rec.careNoteKey)}</Note>}
        {rec.certaintyKey && (
          <div data-testid="result-certainty">
            <h3>{d('analysis.escalation.certaintyTitle')}</h3>
            <p>
              <strong>{d(rec.certaintyKey)}</strong>
            </p>
            {rec.caveatKeys.length > 0 && (
              <ul>
                {rec.caveatKeys.map((key) => (
                  <li key={key}>{d(key)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {rec.noSignalsKey && <p>{d(rec.noSignalsKey)}</p>}
        <h3>{t('result.analysis.phase', { name: d(rec.phaseNameKey) })}</h3>
        <p>{d(rec.phaseDescriptionKey)}</p>
        <h3>{t('result.analysis.helperTitle')}</h3>
        <p data-testid="result-helper">{d(rec.helperKey)}</p>
        <h3>{d('analysis.escalation.nextStepTitle')}</h3>
        <p data-testid="result-next-step">{d(rec.nextStepKey)}</p>
        {/* A mediator helps: the directory of verified mediators and coaches; beyond that, our own consultancy. */}
        {rec.helper === 'mediator' && (
          <p>
            <ButtonLink to="/experts" data-testid="result-find-expert">
              {t('result.next.findMediator')}
            </ButtonLink>
          </p>
        )}
        {rec.helper === 'arbitration' && (
          <p>
            <ButtonLink href={site.links.booking}>{t('result.next.booking')}</ButtonLink>
          </p>
        )}
        <Note data-testid="result-orientation">{d(rec.orientationNoteKey)}</Note>
      </Section>

      <MethodSection {...analysisMethod} />
      <NextSteps
        checklist="konflikt-analyse"
        result={{ type: 'conflict-analysis', primary: result.primary, escalation: { stage: result.escalation.stage } }}
      />
    </>
  );
}
