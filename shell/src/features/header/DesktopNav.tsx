import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';
import { ExternalIcon, VisuallyHidden } from '@cc/shared-ui';
import { useTranslation } from '@cc/shared-i18n';
import type { NavItem } from './nav-items';
import { useHoverIntent } from './useHoverIntent';

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Between the mobile breakpoint and a wide screen the menu shares the row with the brand, the
     language and the account or "Anmelden" button: tighter, so nothing is pushed off the row. */
  @media (max-width: ${({ theme }) => theme.breakpoint.wide - 0.02}px) {
    gap: 0;
  }
`;

const Entry = styled.li`
  position: relative;
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 12px;
  @media (max-width: ${({ theme }) => theme.breakpoint.wide - 0.02}px) {
    padding: 0 8px;
  }
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &.active {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.accentSoft};
  }
`;
const Link = styled(NavLink)`
  ${linkStyles}
`;
const Anchor = styled.a`
  ${linkStyles}
`;

const Hint = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 50%;
  transform: translateX(-50%);
  width: 240px;
  padding: 10px 14px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  font-size: 0.9rem;
  line-height: 1.4;
  z-index: ${({ theme }) => theme.zIndex.popover};
  pointer-events: none;
`;

/** The desktop menu; each entry explains itself in a hint, shown after the menu's hover delays (hoverDelays). */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const hover = useHoverIntent<NavItem['key']>();

  return (
    <nav aria-label={t('nav.label')}>
      <List onKeyDown={(event) => event.key === 'Escape' && hover.close()}>
        {items.map((item) => {
          const hintId = `nav-hint-${item.key}`;
          const common = {
            'data-testid': `nav-${item.key}`,
            'aria-describedby': hover.openKey === item.key ? hintId : undefined,
            onMouseEnter: () => hover.enter(item.key),
            onMouseLeave: hover.leave,
            onFocus: () => hover.focus(item.key),
            onBlur: hover.close,
          };
          return (
            <Entry key={item.key}>
              {item.to ? (
                <Link to={item.to} end={item.to === '/'} {...common}>
                  {t(`nav.${item.key}`)}
                </Link>
              ) : (
                <Anchor href={item.href} target="_blank" rel="noopener noreferrer" {...common}>
                  {t(`nav.${item.key}`)}
                  <ExternalIcon size={14} />
                  <VisuallyHidden>{t('nav.external')}</VisuallyHidden>
                </Anchor>
              )}
              {hover.openKey === item.key && (
                <Hint id={hintId} role="tooltip" data-testid="nav-hint">
                  {t(`nav.hint.${item.key}`)}
                </Hint>
              )}
            </Entry>
          );
        })}
      </List>
    </nav>
  );
}
