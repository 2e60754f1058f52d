import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { guestTokenHeader, type guestSessionEndpoints } from '@cc/shared-contract';
import { showToast } from '@cc/shared-ui';
import { authStorageKey, getSupabase, hasSessionHint, onClientReady } from './client';
import { describeAuthError, type AuthErrorDescription } from './errors';
import { clearGuest, guestStorageKey, readGuest, readGuestToken, writeGuest, type GuestInfo } from './guest';
import { identityOf, notifyIdentityChange, type Identity } from './identity';
import { clearAllCached } from './local-cache';
import type { invokeEndpoint as invokeEndpointType } from './api-client';
import { invalidEmailMessage, sanitizeEmail, sanitizeText } from './sanitize';
import { sessionClaims, type AssuranceLevel } from './session-claims';

/** The signed-in account as supabase-js returns it. */
export type AuthUser = User;

/** Toast texts of the sign-out; the shell passes them localised (defaults: the German texts). */
export interface AuthMessages {
  signedOut: string;
  signOutFailed: string;
}

export const defaultAuthMessages: AuthMessages = {
  signedOut: 'Du wurdest erfolgreich abgemeldet.',
  signOutFailed: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
};

export interface SignOutOptions {
  /** supabase-js' scope (default 'global', as the library's). */
  scope?: 'global' | 'local' | 'others';
  /** No toast (the caller says what happened, e.g. after deleting the account). */
  silent?: boolean;
}

