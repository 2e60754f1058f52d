import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { useOwnProfile } from '../api/own-profile';
import { portalPaths } from '../portal-paths';
import { PillLinks } from './pill-links';

const Nav = styled.nav`
  margin-bottom: 24px;
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
      <PillLinks $tone="neutral">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </PillLinks>
    </Nav>
  );
}
