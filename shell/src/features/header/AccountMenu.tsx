import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { newsPaths } from '@cc/shared-domain';
import { useTranslation } from '@cc/shared-i18n';
import {
  DropdownMenu,
  IconButton,
  LogOutIcon,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuText,
  UserIcon,
  VisuallyHidden,
} from '@cc/shared-ui';
import { displayName, userDisplayName } from '../../common/display-name';

const UserName = styled.strong`
  display: block;
  color: ${({ theme }) => theme.color.text};
`;

/** Rendered only when a signed-in user or a guest exists; otherwise nothing. */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { user, isGuestUser, guestInfo, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user && !isGuestUser) return null;

  // A user: the name they gave (when the product knows one) above the address they sign in with.
  const name = user ? userDisplayName(user) : '';
  const identity = user ? (
    <>
      {name && <UserName>{name}</UserName>}
      {user.email}
    </>
  ) : (
    `${displayName(guestInfo?.firstName) || t('account.guestFallback')} ${t('account.guestSuffix')}`
  );

  return (
    <DropdownMenu
      align="end"
      label={t('account.title')}
      renderTrigger={({ ref, ...props }) => (
        <IconButton $variant="outline" ref={ref} data-testid="account-menu" {...props}>
          <UserIcon />
          <VisuallyHidden>{t('account.open')}</VisuallyHidden>
        </IconButton>
      )}
    >
      <MenuLabel>{t('account.title')}</MenuLabel>
      <MenuSeparator />
      <MenuText data-testid="account-identity">{identity}</MenuText>
      <MenuItem onSelect={() => void navigate(newsPaths.premium)}>{t('account.premium')}</MenuItem>
      <MenuSeparator />
      {/* The provider shows the success or error toast (texts from App). */}
      <MenuItem tone="danger" onSelect={() => void signOut()}>
        <LogOutIcon />
        {t('account.signOut')}
      </MenuItem>
    </DropdownMenu>
  );
}
