// The frame every mail shares: greeting and signature in the mail's language, the HTML document
// around a body, and HTML escaping. Every text that goes into a mail's HTML passes through
// escapeHtml, whether it comes from us or a visitor.

import { site } from '@cc/shared-domain';

export type Lang = 'de' | 'en';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const product = site.productName;

const frame: Record<Lang, { greeting: string; signature: string }> = {
  de: { greeting: 'Hallo,', signature: `Dein ${product}-Team` },
  en: { greeting: 'Hello,', signature: `Your ${product} team` },
};

/** The plain-text mail: greeting, `lines`, signature. */
export function mailText(lang: Lang, lines: string[]): string {
  return [frame[lang].greeting, '', ...lines, '', frame[lang].signature].join('\n');
}

/** The HTML mail: the document around greeting, `bodyHtml` (already escaped markup) and signature. */
export function mailHtml(lang: Lang, title: string, bodyHtml: string): string {
  const { greeting, signature } = frame[lang];
  return htmlDocument(lang, title, `<p>${escapeHtml(greeting)}</p>\n${bodyHtml}\n<p>${escapeHtml(signature)}</p>`);
}

/** A complete HTML mail around `bodyHtml` (already escaped markup). */
function htmlDocument(lang: string, title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td>
<h1 style="margin:0 0 24px;font-size:20px;color:#1c3d5a;">${product}</h1>
${bodyHtml}
</td></tr></table>
</td></tr></table>
</body>
</html>`;
}

/** A call-to-action button. */
export function buttonHtml(href: string, label: string): string {
  return `<p style="margin:32px 0;"><a href="${escapeHtml(href)}" style="background:#1c3d5a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;">${escapeHtml(label)}</a></p>`;
}
