import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { clearGuest, readGuest, type GuestInfo } from './guest';

/** The signed-in account as the auth provider returns it (the backend arrives with the api). */
export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthContextValue {
  user: AuthUser | null;
  loading: boolean;
  isGuestUser: boolean;
  guestInfo: GuestInfo | null;
  /** Ends the user's session or the guest session. Resolves with an error instead of throwing. */
  signOut: () => Promise<{ error: Error | null }>;
  clearGuestSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // Guest mode is on at start when a valid stored guest record exists.
  const [guestInfo, setGuestInfo] = useState<GuestInfo | null>(() => readGuest());
  const [user] = useState<AuthUser | null>(null);

  const clearGuestSession = useCallback(() => {
    clearGuest();
    setGuestInfo(null);
  }, []);

  const signOut = useCallback(async () => {
    try {
      clearGuestSession();
      return { error: null };
    } catch (error) {
      return { error: error instanceof Error ? error : new Error(String(error)) };
    }
  }, [clearGuestSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading: false,
      isGuestUser: !user && guestInfo !== null,
      guestInfo: user ? null : guestInfo,
      signOut,
      clearGuestSession,
    }),
    [user, guestInfo, signOut, clearGuestSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
