import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@cc/shared-auth';

/**
 * A password-recovery link signed the person in (PASSWORD_RECOVERY) on a page other than the
 * sign-in screen: take them to "set a new password" wherever they landed.
 */
export function RecoveryRedirect() {
  const { passwordRecovery } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (passwordRecovery && pathname !== '/auth') void navigate('/auth?view=update-password', { replace: true });
  }, [passwordRecovery, pathname, navigate]);
  return null;
}
