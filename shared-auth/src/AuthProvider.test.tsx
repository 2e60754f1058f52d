import { act, render, screen } from '@testing-library/react';
import { AuthProvider, useAuth } from './AuthProvider';
import { guestStorageKey, writeGuest } from './guest';

function Probe() {
  const { user, isGuestUser, guestInfo, signOut } = useAuth();
  return (
    <div>
      <span data-testid="state">{JSON.stringify({ user, isGuestUser, guestInfo })}</span>
      <button onClick={() => void signOut()}>out</button>
    </div>
  );
}

describe('AuthProvider', () => {
  beforeEach(() => localStorage.clear());

  it('is anonymous without a guest record', () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      user: null,
      isGuestUser: false,
      guestInfo: null,
    });
  });

  it('switches guest mode on at start with a valid stored record, and off on sign-out', async () => {
    writeGuest({ email: 'ada@example.com', firstName: 'Ada' });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({
      isGuestUser: true,
      guestInfo: { email: 'ada@example.com', firstName: 'Ada' },
    });
    await act(async () => screen.getByText('out').click());
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({ isGuestUser: false, guestInfo: null });
    expect(localStorage.getItem(guestStorageKey)).toBeNull();
  });

  it('throws a clear error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });
});
