import { useAuth } from '@cc/shared-auth';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { ExpertProfileStatus } from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card } from '@cc/shared-ui';
import { Alert, ButtonRow, QueryState, Stack } from '@cc/shared-ui/forms';
import { useOwnProfile } from '../../common/api/own-profile';
import { StatusBadge } from '../../common/components/StatusBadge';
import { portalPaths } from '../../common/portal-paths';

const nextStep: Record<ExpertProfileStatus | 'none', { label: string; to: string }> = {
  none: { label: 'state.actions.start', to: portalPaths.application },
  draft: { label: 'state.actions.continue', to: portalPaths.application },
  submitted: { label: 'state.actions.view', to: portalPaths.application },
  rejected: { label: 'state.actions.revise', to: portalPaths.application },
  approved: { label: 'state.actions.cases', to: portalPaths.cases },
  suspended: { label: 'state.actions.view', to: portalPaths.application },
};

/** A signed-in person's application at a glance, with the one next step. */
export function ApplicationState() {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const { role } = useAuth();
  const profile = useOwnProfile();

  const stateOf = (current: typeof profile.data) => {
    // An admin reviews applications and has none of their own (as the portal's tabs): no "start".
    if (role === 'admin' && !current) return <AdminState />;
    const status = current?.status ?? 'none';
    const step = nextStep[status];
    return (
      <Card as="section" aria-labelledby="application-state-title" data-testid="application-state">
        <Stack $gap={3}>
          <h2 id="application-state-title">{t('state.title')}</h2>
          {current ? (
            <p>
              <StatusBadge status={current.status} />
            </p>
          ) : null}
          <p>
            {t(`state.text.${status}`, {
              date: formatDate(current?.submitted_at ?? current?.decided_at, language),
            })}
          </p>
          {(status === 'rejected' || status === 'suspended') && current?.status_reason && (
            <Alert tone="info" data-testid="status-reason">
              <p>
                <strong>{t('state.reason')}</strong> {current.status_reason}
              </p>
            </Alert>
          )}
          <ButtonRow>
            <ButtonLink to={step.to}>{t(step.label)}</ButtonLink>
            {role === 'admin' && (
              <ButtonLink to={portalPaths.review} variant="secondary">
                {t('state.actions.review')}
              </ButtonLink>
            )}
          </ButtonRow>
        </Stack>
      </Card>
    );
  };

  return (
    <QueryState
      query={profile}
      loading={t('loading')}
      error={<p>{apiErrorText(t, profile.error)}</p>}
      retry={t('retry')}
    >
      {stateOf}
    </QueryState>
  );
}

/** An admin without an application of their own: what they do here, and the way to it. */
function AdminState() {
  const { t } = useTranslation('expert');
  return (
    <Card as="section" aria-labelledby="application-state-title" data-testid="application-state">
      <Stack $gap={3}>
        <h2 id="application-state-title">{t('state.adminTitle')}</h2>
        <p>{t('state.text.admin')}</p>
        <ButtonRow>
          <ButtonLink to={portalPaths.review}>{t('state.actions.review')}</ButtonLink>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
