import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cc/shared-auth/query';
import { setLanguage } from '@cc/shared-i18n';
import { createFakeSupabase, fakeSession, renderWithProviders, setupUser } from '@cc/shared-build/test-utils';
import { now, profile, portalRoutes, routeFunctions, signIn } from '../../testing/portal';

const mockSupabase = createFakeSupabase();
jest.mock('@supabase/supabase-js', () => ({ createClient: () => mockSupabase.client }));
const renderPortal = (route: string) => renderWithProviders(portalRoutes, { route });
const credentials = mockSupabase.bucket('credentials');
const { mfa } = mockSupabase.client.auth;

/** The admin's TOTP factors as GoTrue lists them (none, or one verified). */
function factors(verified: boolean) {
  const list = verified
    ? [
        {
          id: 'factor-1',
          factor_type: 'totp',
          status: 'verified',
          friendly_name: null,
          created_at: now,
          updated_at: now,
        },
      ]
    : [];
  mfa.listFactors.mockResolvedValue({ data: { all: list, totp: list, phone: [] }, error: null });
  mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
    data: { currentLevel: 'aal1', nextLevel: verified ? 'aal2' : 'aal1' },
    error: null,
  });
}

const applicantId = '00000000-0000-4000-8000-0000000000e1';
const documentPath = `${applicantId}/1700000000000-zertifikat.pdf`;

function application(status: 'submitted' | 'approved' | 'rejected') {
  return {
    ...profile({
      user_id: applicantId,
      status,
      display_name: 'Jonas Muster',
      title: 'Mediator',
      bio_de: 'Ich begleite Teams.',
      focus_areas: ['team', 'co_founder'],
      languages: ['de', 'en'],
      formats: ['online', 'in_person'],
      city_region: 'Hamburg',
      fee_per_hour_cents: 12000,
      first_talk_free: true,
      qualifications: 'Mediator (130 h)',
      credential_paths: [documentPath],
      submitted_at: now,
    }),
    email: 'jonas@example.com',
  };
}

