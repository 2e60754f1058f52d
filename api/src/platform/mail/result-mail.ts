// The copy of an assessment result a visitor gets by mail: the main result of the analysis, the
// style test or the values radar in the visitor's language, and the share link to the full page.
// The domain's own texts (category descriptions, measures, Glasl stages, styles, values) come
// from shared-domain, so the mail says exactly what the results page says.
import {
  type AssessmentResult,
  type ConflictAnalysisResult,
  type ConflictStyleResult,
  type ValuesResult,
  analysisRecommendation,
  conflictStyleDefinitions,
  domainText,
  escalationTextKeys,
  styleTextKeys,
  valuesTextKeys,
  valueDefinitions,
} from '@cc/shared-domain';
import { buttonHtml, escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';

export interface ResultMailInput {
  kind: 'assessment_result';
  lang: Lang;
  /** The scored result, as stored. */
  result: AssessmentResult;
  /** `${SITE_URL}/results/<type>?id=…&token=…`: the results page, readable with the share token. */
  link: string;
}

interface Texts {
  subject: Record<AssessmentResult['type'], string>;
  intro: string;
  focus: string;
  measures: string;
  phase: string;
  helper: string;
  topValues: string;
  action: string;
  linkNote: string;
  reason: string;
}

const texts: Record<Lang, Texts> = {
  de: {
    subject: {
      'conflict-analysis': 'Dein Ergebnis der Team-Konfliktanalyse',
      'conflict-style': 'Dein Ergebnis des Konfliktstil-Tests',
      values: 'Dein Ergebnis des Werte-Radars',
    },
    intro:
      'hier ist eine Kopie deines Ergebnisses. Online findest du es mit allen Details, Diagrammen und nächsten Schritten.',
    focus: 'Dein Schwerpunkt',
    measures: 'Drei Maßnahmen für den Anfang',
    phase: 'Phase',
    helper: 'Wer helfen kann',
    topValues: 'Deine wichtigsten Werte',
    action: 'Ergebnis online ansehen',
    linkNote: 'Jede Person mit diesem Link kann das Ergebnis sehen. Leite ihn nur weiter, wenn du das möchtest.',
    reason: `Du erhältst diese E-Mail, weil du bei ${product} einen Test abgeschlossen und eine Kopie an diese Adresse gewünscht hast.`,
  },
  en: {
    subject: {
      'conflict-analysis': 'Your team conflict analysis result',
      'conflict-style': 'Your conflict style test result',
      values: 'Your values radar result',
    },
    intro: 'here is a copy of your result. Online you will find it with all details, charts and next steps.',
    focus: 'Your main area',
    measures: 'Three measures to start with',
    phase: 'Phase',
    helper: 'Who can help',
    topValues: 'Your most important values',
    action: 'View your result online',
    linkNote: 'Anyone with this link can see the result. Only forward it if you want to.',
    reason: `You receive this email because you completed a test at ${product} and asked for a copy at this address.`,
  },
};

/** One block of the mail: a heading, paragraphs and an optional list of titled points. */
interface Section {
  heading: string;
  paragraphs: string[];
  points?: { title: string; text: string }[];
}

function analysisSections(lang: Lang, t: Texts, result: ConflictAnalysisResult): Section[] {
  const d = (key: string, params?: Record<string, string | number>) => domainText(lang, key, params);
  const r = analysisRecommendation(result);
  return [
    {
      heading: `${t.focus}: ${d(r.nameKey)}`,
      paragraphs: [d(r.descriptionKey)],
    },
    {
      heading: t.measures,
      paragraphs: [d(r.stepUpKey)],
      points: r.measures.map((measure) => ({ title: d(measure.titleKey), text: d(measure.textKey) })),
    },
    {
      heading: d(escalationTextKeys.titleKey),
      paragraphs: [
        `${d(escalationTextKeys.stageLabelKey, { stage: r.stage })}: ${d(r.stageNameKey)}. ${d(r.stageDescriptionKey)}`,
        `${t.phase}: ${d(r.phaseNameKey)}. ${d(r.phaseDescriptionKey)}`,
        `${t.helper}: ${d(r.helperKey)}`,
        `${d(escalationTextKeys.nextStepTitleKey)}: ${d(r.nextStepKey)}`,
        ...(r.careNoteKey ? [d(r.careNoteKey)] : []),
        ...(r.certaintyKey ? [[r.certaintyKey, ...r.caveatKeys].map((key) => d(key)).join(' ')] : []),
        d(r.orientationNoteKey),
      ],
    },
  ];
}

function styleSections(lang: Lang, result: ConflictStyleResult): Section[] {
  const d = (key: string) => domainText(lang, key);
  const dominant = conflictStyleDefinitions[result.dominant];
  const leastUsed = conflictStyleDefinitions[result.leastUsed];
  return [
    {
      heading: `${d(styleTextKeys.dominantKey)}: ${d(dominant.nameKey)}`,
      paragraphs: [d(dominant.descriptionKey), d(dominant.tipDominantKey)],
    },
    {
      heading: `${d(styleTextKeys.leastUsedKey)}: ${d(leastUsed.nameKey)}`,
      paragraphs: [d(leastUsed.descriptionKey), d(leastUsed.tipLeastUsedKey)],
    },
    ...(result.balanced ? [{ heading: '', paragraphs: [d(styleTextKeys.balancedKey)] }] : []),
  ];
}

function valuesSections(lang: Lang, t: Texts, result: ValuesResult): Section[] {
  const d = (key: string) => domainText(lang, key);
  return [
    {
      heading: t.topValues,
      paragraphs: [d(valuesTextKeys.centredNoteKey)],
      points: result.top.map((value) => ({
        title: d(valueDefinitions[value].nameKey),
        text: d(valueDefinitions[value].descriptionKey),
      })),
    },
  ];
}

function sectionsFor(lang: Lang, t: Texts, result: AssessmentResult): Section[] {
  switch (result.type) {
    case 'conflict-analysis':
      return analysisSections(lang, t, result);
    case 'conflict-style':
      return styleSections(lang, result);
    case 'values':
      return valuesSections(lang, t, result);
  }
}

function sectionText(section: Section): string {
  return [
    // Underlined rather than upper-cased: names must read as on the results page.
    ...(section.heading ? [section.heading, '-'.repeat(Math.min(section.heading.length, 72)), ''] : []),
    ...section.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(section.points ?? []).flatMap((point) => [`- ${point.title}: ${point.text}`, '']),
  ].join('\n');
}

function sectionHtml(section: Section): string {
  const heading = section.heading
    ? `<h2 style="margin:28px 0 8px;font-size:17px;color:#1c3d5a;">${escapeHtml(section.heading)}</h2>\n`
    : '';
  const paragraphs = section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const points = section.points?.length
    ? `\n<ul style="padding-left:20px;">${section.points
        .map(
          (point) =>
            `<li style="margin-bottom:8px;"><strong>${escapeHtml(point.title)}</strong>: ${escapeHtml(point.text)}</li>`,
        )
        .join('')}</ul>`
    : '';
  return `${heading}${paragraphs}${points}`;
}

export function renderResultMail(input: ResultMailInput): MailContent {
  const t = texts[input.lang];
  const subject = t.subject[input.result.type];
  const sections = sectionsFor(input.lang, t, input.result);
  const text = mailText(input.lang, [
    t.intro,
    '',
    ...sections.map(sectionText),
    `${t.action}:`,
    input.link,
    t.linkNote,
    '',
    t.reason,
  ]);
  const html = mailHtml(
    input.lang,
    subject,
    `<p>${escapeHtml(t.intro)}</p>
${sections.map(sectionHtml).join('\n')}
${buttonHtml(input.link, t.action)}
<p style="color:#52606d;font-size:14px;">${escapeHtml(t.linkNote)}<br>${escapeHtml(t.reason)}</p>`,
  );
  return { subject, text, html };
}
