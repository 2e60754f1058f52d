// The mails the api sends, in German (default) and English, as plain text and HTML.

export type Lang = 'de' | 'en';
export type MailKind = 'confirmation' | 'recovery' | 'email_change';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailInput {
  kind: MailKind;
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

const product = 'KonfliktKompass';

interface Texts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  code: string;
  validity: (hours: number) => string;
  ignore: string;
  signature: string;
}

const texts: Record<Lang, Record<MailKind, Texts>> = {
  de: {
    confirmation: {
      subject: `Bitte bestätige deine E-Mail-Adresse für ${product}`,
      greeting: 'Hallo,',
      intro: `schön, dass du dich bei ${product} registriert hast. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.`,
      action: 'E-Mail-Adresse bestätigen',
      code: 'Oder gib diesen Code ein:',
      validity: (hours) => `Der Link und der Code sind ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig.`,
      ignore: 'Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
      signature: `Dein ${product}-Team`,
    },
    recovery: {
      subject: `Passwort zurücksetzen für ${product}`,
      greeting: 'Hallo,',
      intro: `wir haben eine Anfrage erhalten, das Passwort für dein ${product}-Konto zurückzusetzen.`,
      action: 'Neues Passwort festlegen',
      code: 'Oder gib diesen Code ein:',
      validity: (hours) => `Der Link und der Code sind ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig.`,
      ignore: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
      signature: `Dein ${product}-Team`,
    },
    email_change: {
      subject: `Bestätige deine neue E-Mail-Adresse für ${product}`,
      greeting: 'Hallo,',
      intro: `bitte bestätige, dass diese Adresse künftig für dein ${product}-Konto verwendet werden soll.`,
      action: 'Neue E-Mail-Adresse bestätigen',
      code: 'Oder gib diesen Code ein:',
      validity: (hours) => `Der Link und der Code sind ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig.`,
      ignore: 'Wenn du diese Änderung nicht angefordert hast, ignoriere diese E-Mail. Es ändert sich nichts.',
      signature: `Dein ${product}-Team`,
    },
  },
  en: {
    confirmation: {
      subject: `Confirm your email address for ${product}`,
      greeting: 'Hello,',
      intro: `thank you for signing up for ${product}. Please confirm your email address to activate your account.`,
      action: 'Confirm email address',
      code: 'Or enter this code:',
      validity: (hours) => `The link and the code are valid for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      ignore: 'If you did not sign up, you can ignore this email.',
      signature: `Your ${product} team`,
    },
    recovery: {
      subject: `Reset your ${product} password`,
      greeting: 'Hello,',
      intro: `we received a request to reset the password of your ${product} account.`,
      action: 'Set a new password',
      code: 'Or enter this code:',
      validity: (hours) => `The link and the code are valid for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      ignore: 'If this was not you, you can ignore this email. Your password stays unchanged.',
      signature: `Your ${product} team`,
    },
    email_change: {
      subject: `Confirm your new email address for ${product}`,
      greeting: 'Hello,',
      intro: `please confirm that this address should be used for your ${product} account from now on.`,
      action: 'Confirm new email address',
      code: 'Or enter this code:',
      validity: (hours) => `The link and the code are valid for ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      ignore: 'If you did not request this change, ignore this email. Nothing will change.',
      signature: `Your ${product} team`,
    },
  },
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMail(input: MailInput): MailContent {
  const t = texts[input.lang][input.kind];
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    `${t.action}:`,
    input.link,
    '',
    `${t.code} ${input.code}`,
    '',
    t.validity(input.validHours),
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<h1 style="margin:0 0 24px;font-size:20px;color:#1c3d5a;">${product}</h1>
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="margin:32px 0;"><a href="${escapeHtml(input.link)}" style="background:#1c3d5a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.code)} <strong style="font-size:18px;letter-spacing:2px;">${escapeHtml(input.code)}</strong></p>
<p style="color:#52606d;font-size:14px;">${escapeHtml(t.validity(input.validHours))}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</td></tr></table>
</td></tr></table>
</body>
</html>`;
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
