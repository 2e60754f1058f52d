// A guest's first name as the screens show it (greeting, account menu, toasts): sanitised like the
// api stores it, and shortened, so a long name never wraps a heading over many lines.
import { sanitizeText } from '@cc/shared-auth';

export const displayNameMaxLength = 40;

export function displayName(name: string | null | undefined): string {
  const clean = sanitizeText(name ?? '');
  return clean.length > displayNameMaxLength ? `${clean.slice(0, displayNameMaxLength - 1).trimEnd()}…` : clean;
}
