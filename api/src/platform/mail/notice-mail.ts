// Security notices about an account: the address was changed (to the old address, which would
// otherwise never learn of it), the password was changed, and an admin removed a two-factor
// authenticator (the recovery of a lost one). No link and no code: whoever did
// not make the change is told what to do instead.
import { site } from '@cc/shared-domain';
import { escapeHtml, mailHtml, mailText, product, type Lang, type MailContent } from './layout';

export type NoticeMailInput =
  | { kind: 'email_changed'; lang: Lang; /** The account's new address. */ newEmail: string }
  | { kind: 'password_changed'; lang: Lang }
  | { kind: 'mfa_factor_removed'; lang: Lang };

interface NoticeTexts {
  subject: string;
  body: (input: NoticeMailInput) => string;
  notYou: string;
}

const newAddress = (input: NoticeMailInput) => (input.kind === 'email_changed' ? input.newEmail : '');

const texts: Record<Lang, Record<NoticeMailInput['kind'], NoticeTexts>> = {
  de: {
    email_changed: {
      subject: `Deine E-Mail-Adresse für ${product} wurde geändert`,
      body: (input) =>
        `die E-Mail-Adresse deines ${product}-Kontos wurde gerade zu ${newAddress(input)} geändert. An diese Adresse hier schicken wir keine Nachrichten zu deinem Konto mehr.`,
      notYou: `Warst du das nicht? Dann schreib uns sofort an ${site.contactEmail}, damit wir dein Konto sichern.`,
    },
    password_changed: {
      subject: `Dein Passwort für ${product} wurde geändert`,
      body: () =>
        `das Passwort deines ${product}-Kontos wurde gerade geändert. Alle anderen Anmeldungen wurden dabei beendet.`,
      notYou: `Warst du das nicht? Dann setze dein Passwort über „Passwort vergessen?“ neu und schreib uns an ${site.contactEmail}.`,
    },
    mfa_factor_removed: {
      subject: `Die Zwei-Faktor-Anmeldung für ${product} wurde zurückgesetzt`,
      body: () =>
        `unser Team hat die Authenticator-App von deinem ${product}-Konto entfernt. Bei der nächsten Anmeldung richtest du eine neue ein; bis dahin meldest du dich nur mit deinem Passwort an.`,
      notYou: `Hast du das nicht angefragt? Dann ändere dein Passwort und schreib uns sofort an ${site.contactEmail}.`,
    },
  },
  en: {
    email_changed: {
      subject: `Your ${product} email address was changed`,
      body: (input) =>
        `the email address of your ${product} account was just changed to ${newAddress(input)}. We will no longer send messages about your account to this address.`,
      notYou: `Was this not you? Write to us at ${site.contactEmail} right away so we can secure your account.`,
    },
    password_changed: {
      subject: `Your ${product} password was changed`,
      body: () => `the password of your ${product} account was just changed. All other sign-ins were ended.`,
      notYou: `Was this not you? Set a new password with “Forgot your password?” and write to us at ${site.contactEmail}.`,
    },
    mfa_factor_removed: {
      subject: `Two-factor sign-in for ${product} was reset`,
      body: () =>
        `our team removed the authenticator app from your ${product} account. You will set up a new one the next time you sign in; until then you sign in with your password only.`,
      notYou: `Did you not ask for this? Change your password and write to us at ${site.contactEmail} right away.`,
    },
  },
};

export function renderNoticeMail(input: NoticeMailInput): MailContent {
  const t = texts[input.lang][input.kind];
  const body = t.body(input);
  return {
    subject: t.subject,
    text: mailText(input.lang, [body, '', t.notYou]),
    html: mailHtml(
      input.lang,
      t.subject,
      `<p>${escapeHtml(body)}</p>\n<p style="color:#52606d;font-size:14px;">${escapeHtml(t.notYou)}</p>`,
    ),
  };
}
