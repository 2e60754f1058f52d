import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeRoot, ToastHost } from '@cc/shared-ui';
import { AuthProvider, useAuth } from './AuthProvider';
import { authStorageKey, getSupabase } from './client';
import { guestStorageKey, readGuestToken, writeGuest } from './guest';
import { createFakeSupabase, fakeSession, functionsHttpError } from './testing/fake-supabase';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));

function Probe() {
  const { user, isGuestUser, guestInfo, loading, passwordRecovery, aal, role, signOut, signInAsGuest } = useAuth();
  return (
    <div>
      <span data-testid="state">
        {JSON.stringify({ email: user?.email ?? null, isGuestUser, guestInfo, loading, passwordRecovery, aal, role })}
      </span>
      <button onClick={() => void signOut()}>out</button>
      <button
        onClick={() =>
          void signInAsGuest({ firstName: ' <b>Ada</b> ', email: ' ada@example.com ' }).then(({ error }) => {
            document.body.dataset.guestError = error ? error.kind : 'none';
          })
        }
      >
        guest
      </button>
      <button
        onClick={() =>
          void signInAsGuest({ firstName: 'Ada', email: 'not an email' }).then(({ error }) => {
            document.body.dataset.guestError = error ? error.kind : 'none';
          })
        }
      >
        bad guest
      </button>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent) as Record<string, unknown>;

function renderProvider() {
  return render(
    <ThemeRoot>
      <AuthProvider messages={{ signedOut: 'Signed out.', signOutFailed: 'Sign-out failed.' }}>
        <Probe />
      </AuthProvider>
      <ToastHost closeLabel="Hinweis schließen" />
    </ThemeRoot>,
  );
}

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    mockSupabase.reset();
    delete document.body.dataset.guestError;
  });

  it('is anonymous without a guest record or a stored session, and does not load the client', async () => {
    renderProvider();
    await waitFor(() => expect(state()).toMatchObject({ loading: false }));
    expect(state()).toEqual({
      email: null,
      isGuestUser: false,
      guestInfo: null,
      loading: false,
      passwordRecovery: false,
      aal: null,
      role: null,
    });
    expect(mockSupabase.client.auth.onAuthStateChange).not.toHaveBeenCalled();
  });

  it('switches guest mode on at start with a valid stored record, and off on sign-out (success toast)', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderProvider();
    expect(state()).toMatchObject({ isGuestUser: true, guestInfo: { email: 'ada@example.com', firstName: 'Ada' } });
    await act(async () => screen.getByText('out').click());
    expect(state()).toMatchObject({ isGuestUser: false, guestInfo: null });
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
    expect(mockSupabase.client.auth.signOut).not.toHaveBeenCalled(); // a guest is signed out locally
    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
  });

  it('is loading at start and restores a stored session', async () => {
    localStorage.setItem(authStorageKey(), '{"stored":true}');
    mockSupabase.setSession(fakeSession('grace@example.com'));
    renderProvider();
    expect(state()).toMatchObject({ loading: true, email: null });
    await waitFor(() => expect(state()).toMatchObject({ loading: false, email: 'grace@example.com' }));
  });

  it('turns guest mode off and clears the record as soon as a real session appears (SIGNED_IN)', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderProvider();
    await act(async () => {
      await getSupabase(); // something (the sign-in screen) loads the client
    });
    await waitFor(() => expect(mockSupabase.client.auth.onAuthStateChange).toHaveBeenCalled());
    expect(state()).toMatchObject({ isGuestUser: true });
    act(() => mockSupabase.emit('SIGNED_IN', fakeSession('ada@example.com')));
    expect(state()).toMatchObject({ isGuestUser: false, guestInfo: null, email: 'ada@example.com' });
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
  });

  it('tells the api that the guest who signed in is the account (guest token and new session together), once', async () => {
    writeGuest({ email: 'private@example.org', firstName: 'Ada' }, Date.now(), {
      token: 'guest-token-1',
      expiresAt: null,
    });
    mockSupabase.client.functions.invoke.mockResolvedValue({ data: { excluded: 1 }, error: null });
    renderProvider();
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(mockSupabase.client.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => mockSupabase.emit('SIGNED_IN', fakeSession('ada@example.com')));
    expect(readGuestToken()).toBeNull();
    await waitFor(() =>
      expect(mockSupabase.client.functions.invoke).toHaveBeenCalledWith('guest-link', {
        method: 'POST',
        headers: { 'x-guest-token': 'guest-token-1' },
      }),
    );
    // Later sessions (refreshes) have no guest left to link.
    act(() => mockSupabase.emit('TOKEN_REFRESHED', fakeSession('ada@example.com')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(mockSupabase.client.functions.invoke).toHaveBeenCalledTimes(1);
  });

  it('links nothing when a session appears without a guest token', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    renderProvider();
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(mockSupabase.client.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => mockSupabase.emit('SIGNED_IN', fakeSession('ada@example.com')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(mockSupabase.client.functions.invoke).not.toHaveBeenCalled();
  });

  it('signs a user out through the provider, clears any guest record and shows the success toast', async () => {
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession());
    renderProvider();
    await waitFor(() => expect(state()).toMatchObject({ email: 'ada@example.com' }));
    localStorage.setItem(guestStorageKey, '{"left":"over"}');
    await act(async () => screen.getByText('out').click());
    expect(mockSupabase.client.auth.signOut).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ email: null, isGuestUser: false });
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
    expect(await screen.findByText('Signed out.')).toBeInTheDocument();
  });

  it('logs a failed sign-out and shows the error toast; the user stays signed in', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(authStorageKey(), '{}');
    mockSupabase.setSession(fakeSession());
    const failure = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 });
    mockSupabase.client.auth.signOut.mockResolvedValueOnce({ error: failure });
    renderProvider();
    await waitFor(() => expect(state()).toMatchObject({ email: 'ada@example.com' }));
    await act(async () => screen.getByText('out').click());
    expect(consoleError).toHaveBeenCalledWith('Sign-out failed', failure);
    expect(await screen.findByText('Sign-out failed.')).toBeInTheDocument();
    expect(state()).toMatchObject({ email: 'ada@example.com' });
    consoleError.mockRestore();
  });

  it('follows PASSWORD_RECOVERY and SIGNED_OUT events', async () => {
    renderProvider();
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(mockSupabase.client.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => mockSupabase.emit('PASSWORD_RECOVERY', fakeSession()));
    expect(state()).toMatchObject({ passwordRecovery: true, email: 'ada@example.com' });
    act(() => mockSupabase.emit('SIGNED_OUT', null));
    expect(state()).toMatchObject({ passwordRecovery: false, email: null });
  });

  it('reads aal and role from the session and follows MFA_CHALLENGE_VERIFIED to aal2', async () => {
    renderProvider();
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(mockSupabase.client.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => mockSupabase.emit('SIGNED_IN', fakeSession('ada@example.com', { aal: 'aal1', role: 'admin' })));
    expect(state()).toMatchObject({ aal: 'aal1', role: 'admin' });
    act(() =>
      mockSupabase.emit('MFA_CHALLENGE_VERIFIED', fakeSession('ada@example.com', { aal: 'aal2', role: 'admin' })),
    );
    expect(state()).toMatchObject({ aal: 'aal2', role: 'admin', email: 'ada@example.com' });
    act(() => mockSupabase.emit('SIGNED_OUT', null));
    expect(state()).toMatchObject({ aal: null, role: null });
  });

  it('has no aal for a token that is not a JWT', async () => {
    renderProvider();
    await act(async () => {
      await getSupabase();
    });
    await waitFor(() => expect(mockSupabase.client.auth.onAuthStateChange).toHaveBeenCalled());
    act(() => mockSupabase.emit('SIGNED_IN', fakeSession()));
    expect(state()).toMatchObject({ aal: null, role: null, email: 'ada@example.com' });
  });

  it('signs a guest in: sanitises, calls guest-session and stores the record with the token', async () => {
    mockSupabase.client.functions.invoke.mockResolvedValueOnce({
      data: {
        guest_token: 'guest.jwt',
        expires_at: 1893456000, // 2030-01-01, Unix seconds as the api answers
        guest: { email: 'ada@example.com', firstName: 'Ada' },
      },
      error: null,
    });
    renderProvider();
    await act(async () => screen.getByText('guest').click());
    await waitFor(() => expect(document.body.dataset.guestError).toBe('none'));
    expect(mockSupabase.client.functions.invoke).toHaveBeenCalledWith('guest-session', {
      method: 'POST',
      body: { email: 'ada@example.com', firstName: 'bAda/b', consent: true, lang: expect.any(String) },
    });
    expect(state()).toMatchObject({ isGuestUser: true, guestInfo: { email: 'ada@example.com', firstName: 'Ada' } });
    expect(readGuestToken()).toBe('guest.jwt');
  });

  it('refuses an invalid guest email before calling the api ("Invalid email format")', async () => {
    renderProvider();
    await act(async () => screen.getByText('bad guest').click());
    await waitFor(() => expect(document.body.dataset.guestError).toBe('invalid_email'));
    expect(mockSupabase.client.functions.invoke).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ isGuestUser: false });
  });

  it('reports the api refusing a guest (rate limit) and stores nothing', async () => {
    mockSupabase.client.functions.invoke.mockResolvedValueOnce({
      data: null,
      error: functionsHttpError(429, { code: 'over_request_rate_limit', message: 'Too many requests' }),
    });
    renderProvider();
    await act(async () => screen.getByText('guest').click());
    await waitFor(() => expect(document.body.dataset.guestError).toBe('rate_limited'));
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
  });

  it('throws a clear error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
