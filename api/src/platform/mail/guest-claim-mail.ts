// The link a returning guest gets after a guest sign-in when earlier guest sign-ins with the same
// address hold data: opened in the browser that just signed in, it brings that data over. Whoever
// typed someone else's address gets nothing; the owner of the address may simply ignore the mail.
import { buttonHtml, escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';

export interface GuestClaimMailInput {
  kind: 'guest_claim';
  lang: Lang;
  /** Into the browser application: `<SITE_URL>/auth?claim=<token>`. */
  link: string;
  /** How long the link stays valid, in hours (rounded up). */
  validHours: number;
}

const texts: Record<
  Lang,
  { subject: string; intro: string; action: string; validity: (hours: number) => string; ignore: string }
> = {
  de: {
    subject: `Deine früheren Ergebnisse bei ${product}`,
    intro: `du hast dich gerade als Gast bei ${product} angemeldet. Mit dieser Adresse gibt es schon Ergebnisse oder Gespräche aus früheren Besuchen. Öffne den Link in dem Browser, in dem du dich gerade angemeldet hast, dann holen wir sie dorthin.`,
    action: 'Frühere Ergebnisse übernehmen',
    validity: (hours) =>
      `Der Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig und funktioniert nur einmal.`,
    ignore:
      'Wenn du das nicht warst, ignoriere diese E-Mail: Deine Daten bleiben, wo sie sind, und niemand sonst sieht sie.',
  },
  en: {
    subject: `Your earlier results at ${product}`,
    intro: `you just signed in as a guest at ${product}. This address already has results or conversations from earlier visits. Open the link in the browser where you just signed in and we will bring them over.`,
    action: 'Bring my earlier results over',
    validity: (hours) => `The link is valid for ${hours} ${hours === 1 ? 'hour' : 'hours'} and works only once.`,
    ignore: 'If this was not you, ignore this email: your data stays where it is and nobody else sees it.',
  },
};

export function renderGuestClaimMail(input: GuestClaimMailInput): MailContent {
  const t = texts[input.lang];
  const validity = t.validity(input.validHours);
  return {
    subject: t.subject,
    text: mailText(input.lang, [t.intro, '', `${t.action}:`, input.link, '', validity, t.ignore]),
    html: mailHtml(
      input.lang,
      t.subject,
      `<p>${escapeHtml(t.intro)}</p>
${buttonHtml(input.link, t.action)}
<p style="color:#52606d;font-size:14px;">${escapeHtml(validity)}<br>${escapeHtml(t.ignore)}</p>`,
    ),
  };
}
