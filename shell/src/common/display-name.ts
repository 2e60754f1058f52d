// A guest's first name as the screens show it (greeting, account menu, toasts): sanitised like the
// api stores it, and shortened, so a long name never wraps a heading over many lines.
import type { User } from '@supabase/supabase-js';
import { sanitizeText } from '@cc/shared-auth';

export const displayNameMaxLength = 40;

export function displayName(name: string | null | undefined): string {
  const clean = sanitizeText(name ?? '');
  return clean.length > displayNameMaxLength ? `${clean.slice(0, displayNameMaxLength - 1).trimEnd()}…` : clean;
}

/**
 * The name a signed-in user gave (the user metadata's `first_name`, which sign-up stores from the
 * guest record, or a provider's `given_name`/`full_name`/`name`), as the screens show it; '' when
 * the product knows none. The e-mail address is never used as a name: the greeting would say
 * "Welcome back, ada.lovelace@example.com" and break mid-address on a phone.
 */
export function userDisplayName(user: Pick<User, 'user_metadata'> | null | undefined): string {
  const metadata: Record<string, unknown> = user?.user_metadata ?? {};
  const name = ['first_name', 'given_name', 'full_name', 'name']
    .map((key) => metadata[key])
    .find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return displayName(name);
}
