import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import {
  authApiError,
  createFakeSupabase,
  fakeSession,
  renderWithProviders,
  setupUser,
} from '@cc/shared-build/test-utils';
import { profile, portalRoutes, routeFunctions, signIn } from '../../testing/portal';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const renderPortal = (route: string) => renderWithProviders(portalRoutes, { route });
const { mfa } = mockSupabase.client.auth;

// As supabase-js passes GoTrue's SVG on: unencoded, with `#` colours.
const qr =
  'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1v1H0z"/></svg>';
const factor = (status: 'verified' | 'unverified', id = 'factor-1') => ({
  id,
  factor_type: 'totp',
  status,
  friendly_name: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

function approvedExpert(aal: 'aal1' | 'aal2') {
  signIn(mockSupabase, { aal });
  routeFunctions(mockSupabase, {
    'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
    'GET expert-cases': () => ({ data: { inbox: [], cases: [] } }),
  });
}

function factors(list: ReturnType<typeof factor>[], currentLevel: 'aal1' | 'aal2' = 'aal1') {
  mfa.listFactors.mockResolvedValue({
    data: { all: list, totp: list.filter((f) => f.status === 'verified'), phone: [] },
    error: null,
  });
  mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
    data: { currentLevel, nextLevel: list.some((f) => f.status === 'verified') ? 'aal2' : 'aal1' },
    error: null,
  });
}

