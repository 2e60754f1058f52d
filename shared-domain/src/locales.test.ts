// The domain texts: same keys in both languages, nothing empty, every key the definitions use exists.
import {
  analysisCategories,
  analysisItems,
  analysisMethod,
  analysisRecommendation,
  analysisSections,
  escalationCaveatKey,
  escalationCaveats,
  escalationCertainties,
  escalationCertaintyKey,
  scoreLevelKeys,
} from './analysis';
import { assessmentDefinitions } from './answers';
import { resultCategories } from './assessments';
import { checklists, toolLinks } from './checklists';
import { costCircles, costFieldSpecs, costFields, costsMethod, costsTextKeys } from './costs';
import {
  escalationHelperKey,
  escalationHelpers,
  escalationNextStepKey,
  escalationTextKeys,
  glaslPhaseKeys,
  glaslPhases,
  glaslStages,
} from './glasl';
import { type DomainLanguage, domainLanguages, domainLocales, domainText } from './locales';
import { agreementScale, similarityScale } from './scales';
import { conflictStyleDefinitions, styleItems, styleMethod, styleTextKeys } from './style';
import { valueDefinitions, valueItems, valuesMethod, valuesTextKeys } from './values';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

/** Every string under a property named "…Key" or "…Keys" (also inside arrays and records). */
function referencedKeys(value: unknown, underKey = false): string[] {
  if (typeof value === 'string') return underKey ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => referencedKeys(v, underKey));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => referencedKeys(v, underKey || /Keys?$/.test(k)));
  return [];
}

