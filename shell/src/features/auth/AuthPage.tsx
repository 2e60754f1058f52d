import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { readGuest, useAuth } from '@cc/shared-auth';
import { withQueryProvider } from '@cc/shared-auth/query';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card, showToast, Spinner } from '@cc/shared-ui';
import { Alert, ButtonRow, Stack, Tabs } from '@cc/shared-ui/forms';
import { displayName } from '../../common/display-name';
import { safeNextPath } from '../../common/next-path';
import { formError, useFormErrorText } from '../../common/form-errors';
import { PageSection } from '../../common/PageSection';
import { usePreloadAuthClient } from './api/auth';
import { isTabView, linkErrorFromHash, nextPath, viewFromSearch, type AuthView, type TabView } from './auth-views';
import { emptyFields, type AuthFields, type SetField } from './fields';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { GuestClaim } from './GuestClaim';
import { GuestForm } from './GuestForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import './texts';

const Narrow = styled.div`
  max-width: 520px;
  .lead {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const titles: Record<AuthView, string> = {
  'sign-in': 'auth.title',
  'sign-up': 'auth.signUp.title',
  guest: 'auth.guest.title',
  'forgot-password': 'auth.forgot.title',
  'update-password': 'auth.updatePassword.title',
  confirmed: 'auth.confirmed.title',
  'email-changed': 'auth.confirmed.title',
};

/** The sign-in screen: sign in, sign up, continue as guest, forgot and new password, mail-link landings. */
function AuthPage() {
  const { t } = useTranslation('shell');
  const { user, loading, isGuestUser, guestInfo, passwordRecovery, signOut } = useAuth();
  const errorText = useFormErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const requested = viewFromSearch(search);
  const landingRequested = requested === 'confirmed' || requested === 'email-changed';
  // Read once: supabase-js clears the fragment after taking a session from it, not after an error.
  const [linkError] = useState(() => linkErrorFromHash(window.location.hash));
  // A mail link opened again: GoTrue answers a used link like an expired one (otp_expired), and
  // drops the query (so `view=confirmed`) from the address it redirects to.
  const linkUsed = linkError?.code === 'otp_expired';
  // A landing without a session to take over (opened again, or its link failed) is the sign-in view.
  const view: AuthView = passwordRecovery
    ? 'update-password'
    : landingRequested && (linkError || (!loading && !user))
      ? 'sign-in'
      : requested;
  const next = nextPath(search, location.state);
  // The `next` a mailed link carries back, so confirming by mail also returns there.
  const mailNext = safeNextPath(search.get('next'));
  // A guest creating an account starts with their guest address: confirming that address brings
  // their guest data (cases, conversations, results) to the account.
  const [fields, setFields] = useState<AuthFields>(() => ({ ...emptyFields, email: readGuest()?.email ?? '' }));
  // The first of the two links of a secure email change: accepted, but the change waits for the
  // other address's link (the api redirects with `#message=…` and no session).
  const [otherLinkPending] = useState(() => /(^|[#&])message=/.test(window.location.hash));
  const leaving = useRef(false);

  usePreloadAuthClient();

  const setField = useCallback<SetField>((name, value) => setFields((current) => ({ ...current, [name]: value })), []);

  // The link's error stays in the address bar (raw English, and shown again on a reload): once
  // the session is settled (supabase-js has read the fragment), the address is cleaned.
  const addressCleaned = useRef(false);
  useEffect(() => {
    if (!linkError || loading || addressCleaned.current) return;
    addressCleaned.current = true;
    const params = new URLSearchParams(search);
    if (landingRequested) params.delete('view');
    setSearch(params, { replace: true, state: location.state as unknown });
  }, [linkError, loading, landingRequested, search, setSearch, location.state]);

  const show = useCallback(
    (target: AuthView) => {
      // Each view starts empty except for the address: nothing typed for one purpose (a failed
      // sign-in's password) is ever sent for another (creating an account).
      setFields((current) => ({ ...emptyFields, email: current.email }));
      const params = new URLSearchParams(search);
      params.delete('mode');
      if (target === 'sign-in') params.delete('view');
      else params.set('view', target);
      setSearch(params, { replace: true, state: location.state as unknown });
    },
    [search, setSearch, location.state],
  );

  const goOn = useCallback(() => {
    leaving.current = true;
    void navigate(next, { replace: true });
  }, [navigate, next]);

  // A confirmation link signed the person in: say so and go on to the dashboard.
  const halfwayEmailChange = view === 'email-changed' && otherLinkPending;
  const landing = (view === 'confirmed' || view === 'email-changed') && !halfwayEmailChange;
  useEffect(() => {
    if (!landing || !user || leaving.current) return;
    leaving.current = true;
    void showToast(t(view === 'email-changed' ? 'auth.confirmed.emailChanged' : 'auth.confirmed.success'), 'success');
    // A confirmed sign-up goes back to where the visitor was (the link carries `next`).
    void navigate(view === 'confirmed' ? next : '/dashboard', { replace: true });
  }, [landing, user, view, t, navigate, next]);

  // The mailed link that brings a returning guest's earlier data to this browser.
  const claimToken = search.get('claim');

  let content;
  if (claimToken) {
    content = <GuestClaim token={claimToken} />;
  } else if (halfwayEmailChange) {
    content = (
      <Stack data-testid="email-change-halfway">
        <Alert tone="info">
          <p>{t('auth.confirmed.emailChangeOtherLink')}</p>
        </Alert>
        <ButtonRow>
          <ButtonLink to="/dashboard">{t('auth.confirmed.toDashboard')}</ButtonLink>
        </ButtonRow>
      </Stack>
    );
  } else if (landing || loading) {
    // A mail link is being turned into a session, or a stored session is being restored.
    content = (
      <Waiting role="status">
        <Spinner $size={24} />
        {t(landing || view === 'update-password' ? 'auth.confirmed.pending' : 'loading')}
      </Waiting>
    );
  } else if (view === 'update-password') {
    content = user ? (
      <UpdatePasswordForm
        fields={fields}
        setField={setField}
        onDone={() => void navigate('/dashboard', { replace: true })}
      />
    ) : (
      <Stack>
        <Alert tone="error">
          <p>{errorText(formError('link_invalid'))}</p>
        </Alert>
        <ButtonRow>
          <Button onClick={() => show('forgot-password')}>{t('auth.updatePassword.requestNew')}</Button>
        </ButtonRow>
      </Stack>
    );
  } else if (user && !leaving.current) {
    content = (
      <Stack data-testid="signed-in">
        <p>{t('auth.signedIn.text', { email: user.email ?? '' })}</p>
        <ButtonRow>
          <ButtonLink to="/dashboard">{t('auth.signedIn.dashboard')}</ButtonLink>
          <Button $variant="secondary" onClick={() => void signOut()}>
            {t('account.signOut')}
          </Button>
        </ButtonRow>
      </Stack>
    );
  } else if (view === 'forgot-password') {
    content = <ForgotPasswordForm fields={fields} setField={setField} onBack={() => show('sign-in')} />;
  } else {
    const tab: TabView = isTabView(view) ? view : 'sign-in';
    content = (
      <Tabs
        label={t('auth.tabsLabel')}
        items={[
          { id: 'sign-in', label: t('auth.tabs.signIn') },
          { id: 'sign-up', label: t('auth.tabs.signUp') },
          { id: 'guest', label: t('auth.tabs.guest') },
        ]}
        value={tab}
        onChange={show}
      >
        {tab === 'sign-in' && (
          <SignInForm
            next={mailNext}
            fields={fields}
            setField={setField}
            onSignedIn={goOn}
            onForgotPassword={() => show('forgot-password')}
          />
        )}
        {tab === 'sign-up' && (
          <SignUpForm
            next={mailNext}
            fields={fields}
            setField={setField}
            onSignedIn={goOn}
            onShowSignIn={() => show('sign-in')}
          />
        )}
        {tab === 'guest' && <GuestForm fields={fields} setField={setField} onSignedIn={goOn} />}
      </Tabs>
    );
  }

  const signedInView = user && !landing && view !== 'update-password' && !claimToken;
  const title = t(claimToken ? 'auth.claim.title' : signedInView ? 'auth.signedIn.title' : titles[view]);
  useDocumentTitle(title);
  return (
    <PageSection>
      <Narrow>
        <h1>{title}</h1>
        {!signedInView && view !== 'update-password' && !landing && !claimToken && (
          <p className="lead">{t('auth.intro')}</p>
        )}
        <Stack $gap={6}>
          {linkError && (!user || linkUsed) && (
            <Alert tone={user ? 'info' : 'error'} data-testid="link-error">
              <p>
                {linkUsed
                  ? t(user ? 'auth.linkUsed.signedIn' : 'auth.linkUsed.signedOut')
                  : errorText(formError('link_invalid'))}
              </p>
            </Alert>
          )}
          {isGuestUser && !user && !claimToken && (
            <Alert tone="info">
              <p>
                {t('auth.guest.current', { name: displayName(guestInfo?.firstName) || t('account.guestFallback') })}
              </p>
            </Alert>
          )}
          <Card>{content}</Card>
        </Stack>
      </Narrow>
    </PageSection>
  );
}

// A lazy page of its own: it brings the page's one query client (never part of the first load).
export default withQueryProvider(AuthPage);
