// Where a visitor returns after signing in: `/auth?next=<path>`. Only paths of this app are
// followed, so a link to the sign-in screen can never send a freshly signed-in visitor elsewhere
// (an open redirect).

const base = 'http://same-origin.invalid';

/**
 * The path to go to, or null when `candidate` is not a path of this app: no scheme, no `//host`,
 * no backslash or control character (browsers drop tabs and newlines and read `\` as `/`, so
 * `/\t/evil.example` would become `//evil.example`), and not the sign-in screen itself.
 */
export function safeNextPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in screen, returning to `path` afterwards (the page the visitor is on). */
export function signInPath(path: string): string {
  const next = safeNextPath(path);
  return next ? `/auth?next=${encodeURIComponent(next)}` : '/auth';
}
