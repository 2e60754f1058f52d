import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { site } from '@cc/shared-domain';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Container, IconButton, MenuIcon, UserIcon, VisuallyHidden } from '@cc/shared-ui';
import { signInPath } from '../../common/next-path';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitcher } from './LanguageSwitcher';
import { getNavItems } from './nav-items';
import { useIsMobile } from './useIsMobile';

// Loaded when first opened: most visits never open the drawer.
const MobileDrawer = lazy(() => import('./MobileDrawer').then((module) => ({ default: module.MobileDrawer })));
// Only a signed-in user or a guest has an account menu, so a first visit does not load it.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

/** The header's height, written only here. */
const headerHeight = '68px';

/**
 * The header's height as `--kk-header-height` on :root, so the remotes place a full-height page or a
 * sticky bar below it with `var(--kk-header-height, 68px)` (the fallback for a host without it).
 */
const HeaderHeight = createGlobalStyle`
  :root {
    --kk-header-height: ${headerHeight};
  }
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: rgba(251, 250, 247, 0.94);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/** Below this width (a 320 px phone) the signed-in header's menu, brand and two tools fit only compacted. */
const narrow = '@media (max-width: 359.98px)';

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: var(--kk-header-height);
  ${narrow} {
    gap: 4px;
    padding: 0 12px;
  }
`;

const Brand = styled(Link)`
  display: flex;
  flex-direction: column;
  margin-right: auto;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  line-height: 1.2;
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.3rem;
    color: ${({ theme }) => theme.color.primary};
  }
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${narrow} {
    min-width: 0;
    strong {
      font-size: 1rem;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    span {
      display: none;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  /* The account menu or "Anmelden" is never pushed off the row. */
  flex-shrink: 0;
  ${narrow} {
    gap: 0;
  }
`;

/**
 * "Anmelden" for anonymous visitors. Between the mobile breakpoint and a wide screen the menu
 * leaves no room for the word: the round user icon of the account menu, named "Anmelden".
 */
const SignInLink = styled(ButtonLink)`
  min-height: 40px;
  padding: 0 16px;
  margin-left: 4px;
  white-space: nowrap;
  svg {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.wide - 0.02}px) {
    width: 44px;
    min-height: 44px;
    padding: 0;
    border-radius: 50%;
    svg {
      display: block;
    }
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

interface HeaderProps {
  /**
   * The build-time snapshot of `/` is served to anonymous visitors only (its guard hides it from
   * users, guests and mail-link arrivals), so it shows the way in without waiting for the session.
   */
  signedOutSnapshot?: boolean;
}

export function Header({ signedOutSnapshot = false }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { user, isGuestUser, loading } = useAuth();
  const { pathname, search } = useLocation();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const items = getNavItems({ hasIdentity: Boolean(user) || isGuestUser });
  // Where the account menu appears once a user or guest exists: the way in for everyone else,
  // back to this page afterwards. Not while the session is being restored, nor on /auth itself.
  const signInTo =
    (signedOutSnapshot || !loading) && !user && !isGuestUser && pathname !== '/auth'
      ? signInPath(`${pathname}${search}`)
      : null;

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <Bar>
      <HeaderHeight />
      <Row>
        {isMobile && (
          <IconButton
            ref={menuButton}
            $variant="ghost"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            data-testid="drawer-toggle"
          >
            <MenuIcon />
            <VisuallyHidden>{t('nav.openMenu')}</VisuallyHidden>
          </IconButton>
        )}
        <Brand to="/">
          <strong>{site.productName}</strong>
          <span>{t('byline', { company: site.company })}</span>
        </Brand>
        {!isMobile && <DesktopNav items={items} />}
        <Tools>
          <LanguageSwitcher />
          {(user || isGuestUser) && (
            // Its button's place is kept while it loads, so nothing in the header moves.
            <Suspense
              fallback={
                <IconButton $variant="outline" disabled>
                  <UserIcon />
                  <VisuallyHidden>{t('account.open')}</VisuallyHidden>
                </IconButton>
              }
            >
              <AccountMenu />
            </Suspense>
          )}
          {!isMobile && signInTo && (
            <SignInLink to={signInTo} variant="secondary" title={t('nav.signIn')} data-testid="sign-in-entry">
              <UserIcon />
              <span>{t('nav.signIn')}</span>
            </SignInLink>
          )}
        </Tools>
      </Row>
      {isMobile && drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer items={items} signInTo={signInTo} onClose={closeDrawer} />
        </Suspense>
      )}
    </Bar>
  );
}
