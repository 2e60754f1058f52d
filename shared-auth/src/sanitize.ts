// The input-cleaning rules (markup removed, addresses checked) live in shared-domain, where the api
// applies the same ones; the browser raises the product's "Invalid email format" error.
import { invalidEmailMessage, sanitizeEmailOrNull } from '@cc/shared-domain';

export { invalidEmailMessage, isValidEmail, maxEmailLength, maxTextLength, sanitizeText } from '@cc/shared-domain';

/** Sanitises an email address; throws "Invalid email format" when it does not look like one. */
export function sanitizeEmail(input: string): string {
  const email = sanitizeEmailOrNull(input);
  if (email === null) throw new Error(invalidEmailMessage);
  return email;
}
