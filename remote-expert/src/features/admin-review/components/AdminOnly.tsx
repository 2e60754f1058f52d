import type { ReactNode } from 'react';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { Alert } from '@cc/shared-ui/forms';

/** The review pages get the two-factor gate from the app (features do not import each other). */
export interface ReviewPageProps {
  guard: (children: ReactNode) => ReactNode;
}

interface AdminOnlyProps {
  /** The two-factor gate (composed by the app): the review needs an aal2 session, as case data does. */
  guard: (children: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * The review is for admins (`app_metadata.role`) with a second factor in the session; the api
 * refuses everyone else anyway (admin_required, insufficient_aal).
 */
export function AdminOnly({ guard, children }: AdminOnlyProps) {
  const { t } = useTranslation('expert');
  const { role } = useAuth();
  if (role !== 'admin') {
    return (
      <Alert tone="info" data-testid="admin-only">
        <p>{t('review.adminOnly')}</p>
      </Alert>
    );
  }
  return <>{guard(children)}</>;
}
