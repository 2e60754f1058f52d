// The spec's section 5 rules for text a visitor types (guest login): applied in the browser
// and again on the server, which is the one that counts.

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

export function sanitizeText(input: string): string {
  // Repeat until nothing changes: removing one piece must not assemble another
  // ("javajavascript:script:" would otherwise leave "javascript:").
  let text = input.trim();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = stripOnce(text);
  }
  return text.trim().slice(0, maxTextLength);
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= maxEmailLength && emailShape.test(email);
}

/** Sanitises an email address; throws "Invalid email format" when it does not look like one. */
export function sanitizeEmail(input: string): string {
  const email = sanitizeText(input);
  if (!isValidEmail(email)) throw new Error(invalidEmailMessage);
  return email;
}
