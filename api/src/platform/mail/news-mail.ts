// The mails of the news subscription (api/src/modules/news): the confirmation link (double opt-in), the
// note to an address that is subscribed already, and a news issue written by an admin. Every one
// ends with the unsubscribe link (a web page that asks before it unsubscribes); the outbox row
// carries the same link as `List-Unsubscribe` header.
import { buttonHtml, escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';

interface Unsubscribable {
  lang: Lang;
  /** `<SITE_URL>/news/unsubscribe?token=…`. */
  unsubscribeLink: string;
}

export interface NewsConfirmMailInput extends Unsubscribable {
  kind: 'news_confirm';
  /** `<SITE_URL>/news/confirm?token=…`. */
  confirmLink: string;
  validHours: number;
}

export interface NewsAlreadySubscribedMailInput extends Unsubscribable {
  kind: 'news_already_subscribed';
}

export interface NewsIssueMailInput extends Unsubscribable {
  kind: 'news_issue';
  /** The admin's subject (one line). */
  subject: string;
  /** The admin's plain text; paragraphs separated by blank lines. */
  text: string;
}

export type NewsMailInput = NewsConfirmMailInput | NewsAlreadySubscribedMailInput | NewsIssueMailInput;

const texts = {
  de: {
    confirm: {
      subject: `Bitte bestätige dein Abo der Neuigkeiten von ${product}`,
      intro: `du möchtest Neuigkeiten von ${product} per E-Mail bekommen. Bitte bestätige das mit diesem Link; erst dann schicken wir dir welche.`,
      action: 'Abo bestätigen',
      validity: (hours: number) => `Der Link ist ${hours} Stunden gültig.`,
      ignore:
        'Wenn du das nicht warst, ignoriere diese E-Mail: Ohne Bestätigung bekommst du von uns keine Neuigkeiten.',
    },
    already: {
      subject: `Du bekommst die Neuigkeiten von ${product} schon`,
      intro: `jemand hat gerade die Neuigkeiten von ${product} für diese Adresse bestellt. Du hast sie schon abonniert, es ändert sich also nichts.`,
      ignore: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
    },
    footer: 'Du möchtest keine Neuigkeiten mehr bekommen? Hier kannst du dich abmelden:',
    footerAction: 'Abmelden',
  },
  en: {
    confirm: {
      subject: `Please confirm your subscription to the ${product} news`,
      intro: `you would like to receive news from ${product} by email. Please confirm this with the link below; only then will we send you any.`,
      action: 'Confirm subscription',
      validity: (hours: number) => `The link is valid for ${hours} hours.`,
      ignore: 'If this was not you, ignore this email: without a confirmation you will not get any news from us.',
    },
    already: {
      subject: `You already receive the ${product} news`,
      intro: `someone just asked for the ${product} news for this address. You are subscribed already, so nothing changes.`,
      ignore: 'If this was not you, you can ignore this email.',
    },
    footer: 'You no longer want to receive news? Unsubscribe here:',
    footerAction: 'Unsubscribe',
  },
} as const;

const small = (html: string) => `<p style="color:#52606d;font-size:14px;">${html}</p>`;

function footerText(input: Unsubscribable): string[] {
  return ['', '—', texts[input.lang].footer, input.unsubscribeLink];
}

function footerHtml(input: Unsubscribable): string {
  const t = texts[input.lang];
  const href = escapeHtml(input.unsubscribeLink);
  return `<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0;">
${small(`${escapeHtml(t.footer)} <a href="${href}" style="color:#1c3d5a;">${escapeHtml(t.footerAction)}</a><br>${href}`)}`;
}

/** Paragraphs (blank-line separated) as escaped HTML; single line breaks stay as <br>. */
function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

export function renderNewsMail(input: NewsMailInput): MailContent {
  const t = texts[input.lang];
  switch (input.kind) {
    case 'news_confirm': {
      const c = t.confirm;
      const validity = c.validity(input.validHours);
      return {
        subject: c.subject,
        text: mailText(input.lang, [
          c.intro,
          '',
          `${c.action}:`,
          input.confirmLink,
          '',
          validity,
          c.ignore,
          ...footerText(input),
        ]),
        html: mailHtml(
          input.lang,
          c.subject,
          `<p>${escapeHtml(c.intro)}</p>
${buttonHtml(input.confirmLink, c.action)}
${small(`${escapeHtml(validity)}<br>${escapeHtml(c.ignore)}`)}
${footerHtml(input)}`,
        ),
      };
    }
    case 'news_already_subscribed': {
      const a = t.already;
      return {
        subject: a.subject,
        text: mailText(input.lang, [a.intro, '', a.ignore, ...footerText(input)]),
        html: mailHtml(
          input.lang,
          a.subject,
          `<p>${escapeHtml(a.intro)}</p>
${small(escapeHtml(a.ignore))}
${footerHtml(input)}`,
        ),
      };
    }
    case 'news_issue':
      return {
        subject: input.subject,
        text: mailText(input.lang, [input.text, ...footerText(input)]),
        html: mailHtml(input.lang, input.subject, `${paragraphsHtml(input.text)}\n${footerHtml(input)}`),
      };
  }
}
