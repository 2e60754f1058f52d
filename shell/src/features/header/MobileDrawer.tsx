import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { checklists, newsPaths, toolLinks, tools } from '@cc/shared-domain';
import { Badge, ButtonLink, CloseIcon, ExternalIcon, IconButton, LockIcon, VisuallyHidden } from '@cc/shared-ui';
import { useTranslation } from '@cc/shared-i18n';
import type { NavItem } from './nav-items';

const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(29, 42, 48, 0.45);
  /* A modal drawer covers everything, the preview banner (the highest layer) included. */
  z-index: ${({ theme }) => theme.zIndex.banner + 1};
`;

/** The drawer is 250 px wide, 300 px on larger screens. */
const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: 250px;
  max-width: 100vw;
  overflow-y: auto;
  padding: 12px 12px 24px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  z-index: ${({ theme }) => theme.zIndex.banner + 2};
  animation: ${slideIn} 200ms ease-out;
  @media (min-width: 640px) {
    width: 300px;
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
`;

const itemCss = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 8px;
  text-decoration: none;
  font-weight: 600;
`;

const Link = styled(NavLink)`
  ${itemCss}
  color: ${({ theme }) => theme.color.text};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Anchor = styled.a`
  ${itemCss}
  color: ${({ theme }) => theme.color.text};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
/**
 * A premium checklist: its title, and the badge on a line of its own below it, so a long title
 * ("Team-Kommunikation") never pushes the badge against the panel's edge.
 */
const Disabled = styled.span`
  ${itemCss}
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 4px;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: 500;
  cursor: not-allowed;
`;

const SignIn = styled(ButtonLink)`
  display: flex;
  margin: 4px 12px 16px;
`;

const SectionTitle = styled.h2`
  margin: 8px 12px;
  font-family: inherit;
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
`;

interface MobileDrawerProps {
  items: NavItem[];
  /** The sign-in screen returning to the current page, for anonymous visitors; otherwise null. */
  signInTo: string | null;
  onClose: () => void;
}

// The values radar and the cost calculator live on their checklist pages: there they are tools,
// listed with the other free tools rather than as checklists.
const isToolPage = (path: string) => tools.some((tool) => toolLinks[tool].path === path);
const drawerChecklists = checklists.filter((checklist) => !isToolPage(checklist.path));

/**
 * Side drawer for small screens: the menu entries, the way in for anonymous visitors, the free
 * tools and the checklists (premium ones disabled).
 */
export function MobileDrawer({ items, signInTo, onClose }: MobileDrawerProps) {
  const { t } = useTranslation('shell');
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('button, a')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // Keep Tab inside the open drawer.
      if (event.key === 'Tab' && panel) {
        const focusable = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button'));
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  // Rendered into <body>: the sticky header's backdrop-filter makes it the containing block of
  // fixed-position descendants, which would clip the drawer to the header's 68 px height.
  return createPortal(
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={t('nav.drawer')} data-testid="mobile-drawer">
        <Top>
          <IconButton $variant="ghost" onClick={onClose}>
            <CloseIcon />
            <VisuallyHidden>{t('nav.closeMenu')}</VisuallyHidden>
          </IconButton>
        </Top>
        <nav aria-label={t('nav.label')}>
          <List>
            {items.map((item) => (
              <li key={item.key}>
                {item.to ? (
                  <Link to={item.to} end={item.to === '/'} onClick={onClose} data-testid={`drawer-${item.key}`}>
                    {t(`nav.${item.key}`)}
                  </Link>
                ) : (
                  <Anchor href={item.href} target="_blank" rel="noopener noreferrer" data-testid={`drawer-${item.key}`}>
                    {t(`nav.${item.key}`)}
                    <ExternalIcon size={16} />
                    <VisuallyHidden>{t('nav.external')}</VisuallyHidden>
                  </Anchor>
                )}
              </li>
            ))}
          </List>
          {signInTo && (
            <SignIn to={signInTo} onClick={onClose} data-testid="drawer-sign-in">
              {t('nav.signIn')}
            </SignIn>
          )}
          <SectionTitle id="drawer-tools">{t('nav.tools')}</SectionTitle>
          <List aria-labelledby="drawer-tools">
            {tools.map((tool) => (
              <li key={tool} data-testid={`tool-${tool}`}>
                <Link to={toolLinks[tool].path} onClick={onClose}>
                  {t(`nav.toolNames.${tool}`)}
                </Link>
              </li>
            ))}
          </List>
          <SectionTitle id="drawer-checklists">{t('nav.checklists')}</SectionTitle>
          <List aria-labelledby="drawer-checklists">
            {drawerChecklists.map((checklist) => (
              <li key={checklist.id} data-testid={`checklist-${checklist.id}`}>
                {checklist.isPremium ? (
                  <Disabled aria-disabled="true">
                    {t(checklist.titleKey)}
                    <Badge $tone="premium">
                      <LockIcon size={12} />
                      {t('nav.premiumBadge')}
                    </Badge>
                  </Disabled>
                ) : (
                  <Link to={checklist.path} onClick={onClose}>
                    {t(checklist.titleKey)}
                  </Link>
                )}
              </li>
            ))}
          </List>
          {/* What the premium checklists above are part of, and the subscription. */}
          <List>
            <li>
              <Link to={newsPaths.premium} onClick={onClose} data-testid="drawer-premium-area">
                {t('nav.premiumArea')}
              </Link>
            </li>
          </List>
        </nav>
      </Panel>
    </>,
    document.body,
  );
}
