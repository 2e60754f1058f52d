import {
  type ConflictStyle,
  type ConflictStyleResult,
  conflictStyleDefinitions,
  conflictStyles,
  styleMethod,
} from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import { ScoreChart } from '../../../common/ScoreChart';
import { MethodSection, NextSteps, Note, Section } from '../../../common/result-parts';

function StyleCard({
  id,
  heading,
  style,
  tipKey,
  ties,
}: {
  id: string;
  heading: string;
  style: ConflictStyle;
  tipKey: 'tipDominantKey' | 'tipLeastUsedKey';
  ties: ConflictStyle[];
}) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string, options?: Record<string, unknown>) => t(key, { ns: 'domain', ...options });
  const definition = conflictStyleDefinitions[style];
  return (
    <Section id={id} title={`${heading}: ${d(definition.nameKey)}`}>
      {ties.length > 1 && (
        <p>
          {d('style.equallyStrong', { styles: ties.map((s) => d(conflictStyleDefinitions[s].nameKey)).join(', ') })}
        </p>
      )}
      <p>{d(definition.descriptionKey)}</p>
      <h3>{t('result.style.helps')}</h3>
      <p>{d(definition.helpsKey)}</p>
      <h3>{t('result.style.harms')}</h3>
      <p>{d(definition.harmsKey)}</p>
      <h3>{t('result.style.tip')}</h3>
      <p>{d(definition[tipKey])}</p>
    </Section>
  );
}

/** The conflict style profile over the five styles, the dominant and least-used style, method. */
export function StyleResultView({ result }: { result: ConflictStyleResult }) {
  const { t } = useTranslation(['results', 'domain']);
  const d = (key: string) => t(key, { ns: 'domain' });
  const rows = conflictStyles.map((style) => ({
    key: style,
    label: d(conflictStyleDefinitions[style].nameKey),
    value: result.scores[style],
    highlight: style === result.dominant,
  }));
  return (
    <>
      <Section id="result-profile" title={t('result.style.profileTitle')}>
        <ScoreChart
          testId="result-chart"
          title={t('result.style.profileTitle')}
          summary={rows.map((row) => t('result.chart.item', { name: row.label, value: row.value })).join(' · ')}
          columns={{ label: t('result.chart.style'), value: t('result.chart.score') }}
          tableLabel={t('result.chart.table')}
          rows={rows}
        />
        {result.balanced && <Note>{d('style.balanced')}</Note>}
      </Section>
      <StyleCard
        id="result-dominant"
        heading={d('style.dominant')}
        style={result.dominant}
        tipKey="tipDominantKey"
        ties={result.dominantTies}
      />
      <StyleCard
        id="result-least-used"
        heading={d('style.leastUsed')}
        style={result.leastUsed}
        tipKey="tipLeastUsedKey"
        ties={result.leastUsedTies}
      />
      <MethodSection {...styleMethod} />
      <NextSteps
        checklist="konflikt-stil"
        result={{ type: 'conflict-style', dominant: result.dominant, leastUsed: result.leastUsed }}
      />
    </>
  );
}
