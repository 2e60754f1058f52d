import type { ReactNode } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert } from '@cc/shared-ui';

/** The review is for admins (`app_metadata.role`); the api refuses everyone else anyway (admin_required). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('expert');
  const { role } = useAuth();
  if (role !== 'admin') {
    return (
      <Alert tone="info" data-testid="admin-only">
        <p>{t('review.adminOnly')}</p>
      </Alert>
    );
  }
  return <>{children}</>;
}