describe('admin review queue', () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.clear();
    mockSupabase.reset();
    await setLanguage('de');
    credentials.createSignedUrl.mockImplementation(async (path: string) => ({
      data: { signedUrl: `http://localhost:54321/storage/v1/object/sign/credentials/${path}?token=t` },
      error: null,
    }));
  });

  it('is only for admins', async () => {
    signIn(mockSupabase, { aal: 'aal1' });
    routeFunctions(mockSupabase, { 'GET expert-profile': () => ({ data: { profile: null } }) });
    renderPortal('/expert-portal/review');
    expect(await screen.findByTestId('admin-only')).toBeInTheDocument();
  });

  it('asks an admin without a second factor to set one up before anything of the review loads', async () => {
    signIn(mockSupabase, { aal: 'aal1', role: 'admin' });
    factors(false);
    const applications = jest.fn(() => ({ data: { applications: [], total: 0, page: 1, per_page: 20 } }));
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: null } }),
      'GET expert-applications?status=submitted&page=1&per_page=20': applications,
    });
    renderPortal('/expert-portal/review');
    const enroll = await screen.findByTestId('totp-enroll');
    expect(within(enroll).getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeInTheDocument();
    expect(enroll).toHaveTextContent('Bevor du Bewerbungen und Nachweise von Expertinnen und Experten prüfst');
    expect(screen.queryByTestId('review-list')).not.toBeInTheDocument();
    expect(applications).not.toHaveBeenCalled();
  });

  it('asks an admin with a factor for the code (English), then shows the application and its credentials', async () => {
    await setLanguage('en');
    signIn(mockSupabase, { aal: 'aal1', role: 'admin' });
    factors(true);
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: null } }),
      [`GET expert-applications/${applicantId}`]: () => ({
        data: { application: application('submitted'), documents: [], reviews: [] },
      }),
    });
    const user = setupUser();
    renderPortal(`/expert-portal/review/${applicantId}`);
    const challenge = await screen.findByTestId('totp-challenge');
    expect(challenge).toHaveTextContent('Enter the current code from your authenticator app to review applications');
    expect(screen.queryByTestId('application-detail')).not.toBeInTheDocument();
    mfa.challengeAndVerify.mockImplementationOnce(async () => {
      act(() =>
        mockSupabase.emit('MFA_CHALLENGE_VERIFIED', fakeSession('maria@example.com', { aal: 'aal2', role: 'admin' })),
      );
      return { data: {}, error: null };
    });
    await user.type(within(challenge).getByLabelText('6-digit code'), '123456');
    await user.click(within(challenge).getByRole('button', { name: 'Confirm code' }));
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(await screen.findByTestId('application-detail')).toHaveTextContent('jonas@example.com');
  });

  it('lists submitted applications, shows one with its documents, needs a reason to reject, and updates the list', async () => {
    signIn(mockSupabase, { aal: 'aal2', role: 'admin' });
    let status: 'submitted' | 'rejected' = 'submitted';
    const decisions: unknown[] = [];
    routeFunctions(mockSupabase, {
      'GET expert-profile': () => ({ data: { profile: null } }),
      'GET expert-applications?status=submitted&page=1&per_page=20': () => ({
        data: {
          applications: status === 'submitted' ? [application('submitted')] : [],
          total: status === 'submitted' ? 1 : 0,
          page: 1,
          per_page: 20,
        },
      }),
      [`GET expert-applications/${applicantId}`]: () => ({
        data: {
          application: application(status),
          documents: [
            {
              bucket: 'credentials',
              path: documentPath,
              name: '1700000000000-zertifikat.pdf',
              size: 1200,
              content_type: 'application/pdf',
              created_at: now,
              missing: false,
            },
          ],
          reviews: [],
        },
      }),
      [`POST expert-applications/${applicantId}/decision`]: ({ body }) => {
        decisions.push(body);
        // The first answer refuses the reason (its field, in details.fields), the second takes it.
        if (decisions.length === 1)
          return {
            status: 400,
            body: {
              code: 'validation_failed',
              message: 'Invalid reason',
              details: { fields: [{ field: 'reason', reason: 'too_long', max: 5 }] },
            },
          };
        status = 'rejected';
        return {
          data: {
            application: { ...application('rejected'), status_reason: 'Nachweis fehlt.' },
            review: {
              id: '00000000-0000-4000-8000-0000000000f1',
              decision: 'reject',
              from_status: 'submitted',
              to_status: 'rejected',
              reason: 'Nachweis fehlt.',
              reviewer_id: null,
              reviewer_email: 'admin@example.com',
              by_service_role: false,
              created_at: now,
            },
          },
        };
      },
    });
    const user = setupUser();
    renderPortal('/expert-portal/review');
    const list = await screen.findByTestId('review-list');
    await user.click(within(list).getByRole('link', { name: 'Jonas Muster' }));

    const detail = await screen.findByTestId('application-detail');
    expect(within(detail).getByText('jonas@example.com')).toBeInTheDocument();
    expect(within(detail).getByText('Teamkonflikte, Konflikte unter Mitgründern')).toBeInTheDocument();
    expect(within(detail).getByText(/Online, Vor Ort \(Hamburg\)/)).toBeInTheDocument();
    expect(within(detail).getByText(/120 € pro Stunde · Erstgespräch kostenlos/)).toBeInTheDocument();
    expect(await within(detail).findByRole('link', { name: 'zertifikat.pdf öffnen' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/object/sign/credentials/${documentPath}`),
    );

    const form = screen.getByTestId('decision-form');
    await user.click(within(form).getByRole('radio', { name: 'Ablehnen' }));
    await user.click(within(form).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(form).findByText('Bitte gib eine Begründung ein.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Begründung')).toHaveFocus());
    expect(within(form).getByLabelText('Begründung')).toHaveAccessibleDescription(/Bitte gib eine Begründung ein\./);
    expect(decisions).toHaveLength(0);

    await user.type(within(form).getByLabelText('Begründung'), 'Nachweis fehlt.');
    await user.click(within(form).getByRole('button', { name: 'Ablehnen' }));
    // The api's refusal at the field, the text kept, no second copy under the form.
    await waitFor(() =>
      expect(within(form).getByLabelText('Begründung')).toHaveAccessibleDescription(
        /Bitte kürze auf höchstens 5 Zeichen\./,
      ),
    );
    expect(within(form).getByLabelText('Begründung')).toHaveValue('Nachweis fehlt.');
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText(/ist abgelehnt; die Begründung ging per E-Mail hinaus/)).toBeInTheDocument();
    expect(decisions).toEqual([
      { decision: 'reject', reason: 'Nachweis fehlt.' },
      { decision: 'reject', reason: 'Nachweis fehlt.' },
    ]);
    expect(await within(screen.getByTestId('application-detail')).findByText('Abgelehnt')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zurück zur Liste' }));
    expect(await screen.findByTestId('review-empty')).toHaveTextContent('Keine Bewerbung wartet auf eine Prüfung.');
  });
});
