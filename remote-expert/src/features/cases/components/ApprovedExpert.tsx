import type { ReactNode } from 'react';
import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink } from '@cc/shared-ui';
import { Alert, QueryState } from '@cc/shared-ui/forms';
import { useOwnProfile } from '../../../common/api/own-profile';
import { portalPaths } from '../../../common/portal-paths';
import { inboxNamespace } from '../texts';

interface ApprovedExpertProps {
  /** The two-factor gate (composed by the app): case data only at aal2. */
  guard: (children: ReactNode) => ReactNode;
  children: ReactNode;
}

/** Case data is for approved experts with a two-factor session; the api refuses it otherwise too. */
export function ApprovedExpert({ guard, children }: ApprovedExpertProps) {
  const { t } = useTranslation(inboxNamespace);
  const profile = useOwnProfile();
  const { role } = useAuth();
  return (
    <QueryState
      query={profile}
      loading={t('loading')}
      error={<p>{apiErrorText(t, profile.error)}</p>}
      retry={t('retry')}
    >
      {(own) =>
        own?.status === 'approved' ? (
          guard(children)
        ) : role === 'admin' ? (
          // An admin sees no case (the api refuses it too): the way on is the review, not an application.
          <Alert
            tone="info"
            data-testid="cases-admin"
            actions={<ButtonLink to={portalPaths.review}>{t('admin.action')}</ButtonLink>}
          >
            <p>{t('admin.text')}</p>
          </Alert>
        ) : (
          <Alert
            tone="info"
            data-testid="cases-not-approved"
            actions={<ButtonLink to={portalPaths.application}>{t('notApproved.action')}</ButtonLink>}
          >
            <p>{t('notApproved.text')}</p>
          </Alert>
        )
      }
    </QueryState>
  );
}
