// The mails the api sends, in German (default) and English, as plain text and HTML: the link
// mails of the auth flows (here), the account's security notices (notice-mail.ts) and the copy
// of an assessment result (result-mail.ts) or of an advisor summary (advisor-summary-mail.ts).
import { buttonHtml, escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';
import { renderAppointmentMail, type AppointmentMailInput } from './appointment-mail';
import { renderAdvisorSummaryMail, type AdvisorSummaryMailInput } from './advisor-summary-mail';
import { renderCaseMail, type CaseMailInput } from './case-mail';
import { renderExpertDecisionMail, type ExpertDecisionMailInput } from './expert-decision-mail';
import { renderGuestClaimMail, type GuestClaimMailInput } from './guest-claim-mail';
import { renderNewsMail, type NewsMailInput } from './news-mail';
import { renderNoticeMail, type NoticeMailInput } from './notice-mail';
import { renderResultMail, type ResultMailInput } from './result-mail';
import { renderTeamRoundMail, type TeamRoundMailInput } from './team-round-mail';

export type { Lang, MailContent };
/** Mails carrying a one-time link into GET /auth/v1/verify and a code. */
export type LinkMailKind = 'confirmation' | 'recovery' | 'magic_link' | 'email_change' | 'email_change_current';

/** The reauthentication mail: a code only, to type in before a sensitive change (no link). */
export interface CodeMailInput {
  kind: 'reauthentication';
  lang: Lang;
  code: string;
  validHours: number;
}

export interface LinkMailInput {
  kind: LinkMailKind;
  lang: Lang;
  /** The link into GET /auth/v1/verify. */
  link: string;
  /** The six-digit code, for typing instead of clicking. */
  code: string;
  /** How long link and code stay valid, in hours (rounded up). */
  validHours: number;
  /** For email_change: the new address. */
  newEmail?: string;
}

export type MailInput =
  | LinkMailInput
  | CodeMailInput
  | NoticeMailInput
  | ResultMailInput
  | AdvisorSummaryMailInput
  | GuestClaimMailInput
  | ExpertDecisionMailInput
  | AppointmentMailInput
  | CaseMailInput
  | NewsMailInput
  | TeamRoundMailInput;
export type MailKind = MailInput['kind'];

/** What a link mail says for its kind. */
interface KindTexts {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

/** What every link mail of a language says around the link. */
interface LinkTexts {
  code: string;
  validity: (hours: number) => string;
  kinds: Record<LinkMailKind, KindTexts>;
}

const texts: Record<Lang, LinkTexts> = {
  de: {
    code: 'Oder gib diesen Code ein:',
    validity: (hours) => `Der Link und der Code sind ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig.`,
    kinds: {
      confirmation: {
        subject: `Bitte bestätige deine E-Mail-Adresse für ${product}`,
        intro: `schön, dass du dich bei ${product} registriert hast. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.`,
        action: 'E-Mail-Adresse bestätigen',
        ignore: 'Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
      },
      recovery: {
        subject: `Passwort zurücksetzen für ${product}`,
        intro: `wir haben eine Anfrage erhalten, das Passwort für dein ${product}-Konto zurückzusetzen.`,
        action: 'Neues Passwort festlegen',
        ignore: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
      },
      magic_link: {
        subject: `Dein Anmeldelink für ${product}`,
        intro: `du möchtest dich bei ${product} anmelden. Mit diesem Link oder dem Code geht das ohne Passwort.`,
        action: 'Jetzt anmelden',
        ignore:
          'Wenn du das nicht warst, kannst du diese E-Mail ignorieren. Ohne Link oder Code meldet sich niemand an.',
      },
      email_change: {
        subject: `Bestätige deine neue E-Mail-Adresse für ${product}`,
        intro: `bitte bestätige, dass diese Adresse künftig für dein ${product}-Konto verwendet werden soll.`,
        action: 'Neue E-Mail-Adresse bestätigen',
        ignore: 'Wenn du diese Änderung nicht angefordert hast, ignoriere diese E-Mail. Es ändert sich nichts.',
      },
      email_change_current: {
        subject: `Bestätige die Änderung deiner E-Mail-Adresse für ${product}`,
        intro: `für dein ${product}-Konto wurde eine neue E-Mail-Adresse angegeben. Die Änderung gilt erst, wenn du sie hier und über den Link an die neue Adresse bestätigst.`,
        action: 'Änderung bestätigen',
        ignore:
          'Wenn du diese Änderung nicht angefordert hast, bestätige nichts und ändere dein Passwort. Deine Adresse bleibt dann unverändert.',
      },
    },
  },
  en: {
    code: 'Or enter this code:',
    validity: (hours) => `The link and the code are valid for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    kinds: {
      confirmation: {
        subject: `Confirm your email address for ${product}`,
        intro: `thank you for signing up for ${product}. Please confirm your email address to activate your account.`,
        action: 'Confirm email address',
        ignore: 'If you did not sign up, you can ignore this email.',
      },
      recovery: {
        subject: `Reset your ${product} password`,
        intro: `we received a request to reset the password of your ${product} account.`,
        action: 'Set a new password',
        ignore: 'If this was not you, you can ignore this email. Your password stays unchanged.',
      },
      magic_link: {
        subject: `Your sign-in link for ${product}`,
        intro: `you want to sign in to ${product}. This link or the code signs you in without a password.`,
        action: 'Sign in now',
        ignore: 'If this was not you, you can ignore this email. Without the link or the code nobody signs in.',
      },
      email_change: {
        subject: `Confirm your new email address for ${product}`,
        intro: `please confirm that this address should be used for your ${product} account from now on.`,
        action: 'Confirm new email address',
        ignore: 'If you did not request this change, ignore this email. Nothing will change.',
      },
      email_change_current: {
        subject: `Confirm the change of your email address for ${product}`,
        intro: `a new email address was entered for your ${product} account. The change only takes effect once you confirm it here and through the link sent to the new address.`,
        action: 'Confirm the change',
        ignore:
          'If you did not request this change, confirm nothing and change your password. Your address then stays unchanged.',
      },
    },
  },
};

export function renderMail(input: MailInput): MailContent {
  switch (input.kind) {
    case 'assessment_result':
      return renderResultMail(input);
    case 'advisor_summary':
      return renderAdvisorSummaryMail(input);
    case 'guest_claim':
      return renderGuestClaimMail(input);
    case 'expert_decision':
      return renderExpertDecisionMail(input);
    case 'appointment_mail':
      return renderAppointmentMail(input);
    case 'case_mail':
      return renderCaseMail(input);
    case 'news_confirm':
    case 'news_already_subscribed':
    case 'news_issue':
      return renderNewsMail(input);
    case 'team_round_invite':
    case 'team_round_reminder':
    case 'team_round_threshold':
      return renderTeamRoundMail(input);
    case 'email_changed':
    case 'password_changed':
    case 'mfa_factor_removed':
      return renderNoticeMail(input);
    case 'reauthentication':
      return renderCodeMail(input);
    default:
      return renderLinkMail(input);
  }
}

function renderLinkMail(input: LinkMailInput): MailContent {
  const { code, validity, kinds } = texts[input.lang];
  const t = kinds[input.kind];
  const text = mailText(input.lang, [
    t.intro,
    '',
    `${t.action}:`,
    input.link,
    '',
    `${code} ${input.code}`,
    '',
    validity(input.validHours),
    t.ignore,
  ]);
  const html = mailHtml(
    input.lang,
    t.subject,
    `<p>${escapeHtml(t.intro)}</p>
${buttonHtml(input.link, t.action)}
<p>${escapeHtml(code)} <strong style="font-size:18px;letter-spacing:2px;">${escapeHtml(input.code)}</strong></p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(validity(input.validHours))}<br>${escapeHtml(t.ignore)}</p>`,
  );
  return { subject: t.subject, text, html };
}

const codeTexts: Record<Lang, { subject: string; intro: string; ignore: string }> = {
  de: {
    subject: `Dein Bestätigungscode für ${product}`,
    intro: `du möchtest eine Einstellung deines ${product}-Kontos ändern. Bitte gib dazu diesen Code ein:`,
    ignore:
      'Wenn du das nicht warst, ignoriere diese E-Mail und ändere dein Passwort. Ohne den Code ändert sich nichts.',
  },
  en: {
    subject: `Your confirmation code for ${product}`,
    intro: `you want to change a setting of your ${product} account. Please enter this code:`,
    ignore: 'If this was not you, ignore this email and change your password. Without the code nothing changes.',
  },
};

function renderCodeMail(input: CodeMailInput): MailContent {
  const t = codeTexts[input.lang];
  const valid =
    input.lang === 'de'
      ? `Der Code ist ${input.validHours} ${input.validHours === 1 ? 'Stunde' : 'Stunden'} gültig.`
      : `The code is valid for ${input.validHours} ${input.validHours === 1 ? 'hour' : 'hours'}.`;
  const text = mailText(input.lang, [t.intro, '', input.code, '', valid, t.ignore]);
  const html = mailHtml(
    input.lang,
    t.subject,
    `<p>${escapeHtml(t.intro)}</p>
<p><strong style="font-size:22px;letter-spacing:3px;">${escapeHtml(input.code)}</strong></p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(valid)}<br>${escapeHtml(t.ignore)}</p>`,
  );
  return { subject: t.subject, text, html };
}

/** The language for a mail: the user's stored choice, then an explicit request field, then German. */
export function pickLang(...candidates: unknown[]): Lang {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const lang = candidate.trim().toLowerCase().slice(0, 2);
    if (lang === 'de' || lang === 'en') return lang;
  }
  return 'de';
}
