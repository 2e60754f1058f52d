// The one supabase-js client of the page. supabase-js is a federation singleton, and this
// module (in shared-auth, also a singleton) creates the client once; the shell and every remote
// reach it through getSupabase().
//
// The library loads on demand: a visitor without a session never downloads it (the landing
// page stays light). It loads when a session is stored, when a mail link brought one in the
// URL, or when anything calls getSupabase() (the sign-in screen, account settings, a remote).
import type { SupabaseClient } from '@supabase/supabase-js';

export interface AuthConfig {
  /** Base URL of the Supabase-compatible api (without /auth/v1). */
  url: string;
  /** The public anonymous-role key. */
  anonKey: string;
}

/** The local development api (`npm start`); deployments pass their own via configureAuth(). */
export const defaultAuthConfig: AuthConfig = {
  url: 'http://localhost:54321',
  anonKey: 'sb_publishable_konfliktkompass_local_development_key',
};

let config: AuthConfig = defaultAuthConfig;
let client: Promise<SupabaseClient> | null = null;
let created: SupabaseClient | null = null;
const readyListeners = new Set<(client: SupabaseClient) => void>();

/** Sets the api the client talks to. Call it before anything uses the client (the shell's bootstrap). */
export function configureAuth(next: AuthConfig): void {
  if (client) {
    console.warn('configureAuth() was called after the auth client was created; the new settings are ignored');
    return;
  }
  config = { url: next.url.replace(/\/+$/, ''), anonKey: next.anonKey };
}

export function getAuthConfig(): AuthConfig {
  return config;
}

/** Where supabase-js keeps the session (its default key: `sb-<first label of the api host>-auth-token`). */
export function authStorageKey(): string {
  let host = 'localhost';
  try {
    host = new URL(config.url).hostname.split('.')[0] ?? host;
  } catch {
    // keep the fallback; createClient rejects an invalid URL itself
  }
  return `sb-${host}-auth-token`;
}

/** The client, created on first use. Remotes call functions with it: `(await getSupabase()).functions.invoke(…)`. */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      created = createClient(config.url, config.anonKey, {
        auth: {
          flowType: 'implicit',
          detectSessionInUrl: true,
          persistSession: true,
          autoRefreshToken: true,
          storageKey: authStorageKey(),
        },
      });
      // Synchronously after creation, so no event of the client's start (a session from the
      // URL, PASSWORD_RECOVERY) is emitted before the listeners subscribe.
      for (const listener of readyListeners) listener(created);
      return created;
    },
    (error: unknown) => {
      client = null; // a failed chunk load may succeed on the next attempt
      throw error;
    },
  );
  return client;
}

/**
 * Calls `listener` with the client as soon as it exists (at once if it already does). The
 * AuthProvider subscribes to auth events this way, whoever creates the client first.
 */
export function onClientReady(listener: (client: SupabaseClient) => void): () => void {
  readyListeners.add(listener);
  if (created) listener(created);
  return () => readyListeners.delete(listener);
}

/** The URL fragment a sign-in mail link lands with: a session, or why there is none. */
export const mailLinkHashPattern = /(^|[#&])(access_token|error_code|error_description|error)=/;

/** Whether the page may have a session: one is stored, or a mail link put one (or its error) in the URL. */
export function hasSessionHint(): boolean {
  try {
    if (localStorage.getItem(authStorageKey())) return true;
  } catch {
    // storage disabled: no stored session
  }
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return mailLinkHashPattern.test(hash);
}
