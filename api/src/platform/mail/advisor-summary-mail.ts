// The copy of an advisor session's summary a user asks for: the situation, the interests named,
// the options and the next steps, in the conversation's language, with a link back to the
// premium advisor. The summary's texts come from the conversation (the user's own words): they
// are escaped like everything else in a mail's HTML.
import type { AdvisorSummary } from '@cc/shared-contract';
import { buttonHtml, escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';

export interface AdvisorSummaryMailInput {
  kind: 'advisor_summary';
  lang: Lang;
  /** The conversation's title. */
  title: string;
  summary: AdvisorSummary;
  /** `${SITE_URL}/chat-advisor`: where the conversation continues. */
  link: string;
}

interface Texts {
  subject: (title: string) => string;
  intro: string;
  situation: string;
  interests: string;
  options: string;
  nextSteps: string;
  none: string;
  action: string;
  note: string;
}

const texts: Record<Lang, Texts> = {
  de: {
    subject: (title) => `Deine Zusammenfassung: ${title}`,
    intro: `hier ist die Zusammenfassung deines Gesprächs mit dem ${product}-Konfliktberater, wie du sie angefordert hast.`,
    situation: 'Die Situation',
    interests: 'Genannte Interessen und Bedürfnisse',
    options: 'Optionen',
    nextSteps: 'Nächste Schritte',
    none: 'Noch nichts genannt.',
    action: 'Gespräch fortsetzen',
    note: 'Der Konfliktberater ist eine KI. Er ersetzt keine Rechts-, Therapie- oder ärztliche Beratung. Du kannst das Gespräch jederzeit in deinem Konto löschen.',
  },
  en: {
    subject: (title) => `Your summary: ${title}`,
    intro: `here is the summary of your conversation with the ${product} conflict advisor, as you asked for it.`,
    situation: 'The situation',
    interests: 'Interests and needs named',
    options: 'Options',
    nextSteps: 'Next steps',
    none: 'Nothing named yet.',
    action: 'Continue the conversation',
    note: 'The conflict advisor is an AI. It does not replace legal, therapeutic or medical advice. You can delete the conversation in your account at any time.',
  },
};

interface Section {
  heading: string;
  paragraph?: string;
  points?: string[];
}

function sections(t: Texts, summary: AdvisorSummary): Section[] {
  return [
    { heading: t.situation, paragraph: summary.situation || t.none },
    { heading: t.interests, points: summary.interests },
    { heading: t.options, points: summary.options },
    { heading: t.nextSteps, points: summary.next_steps },
  ];
}

function sectionText(t: Texts, section: Section): string {
  const body = section.points
    ? section.points.length
      ? section.points.map((point) => `- ${point}`)
      : [t.none]
    : [section.paragraph ?? ''];
  return [section.heading, '-'.repeat(Math.min(section.heading.length, 72)), ...body, ''].join('\n');
}

function sectionHtml(t: Texts, section: Section): string {
  const heading = `<h2 style="margin:28px 0 8px;font-size:17px;color:#1c3d5a;">${escapeHtml(section.heading)}</h2>`;
  if (!section.points) return `${heading}\n<p>${escapeHtml(section.paragraph ?? '')}</p>`;
  if (!section.points.length) return `${heading}\n<p>${escapeHtml(t.none)}</p>`;
  const items = section.points.map((point) => `<li style="margin-bottom:8px;">${escapeHtml(point)}</li>`).join('');
  return `${heading}\n<ul style="padding-left:20px;">${items}</ul>`;
}

export function renderAdvisorSummaryMail(input: AdvisorSummaryMailInput): MailContent {
  const t = texts[input.lang];
  // The title is the user's text: one line in a header.
  const subject = t.subject(input.title.replace(/\s+/g, ' ').trim());
  const parts = sections(t, input.summary);
  const text = mailText(input.lang, [
    t.intro,
    '',
    ...parts.map((section) => sectionText(t, section)),
    `${t.action}:`,
    input.link,
    '',
    t.note,
  ]);
  const html = mailHtml(
    input.lang,
    subject,
    `<p>${escapeHtml(t.intro)}</p>
${parts.map((section) => sectionHtml(t, section)).join('\n')}
${buttonHtml(input.link, t.action)}
<p style="color:#52606d;font-size:14px;">${escapeHtml(t.note)}</p>`,
  );
  return { subject, text, html };
}
