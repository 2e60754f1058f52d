import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { media } from '@cc/shared-ui';
import { useOwnProfile } from '../api/own-profile';
import { portalPaths } from '../portal-paths';

const Nav = styled.nav`
  margin-bottom: 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  /* Compact on phones, so the page's heading stays near the top. */
  ${media.mobile} {
    a {
      min-height: 36px;
      padding: 0 12px;
      font-size: 0.9rem;
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/** The portal's own navigation for signed-in people: what they can open depends on their profile and role. */
export function PortalNav() {
  const { t } = useTranslation('expert');
  const { role } = useAuth();
  const { data: profile } = useOwnProfile();
  const status = profile?.status;
  const approved = status === 'approved';
  const isAdmin = role === 'admin';
  // An admin reviews applications and has none of their own, unless they applied as an expert too.
  const applies = !isAdmin || Boolean(profile);
  const items = [
    { to: portalPaths.overview, label: t('nav.overview'), end: true },
    ...(applies ? [{ to: portalPaths.application, label: t(approved ? 'nav.profile' : 'nav.application') }] : []),
    ...(approved ? [{ to: portalPaths.cases, label: t('nav.cases') }] : []),
    ...(approved || status === 'suspended' || isAdmin ? [{ to: portalPaths.security, label: t('nav.security') }] : []),
    ...(isAdmin ? [{ to: portalPaths.review, label: t('nav.review') }] : []),
  ];
  return (
    <Nav aria-label={t('nav.label')} data-testid="portal-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