describe('domain locales', () => {
  it('have exactly the same keys in de and en', () => {
    const de = leaves(domainLocales.de).map(([k]) => k);
    const en = leaves(domainLocales.en).map(([k]) => k);
    expect(en).toEqual(de);
  });

  it.each(domainLanguages)('%s has no empty or non-string texts', (lang) => {
    for (const [key, text] of leaves(domainLocales[lang])) {
      expect([key, typeof text]).toEqual([key, 'string']);
      expect([key, (text as string).trim().length > 0]).toEqual([key, true]);
    }
  });

  it.each(domainLanguages)('%s uses the same placeholders as German', (lang) => {
    const placeholders = (text: unknown) => (String(text).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const de = new Map(leaves(domainLocales.de));
    for (const [key, text] of leaves(domainLocales[lang]))
      expect([key, placeholders(text)]).toEqual([key, placeholders(de.get(key))]);
  });

  it('resolve every key the definitions reference', () => {
    const referenced = [
      ...referencedKeys({
        analysisItems,
        analysisSections,
        analysisCategories,
        analysisMethod,
        scoreLevelKeys,
        glaslStages,
        escalationTextKeys,
        phases: glaslPhases.map(glaslPhaseKeys),
        helpers: escalationHelpers.map((h) => ({
          helperKey: escalationHelperKey(h),
          nextKey: escalationNextStepKey(h),
        })),
        certaintyKeys: escalationCertainties.map(escalationCertaintyKey),
        caveatKeys: escalationCaveats.map(escalationCaveatKey),
        styleItems,
        conflictStyleDefinitions,
        styleMethod,
        styleTextKeys,
        valueItems,
        valueDefinitions,
        valuesMethod,
        valuesTextKeys,
        costFieldSpecs,
        costsMethod,
        costsTextKeys,
        assessmentDefinitions,
        scales: [agreementScale, similarityScale],
        toolLinks,
        // The checklist titles live in the shell's "checklists" namespace, the items here.
        checklists: checklists.map(({ introKey, items, tool }) => ({ introKey, items, tool })),
      }),
      ...costFields.flatMap((f) => [costFieldSpecs[f].labelKey, costFieldSpecs[f].helpKey]),
      ...costCircles.map((c) => `costs.circles.${c}`),
      ...['required', 'number', 'integer', 'range', 'rangePercent', 'managersExceedTeam', 'turnoversExceedTeam'].map(
        (e) => `costs.errors.${e}`,
      ),
      ...['strong', 'moderate', 'weak', 'opposed', 'undetermined'].map((b) => `values.compare.bands.${b}`),
      'analysis.tieNote',
    ];
    expect(referenced.length).toBeGreaterThan(300);
    for (const lang of domainLanguages) {
      const missing = referenced.filter((key) => domainText(lang, key) === key);
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });

  it('carries the three measures of each category, in English and in German', () => {
    const titles = (lang: DomainLanguage) =>
      Object.fromEntries(
        resultCategories.map((c) => [c, analysisCategories[c].measures.map((m) => domainText(lang, m.titleKey))]),
      );
    expect(titles('en')).toEqual({
      communication: ['Regular team check-ins', 'Shared communication rules', 'Training active listening'],
      values: [
        'Develop shared values and vision',
        'See different perspectives as enrichment',
        'Create space for open exchange about values',
      ],
      structure: [
        'Define roles and responsibilities more clearly',
        'Make decision processes more transparent',
        'Collect feedback on structures',
      ],
    });
    expect(titles('de')).toEqual({
      communication: ['Regelmäßige Team-Check-ins', 'Gemeinsame Kommunikationsregeln', 'Training in aktivem Zuhören'],
      values: [
        'Gemeinsame Werte und Vision entwickeln',
        'Unterschiedliche Perspektiven als Bereicherung sehen',
        'Raum für offenen Austausch über Werte schaffen',
      ],
      structure: [
        'Rollen und Verantwortlichkeiten klarer definieren',
        'Entscheidungsprozesse transparenter gestalten',
        'Feedback zu Strukturen einholen',
      ],
    });
  });

  it('gives every item its own text', () => {
    for (const lang of domainLanguages)
      for (const items of [analysisItems, styleItems, valueItems]) {
        const texts = items.map((i) => domainText(lang, i.textKey));
        expect(new Set(texts).size).toBe(texts.length);
      }
  });

  it('uses "du" in German, not "Sie"', () => {
    // A capitalised Sie/Ihr/Ihnen after a lower-case word or a comma is the formal address
    // (at the start of a sentence it is "they" or the informal plural "ihr").
    const formal = /[a-zäöüß,]\s(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b/;
    const hits = leaves(domainLocales.de)
      .filter(([key]) => !key.startsWith('sources.'))
      .filter(([, text]) => formal.test(String(text)))
      .map(([key]) => key);
    expect(hits).toEqual([]);
  });
});

describe('domainText', () => {
  it('fills placeholders and falls back to the key', () => {
    expect(domainText('de', 'analysis.escalation.stageLabel', { stage: 4 })).toBe('Stufe 4 von 9');
    expect(domainText('en', 'analysis.escalation.stageLabel', { stage: 4 })).toBe('Stage 4 of 9');
    expect(domainText('en', 'analysis.escalation.stageLabel')).toBe('Stage {{stage}} of 9');
    expect(domainText('de', 'analysis.nope')).toBe('analysis.nope');
    expect(domainText('de', 'analysis.items')).toBe('analysis.items'); // an object, not a text
    expect(domainText('de', 'toString')).toBe('toString');
  });

  it('renders a recommendation in both languages', () => {
    const rec = analysisRecommendation({
      type: 'conflict-analysis',
      version: 1,
      scores: { communication: 10, values: 20, structure: 90 },
      levels: { communication: 'low', values: 'low', structure: 'high' },
      ranking: ['structure', 'values', 'communication'],
      primary: 'structure',
      tiedWithPrimary: ['structure'],
      escalation: {
        stage: 2,
        phase: 'win-win',
        helper: 'parties-or-moderator',
        indicators: [{ itemId: 'e2', stage: 2 }],
      },
    });
    expect(domainText('de', rec.nameKey)).toBe('Strukturkonflikt');
    expect(domainText('en', rec.stageNameKey)).toBe('Debates and polemics');
    expect(domainText('de', rec.stageNameKey)).toBe('Debatte');
  });
});
