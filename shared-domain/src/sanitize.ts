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

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** {local}@{domain}.{tld}, no spaces, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= maxEmailLength && emailShape.test(email);
}

/** The sanitised address when it looks like one, else null. */
export function sanitizeEmailOrNull(input: string): string | null {
  const email = sanitizeText(input);
  return isValidEmail(email) ? email : null;
}
