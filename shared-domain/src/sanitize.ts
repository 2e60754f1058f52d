// The input rules for text a visitor types (guest login): script blocks, `javascript:`, inline
// event handlers and angle brackets are removed, text is cut to 1000 characters, an email address
// is at most 254 characters and well-formed. One implementation for the browser (shared-auth) and
// the api, which applies them again and is the check that counts.

export const maxTextLength = 1000;
export const maxEmailLength = 254;
export const invalidEmailMessage = 'Invalid email format';

function stripOnce(text: string): string {
  return text
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/javascript:/gi, '')
    .replace(/\bon\w+\s*=/gi, '')
    .replace(/[<>]/g, '');
}

/** Cuts to `max` UTF-16 units without leaving half of a surrogate pair at the end. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Trim; remove script blocks, "javascript:", inline handlers (on…=) and angle brackets, until
 * nothing changes (removing one piece must not assemble another, as in "javajavascript:script:");
 * cut to 1000; trim again, so a cut that ends on a space still sanitises to itself (idempotent).
 */
export function sanitizeText(input: string): string {
  let text = input.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = stripOnce(text);
  }
  return cut(text.trim(), maxTextLength).trim();
}

/**
 * The one address shape for sign-up, address change and guest sign-in (GoTrue's checkmail format,
 * simplified): printable ASCII only in the local part, host labels of letters, digits and hyphens,
 * at least one dot. So bidi overrides, zero-width characters and look-alike letters from other
 * scripts (a Cyrillic "а" in "pаypal.com") are refused everywhere alike.
 */
const emailShape =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether `email` has the one address shape (see above); the length limit is the caller's. */
export function hasEmailShape(email: string): boolean {
  return emailShape.test(email);
}

/** The address shape, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= maxEmailLength && hasEmailShape(email);
}

/** The sanitised address when it looks like one, else null. */
export function sanitizeEmailOrNull(input: string): string | null {
  const email = sanitizeText(input);
  return isValidEmail(email) ? email : null;
}

// What a mail program or chat turns into a link: a scheme (https://, ftp://, mailto:), "www.",
// an address (name@host.tld), or a host name (words joined by dots, ending in a top-level domain
// of letters: example.com, evil.co.uk). "v2.0", "A.B" or "z.B." are none of these.
const linkLike =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bmailto:|\bwww\.|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}\b(?!\.\p{L}))/giu;

/**
 * Whether `text` holds something a mail program would show as a link. Text that strangers receive
 * by mail (a team round's name) must not: it would be a way to send them a link of one's own.
 */
export function containsLink(text: string): boolean {
  linkLike.lastIndex = 0;
  return linkLike.test(text);
}

/**
 * The text with every link-like part made inert: dots become "[.]", "://" becomes "[:]//", "@"
 * becomes "[at]" (as security reports write addresses), so no mail program links it.
 */
export function inertLinks(text: string): string {
  return text.replace(linkLike, (match) =>
    match
      .replace(/:\/\//g, '[:]//')
      .replace(/^mailto:/i, 'mailto[:]')
      .replace(/@/g, '[at]')
      .replace(/\./g, '[.]'),
  );
}
