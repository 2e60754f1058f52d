// Links in mails point at this api's GET /auth/v1/verify, which verifies and then redirects to
// the browser application. Redirect targets are checked against an allow-list (SITE_URL, the
// CORS origins, REDIRECT_ALLOW_LIST), because the redirect carries the session in its fragment.
import type { Config } from '../config';

export type VerifyType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'email';

/** Where a verified link lands when the request named no (allowed) redirect target. */
export function defaultRedirect(config: Config, type: VerifyType): string {
  switch (type) {
    case 'recovery':
      return `${config.siteUrl}/auth?mode=recovery`;
    case 'email_change':
      return `${config.siteUrl}/dashboard`;
    default:
      return `${config.siteUrl}/auth`;
  }
}

function wildcardToRegExp(pattern: string): RegExp {
  // `**` matches across path segments, `*` within one.
  const escapePart = (part: string) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/?#]*');
  return new RegExp(`^${pattern.split('**').map(escapePart).join('.*')}$`);
}

export function isAllowedRedirect(config: Config, target: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  const origins = new Set([
    new URL(config.siteUrl).origin,
    ...config.allowedOrigins.map((origin) => origin.replace(/\/+$/, '')),
  ]);
  if (origins.has(parsed.origin)) return true;
  return config.redirectAllowList.some((entry) => {
    if (entry.includes('*')) return wildcardToRegExp(entry).test(target);
    try {
      const allowed = new URL(entry);
      if (allowed.pathname === '/' && !entry.endsWith('/')) return allowed.origin === parsed.origin;
      return (
        target === entry ||
        target.startsWith(entry.endsWith('/') ? entry : `${entry}/`) ||
        target.startsWith(`${entry}?`)
      );
    } catch {
      return false;
    }
  });
}

/** The requested target when allowed, otherwise the default for the verification type. */
export function resolveRedirect(config: Config, requested: string | null | undefined, type: VerifyType): string {
  if (requested && isAllowedRedirect(config, requested)) return requested;
  return defaultRedirect(config, type);
}

export function verifyLink(config: Config, token: string, type: VerifyType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${config.apiExternalUrl}/auth/v1/verify?${query.toString()}`;
}
