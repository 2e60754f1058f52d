import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { ExpertProfile } from '@cc/shared-contract';
import { site } from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, ButtonLink, Card } from '@cc/shared-ui';
import { Alert, QueryState, Stack } from '@cc/shared-ui/forms';
import { useOwnProfile } from '../../common/api/own-profile';
import { PortalPage } from '../../common/components/PortalPage';
import { StatusBadge } from '../../common/components/StatusBadge';
import { portalPaths } from '../../common/portal-paths';
import { useWithdrawProfile } from './api/application';
import { ApplicationForm } from './components/ApplicationForm';

/** Where the application stands, why (a rejection's or suspension's reason) and what can be done. */
function StatusPanel({ profile }: { profile: ExpertProfile }) {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const withdraw = useWithdrawProfile();
  const { status } = profile;
  return (
    <Card as="section" aria-labelledby="application-status-title" data-testid="application-status">
      <Stack $gap={3}>
        <h2 id="application-status-title">
          {t('application.status.title')} <StatusBadge status={status} />
        </h2>
        <p>
          {t(`application.status.text.${status}`, {
            date: formatDate(profile.submitted_at ?? profile.decided_at, language),
            decided: formatDate(profile.decided_at, language),
          })}
        </p>
        {(status === 'rejected' || status === 'suspended') && profile.status_reason && (
          <Alert tone="info" data-testid="status-reason">
            <p>
              <strong>{t('state.reason')}</strong> {profile.status_reason}
            </p>
          </Alert>
        )}
        {status === 'submitted' && (
          <div>
            <Button $variant="secondary" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
              {t('application.actions.withdraw')}
            </Button>
          </div>
        )}
        {withdraw.isError && (
          <Alert tone="error">
            <p>{apiErrorText(t, withdraw.error)}</p>
          </Alert>
        )}
        {status === 'approved' && (
          <div>
            <ButtonLink to={portalPaths.cases}>{t('state.actions.cases')}</ButtonLink>
          </div>
        )}
        {status === 'suspended' && (
          <p>
            {t('application.status.contact')} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        )}
      </Stack>
    </Card>
  );
}

/** `/expert-portal/application`: the expert's profile and application, its state, edit and resubmit. */
export default function ApplicationPage() {
  const { t } = useTranslation('expert');
  const { user } = useAuth();
  const profile = useOwnProfile();
  const content = user && (
    <QueryState
      query={profile}
      loading={t('loading')}
      error={<p>{apiErrorText(t, profile.error)}</p>}
      retry={t('retry')}
    >
      {(current) => {
        const readOnly = current?.status === 'submitted' || current?.status === 'suspended';
        return (
          <Stack $gap={8}>
            {current && <StatusPanel profile={current} />}
            <ApplicationForm profile={current} userId={user.id} readOnly={readOnly} />
          </Stack>
        );
      }}
    </QueryState>
  );
  return (
    <PortalPage title={t('application.title')} lead={t('application.lead')} requireAccount>
      {content}
    </PortalPage>
  );
}