export interface GuestSignInInput {
  firstName: string;
  email: string;
  /** Language of later mails; defaults to the page's `<html lang>`. */
  lang?: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  session: Session | null;
  /** True until it is known whether a session exists. */
  loading: boolean;
  isGuestUser: boolean;
  guestInfo: GuestInfo | null;
  /** Whose data the page shows ('user:<id>', 'guest:<email>', 'anonymous'): part of every server-data cache key. */
  identity: Identity;
  /**
   * The session's authenticator assurance level from its access token: 'aal2' once a second
   * factor was verified (MFA_CHALLENGE_VERIFIED brings the new token), 'aal1' before, null without a session.
   */
  aal: AssuranceLevel | null;
  /** `app_metadata.role` of the account (set only by the admin API), e.g. 'admin'. */
  role: string | null;
  /** Set when a password-recovery link signed the person in (PASSWORD_RECOVERY) until endPasswordRecovery(). */
  passwordRecovery: boolean;
  endPasswordRecovery: () => void;
  /**
   * Ends the user's session (awaiting the provider) or the guest session, clears any guest
   * record and shows the success or error toast. Resolves with the error instead of throwing.
   */
  signOut: (options?: SignOutOptions) => Promise<{ error: Error | null }>;
  clearGuestSession: () => void;
  /** Sanitises the input (markup removed, address checked), asks the api for a guest token and stores the guest record. */
  signInAsGuest: (input: GuestSignInInput) => Promise<{ error: AuthErrorDescription | null }>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type InvokeEndpoint = typeof invokeEndpointType;

/**
 * The guest endpoints of the contract (and zod with it) and the api client: loaded when someone
 * continues as a guest or links a guest sign-in, not with `/`. Each export is taken out in its
 * `then`, so the bundler sees which one is used: with a whole module object kept (in a variable,
 * or destructured from `Promise.all`'s array), every export of the contract's errors.ts (the error
 * table with its descriptions, part of the first load's vendors chunk) counted as used, +3-4 KB on `/`.
 */
const loadGuestCalls = () =>
  Promise.all([
    import('@cc/shared-contract').then(({ guestSessionEndpoints }) => guestSessionEndpoints),
    import('./api-client').then(({ invokeEndpoint }) => invokeEndpoint),
  ]);

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

interface AuthProviderProps {
  children: ReactNode;
  messages?: Partial<AuthMessages>;
}

/** POST /guest-link with the new session and the guest's token (best effort: a failure only logs). */
async function linkGuestToAccount(guestToken: string): Promise<void> {
  let endpoints: typeof guestSessionEndpoints;
  let invokeEndpoint: InvokeEndpoint;
  try {
    [endpoints, invokeEndpoint] = await loadGuestCalls();
  } catch {
    return;
  }
  const { error } = await invokeEndpoint(endpoints.linkGuestToAccount, { headers: { [guestTokenHeader]: guestToken } });
  if (error) console.error('The guest sign-in could not be linked to the account', error);
}

export function AuthProvider({ children, messages }: AuthProviderProps) {
  // Guest mode is on at start when a valid stored guest record exists.
  const [guestInfo, setGuestInfo] = useState<GuestInfo | null>(() => readGuest());
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [passwordRecovery, setPasswordRecovery] = useState(false);
  const sessionRef = useRef<Session | null>(null);
  const messagesRef = useRef<AuthMessages>(defaultAuthMessages);
  const signedOutText = messages?.signedOut;
  const signOutFailedText = messages?.signOutFailed;

  useEffect(() => {
    messagesRef.current = {
      signedOut: signedOutText ?? defaultAuthMessages.signedOut,
      signOutFailed: signOutFailedText ?? defaultAuthMessages.signOutFailed,
    };
  }, [signedOutText, signOutFailedText]);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    const stopListening = onClientReady((client) => {
      const { data } = client.auth.onAuthStateChange((event, next) => {
        // Only state updates here: supabase-js runs this inside its lock (no awaits on the client).
        // Every event with a session replaces it, MFA_CHALLENGE_VERIFIED included (its token is aal2).
        sessionRef.current = next;
        setSession(next);
        setLoading(false);
        if (next) {
          // A real session ends guest mode and removes the guest record. A guest who signs in
          // proves that the account and the guest are one person: the api is told (after supabase-js
          // has released its lock), so the account never takes that guest's request as an expert.
          const guestToken = readGuestToken();
          clearGuest();
          setGuestInfo(null);
          if (guestToken) setTimeout(() => void linkGuestToAccount(guestToken), 0);
        }
        if (event === 'PASSWORD_RECOVERY') setPasswordRecovery(true);
        if (event === 'SIGNED_OUT') setPasswordRecovery(false);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });

    const connect = () =>
      getSupabase().catch((error: unknown) => {
        console.error('The sign-in service could not be loaded', error);
        setLoading(false);
      });
    // Without a stored session or a mail link in the URL there is nothing to restore, and
    // supabase-js is not loaded until something needs it.
    if (hasSessionHint()) void connect();
    else setLoading(false);

    // Another tab signed in or out, or changed the guest record.
    const onStorage = (event: StorageEvent) => {
      if (event.key === authStorageKey() && event.newValue) void connect();
      if (event.key === guestStorageKey || event.key === null) setGuestInfo(readGuest());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      unsubscribe?.();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const clearGuestSession = useCallback(() => {
    clearGuest();
    setGuestInfo(null);
  }, []);

  const signOut = useCallback(
    async ({ scope, silent = false }: SignOutOptions = {}) => {
      const toast = (ok: boolean) => {
        if (silent) return;
        const texts = messagesRef.current;
        void showToast(ok ? texts.signedOut : texts.signOutFailed, ok ? 'success' : 'error');
      };
      try {
        if (sessionRef.current) {
          const client = await getSupabase();
          const { error } = await client.auth.signOut(scope ? { scope } : undefined);
          if (error) throw error;
          sessionRef.current = null;
          setSession(null);
          setPasswordRecovery(false);
        }
        clearGuestSession();
        toast(true);
        return { error: null };
      } catch (error) {
        console.error('Sign-out failed', error);
        toast(false);
        return { error: toError(error) };
      }
    },
    [clearGuestSession],
  );

  const signInAsGuest = useCallback(async ({ firstName, email, lang }: GuestSignInInput) => {
    let cleanEmail: string;
    try {
      cleanEmail = sanitizeEmail(email);
    } catch {
      return { error: describeAuthError({ code: 'invalid_email', message: invalidEmailMessage }) };
    }
    const cleanName = sanitizeText(firstName);
    if (!cleanName) return { error: describeAuthError({ code: 'invalid_first_name' }) };

    // The contract (and zod with it) and the api client load only when someone continues as a
    // guest, not with `/`.
    let endpoints: typeof guestSessionEndpoints;
    let invokeEndpoint: InvokeEndpoint;
    try {
      [endpoints, invokeEndpoint] = await loadGuestCalls();
    } catch {
      return { error: describeAuthError({ name: 'FunctionsFetchError' }) };
    }
    const { data, error } = await invokeEndpoint(endpoints.createGuestSession, {
      body: {
        email: cleanEmail,
        firstName: cleanName,
        // The screen shows the consent line next to the button that sends this.
        consent: true,
        lang: lang ?? document.documentElement.lang ?? 'de',
      },
    });
    if (error) return { error: describeAuthError(error) };
    const guest = { email: data.guest.email, firstName: data.guest.firstName };
    writeGuest(guest, Date.now(), { token: data.guest_token, expiresAt: data.expires_at });
    setGuestInfo(guest);
    return { error: null };
  }, []);

  const endPasswordRecovery = useCallback(() => setPasswordRecovery(false), []);

  const user = session?.user ?? null;
  const accessToken = session?.access_token ?? null;
  const { aal } = useMemo(() => sessionClaims(accessToken), [accessToken]);
  const appRole = (user?.app_metadata as { role?: unknown } | undefined)?.role;
  const role = typeof appRole === 'string' ? appRole : null;
  const identity = identityOf(user?.id, user ? null : guestInfo?.email);
  // The first settled identity is where the page starts; every later change is another person.
  const settledIdentity = useRef<Identity | null>(null);
  useEffect(() => {
    if (loading) return;
    const previous = settledIdentity.current;
    settledIdentity.current = identity;
    if (previous === null || previous === identity) return;
    clearAllCached();
    notifyIdentityChange(identity, previous);
  }, [identity, loading]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session,
      loading,
      isGuestUser: !user && guestInfo !== null,
      guestInfo: user ? null : guestInfo,
      identity,
      aal,
      role,
      passwordRecovery,
      endPasswordRecovery,
      signOut,
      clearGuestSession,
      signInAsGuest,
    }),
    [
      user,
      session,
      loading,
      guestInfo,
      identity,
      aal,
      role,
      passwordRecovery,
      endPasswordRecovery,
      signOut,
      clearGuestSession,
      signInAsGuest,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
