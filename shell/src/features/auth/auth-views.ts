import { safeNextPath } from '../../common/next-path';

// The views of the /auth screen, chosen by `?view=` so each is linkable and mail links land on
// the right one.

const tabViews = ['sign-in', 'sign-up', 'guest'] as const;
export type TabView = (typeof tabViews)[number];
export type AuthView = TabView | 'forgot-password' | 'update-password' | 'confirmed' | 'email-changed';

const allViews: readonly string[] = [...tabViews, 'forgot-password', 'update-password', 'confirmed', 'email-changed'];

export const isTabView = (view: AuthView): view is TabView => (tabViews as readonly string[]).includes(view);

/** The view a URL asks for (the api's default recovery target is `/auth?mode=recovery`). */
export function viewFromSearch(search: URLSearchParams): AuthView {
  if (search.get('mode') === 'recovery') return 'update-password';
  const view = search.get('view') ?? '';
  return allViews.includes(view) ? (view as AuthView) : 'sign-in';
}

/**
 * Where to go after signing in: `?next=` or the page the visitor came from (router state
 * `from`), only paths inside this app (see safeNextPath), otherwise the dashboard.
 */
export function nextPath(search: URLSearchParams, state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const fromPath =
    typeof from === 'string'
      ? from
      : typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string'
        ? `${(from as { pathname: string }).pathname}${(from as { search?: string }).search ?? ''}`
        : null;
  return safeNextPath(search.get('next') ?? fromPath) ?? '/dashboard';
}

/** An error a mail link brought back in the URL fragment (`#error_code=…&error_description=…`). */
export function linkErrorFromHash(hash: string): { code: string; description: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? params.get('error');
  if (!code) return null;
  return { code, description: params.get('error_description') ?? '' };
}