describe('two-factor sign-in before case data', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
  });

  it('enrolls a TOTP factor: QR code as an image with alt text, the key to copy, a labelled code field; aal2 shows the cases', async () => {
    approvedExpert('aal1');
    factors([factor('unverified', 'stale')]);
    mfa.enroll.mockResolvedValue({
      data: {
        id: 'factor-2',
        type: 'totp',
        friendly_name: '',
        totp: { qr_code: qr, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' },
      },
      error: null,
    });
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const enroll = await screen.findByTestId('totp-enroll');
    expect(mockSupabase.client.functions.invoke).not.toHaveBeenCalledWith('expert-cases', expect.anything());

    await user.click(within(enroll).getByRole('button', { name: 'Einrichtung starten' }));
    const image = await within(enroll).findByRole('img', {
      name: 'QR-Code zum Einrichten der Zwei-Faktor-Anmeldung in deiner Authenticator-App',
    });
    // Percent-encoded, so the `#` of a colour does not end the image at a URL fragment.
    expect(image).toHaveAttribute(
      'src',
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1v1H0z"/></svg>')}`,
    );
    // A stale half-finished enrollment is removed before the new one.
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'stale' });
    expect(mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', issuer: 'KonfliktKompass' });
    expect(within(enroll).getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const code = within(enroll).getByLabelText('6-stelliger Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12a');
    await user.click(within(enroll).getByRole('button', { name: 'Bestätigen und aktivieren' }));
    expect(
      await within(enroll).findByText('Bitte gib die 6 Ziffern aus deiner Authenticator-App ein.'),
    ).toBeInTheDocument();
    // The first invalid field takes the focus in the frame after the render that shows its message
    // (shared-ui focusFirstError): waited for, not read at once (it flaked on a loaded machine).
    await waitFor(() => expect(code).toHaveFocus());
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();

    mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: authApiError('mfa_verification_failed', 422, 'Invalid TOTP code entered'),
    });
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(enroll).getByRole('button', { name: 'Bestätigen und aktivieren' }));
    expect(await within(enroll).findByText(/Dieser Code stimmt nicht oder wurde schon verwendet/)).toBeInTheDocument();

    mfa.challengeAndVerify.mockImplementationOnce(async () => {
      // As supabase-js: the aal2 session is stored and MFA_CHALLENGE_VERIFIED emitted.
      mockSupabase.emit('MFA_CHALLENGE_VERIFIED', fakeSession('maria@example.com', { aal: 'aal2' }));
      return { data: {}, error: null };
    });
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(enroll).getByRole('button', { name: 'Bestätigen und aktivieren' }));
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'factor-2', code: '654321' });
    expect(await screen.findByTestId('inbox')).toHaveTextContent('Im Moment wartet keine Anfrage auf dich.');
    expect(screen.queryByTestId('totp-enroll')).not.toBeInTheDocument();
  });

  it('asks for a code on a later sign-in (verified factor, aal1)', async () => {
    approvedExpert('aal1');
    factors([factor('verified')]);
    const user = setupUser();
    renderPortal('/expert-portal/cases');
    const challenge = await screen.findByTestId('totp-challenge');
    expect(within(challenge).getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeInTheDocument();
    mfa.challengeAndVerify.mockImplementationOnce(async () => {
      act(() => mockSupabase.emit('MFA_CHALLENGE_VERIFIED', fakeSession('maria@example.com', { aal: 'aal2' })));
      return { data: {}, error: null };
    });
    await user.type(within(challenge).getByLabelText('6-stelliger Code'), '111 222');
    await user.click(within(challenge).getByRole('button', { name: 'Code bestätigen' }));
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '111222' });
    expect(await screen.findByTestId('inbox')).toBeInTheDocument();
  });

  it('shows the case list at aal2 without asking again', async () => {
    signIn(mockSupabase, { aal: 'aal2' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: profile({ status: 'approved' }) } }),
      'GET expert-cases': () => ({
        data: {
          inbox: [
            {
              id: '00000000-0000-4000-8000-0000000000a1',
              status: 'neu',
              topic: 'Streit um Anteile im Gründerteam',
              summary: 'Wir sind uneinig.',
              lang: 'de',
              focus: null,
              format: 'any',
              region: null,
              availability: null,
              client_name: null,
              addressed_to: null,
              expert: null,
              conversation_id: null,
              decline_reason: null,
              cancel_reason: null,
              outcome: null,
              next_appointment: null,
              proposed_appointment: null,
              unread_count: 0,
              accepted_at: null,
              closed_at: null,
              created_at: '2026-11-22T10:00:00.000Z',
              updated_at: '2026-11-22T10:00:00.000Z',
            },
          ],
          cases: [],
        },
      }),
    });
    renderPortal('/expert-portal/cases');
    const inbox = await screen.findByTestId('inbox');
    expect(inbox).toHaveTextContent('1 Anfrage wartet auf dich.');
    expect(within(inbox).getByRole('heading', { name: 'Streit um Anteile im Gründerteam' })).toBeInTheDocument();
    expect(mfa.listFactors).not.toHaveBeenCalled();
  });

  it('keeps case data from an expert who is not approved', async () => {
    signIn(mockSupabase, { aal: 'aal2' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: profile({ status: 'submitted' }) } }),
    });
    renderPortal('/expert-portal/cases');
    expect(await screen.findByTestId('cases-not-approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(mockSupabase.client.functions.invoke).not.toHaveBeenCalledWith('expert-cases', expect.anything()),
    );
  });

  it('tells an admin without a profile that admins see no cases, and leads to the review (not to an application)', async () => {
    signIn(mockSupabase, { aal: 'aal2', role: 'admin' });
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: null } }),
    });
    renderPortal('/expert-portal/cases');
    const note = await screen.findByTestId('cases-admin');
    expect(note).toHaveTextContent('Als Admin siehst du keine Fälle');
    expect(within(note).getByRole('link', { name: 'Bewerbungen prüfen' })).toHaveAttribute(
      'href',
      '/expert-portal/review',
    );
    expect(screen.queryByTestId('cases-not-approved')).toBeNull();
    // The page speaks to an admin, not to an expert with cases of their own.
    expect(screen.getByRole('heading', { level: 1, name: 'Fälle' })).toBeInTheDocument();
    expect(screen.queryByText(/die du begleitest/)).toBeNull();
  });

  it('shows in English that the factor is active on the security page', async () => {
    await setLanguage('en');
    approvedExpert('aal2');
    factors([factor('verified')], 'aal2');
    renderPortal('/expert-portal/security');
    const active = await screen.findByTestId('totp-active');
    expect(within(active).getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeInTheDocument();
    expect(await within(active).findByText(/since November 20, 2026/)).toBeInTheDocument();
  });
});
