// The seed's section 5 rules for what a guest types, applied on the server (the browser applies
// the same rules in shared-auth, but only the server's check counts). Kept identical to the
// browser's so both produce the same guest record.

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

/** Trim; remove script blocks, "javascript:", inline handlers (on…=) and angle brackets; cut to 1000; until stable. */
export function sanitizeText(input: string): string {
  let text = input.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = stripOnce(text);
  }
  return text.trim().slice(0, maxTextLength);
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The sanitised address when it looks like one ({local}@{domain}.{tld}, no spaces, ≤ 254), else null. */
export function sanitizeEmail(input: string): string | null {
  const email = sanitizeText(input);
  return email.length <= maxEmailLength && emailShape.test(email) ? email : null;
}
