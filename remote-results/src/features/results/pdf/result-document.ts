// What the PDF of a result says: the same texts as the results page, as plain sections.
import {
  type ConflictAnalysisResult,
  type ConflictStyleResult,
  type SourceReference,
  analysisMethod,
  analysisRecommendation,
  conflictStyleDefinitions,
  conflictStyles,
  resultCategories,
  scoreLevelKeys,
  site,
  styleMethod,
} from '@cc/shared-domain';
import type { PdfDocument, PdfSection } from './pdf';

/** `t` bound to the results page's namespaces; `d` reads the "domain" namespace. */
export interface Texts {
  t: (key: string, options?: Record<string, unknown>) => string;
  d: (key: string, options?: Record<string, unknown>) => string;
}

export interface DocumentMeta {
  /** When the result was made, formatted for the page language. */
  date: string;
  /** The address of the result online. */
  link: string;
}

function methodSection(
  { d }: Texts,
  method: { titleKey: string; paragraphKeys: readonly string[]; sources: readonly SourceReference[] },
): PdfSection {
  return {
    heading: d(method.titleKey),
    paragraphs: method.paragraphKeys.map((key) => d(key)),
    items: method.sources.map((source) => `${d(source.citationKey)}${source.url ? ` ${source.url}` : ''}`),
  };
}

const frame = ({ t }: Texts, type: 'conflict-analysis' | 'conflict-style', meta: DocumentMeta) => ({
  title: t(`resultsPage.title.${type}`),
  subtitle: t('result.pdf.subtitle', { date: meta.date, product: site.productName }),
  footer: `${site.productName} · ${meta.link}`,
});

export function analysisDocument(texts: Texts, result: ConflictAnalysisResult, meta: DocumentMeta): PdfDocument {
  const { t, d } = texts;
  const rec = analysisRecommendation(result);
  const scores = resultCategories.map(
    (category) =>
      `${t('result.chart.item', { name: d(`analysis.categories.${category}.name`), value: result.scores[category] })} (${d(scoreLevelKeys[result.levels?.[category] ?? 'low'])})`,
  );
  return {
    ...frame(texts, 'conflict-analysis', meta),
    sections: [
      {
        heading: t('result.analysis.primaryTitle', { name: d(rec.nameKey) }),
        paragraphs: [
          d(rec.descriptionKey),
          ...(rec.tieNoteKey ? [d(rec.tieNoteKey)] : []),
          `${t('result.analysis.stepUpTitle')}: ${d(rec.stepUpKey)}`,
          `${t('result.analysis.measuresTitle')}:`,
        ],
        items: rec.measures.map((m) => `${d(m.titleKey)}: ${d(m.textKey)}`),
      },
      { heading: t('result.analysis.scoresTitle'), paragraphs: scores },
      {
        heading: d('analysis.escalation.title'),
        paragraphs: [
          `${d('analysis.escalation.stageLabel', { stage: rec.stage })}: ${d(rec.stageNameKey)}. ${d(rec.stageDescriptionKey)}`,
          ...(rec.certaintyKey ? [[rec.certaintyKey, ...rec.caveatKeys].map((key) => d(key)).join(' ')] : []),
          `${t('result.analysis.phase', { name: d(rec.phaseNameKey) })}. ${d(rec.phaseDescriptionKey)}`,
          `${t('result.analysis.helperTitle')}: ${d(rec.helperKey)}`,
          `${d('analysis.escalation.nextStepTitle')}: ${d(rec.nextStepKey)}`,
          ...(rec.careNoteKey ? [d(rec.careNoteKey)] : []),
          ...(rec.noSignalsKey ? [d(rec.noSignalsKey)] : []),
          d(rec.orientationNoteKey),
        ],
      },
      methodSection(texts, analysisMethod),
    ],
  };
}

export function styleDocument(texts: Texts, result: ConflictStyleResult, meta: DocumentMeta): PdfDocument {
  const { t, d } = texts;
  const card = (
    heading: string,
    style: (typeof conflictStyles)[number],
    tipKey: 'tipDominantKey' | 'tipLeastUsedKey',
  ) => {
    const definition = conflictStyleDefinitions[style];
    return {
      heading: `${heading}: ${d(definition.nameKey)}`,
      paragraphs: [
        d(definition.descriptionKey),
        `${t('result.style.helps')}: ${d(definition.helpsKey)}`,
        `${t('result.style.harms')}: ${d(definition.harmsKey)}`,
        `${t('result.style.tip')}: ${d(definition[tipKey])}`,
      ],
    };
  };
  return {
    ...frame(texts, 'conflict-style', meta),
    sections: [
      {
        heading: t('result.style.profileTitle'),
        paragraphs: [
          ...conflictStyles.map((s) =>
            t('result.chart.item', { name: d(conflictStyleDefinitions[s].nameKey), value: result.scores[s] }),
          ),
          ...(result.balanced ? [d('style.balanced')] : []),
        ],
      },
      card(d('style.dominant'), result.dominant, 'tipDominantKey'),
      card(d('style.leastUsed'), result.leastUsed, 'tipLeastUsedKey'),
      methodSection(texts, styleMethod),
    ],
  };
}
