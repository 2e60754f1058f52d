import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useDocumentTitle, useTranslation } from '@cc/shared-i18n';
import { PageIntro } from '@cc/shared-ui/forms';
import { portalPaths } from '../common/portal-paths';
import AdminReviewDetail from '../features/admin-review/ReviewDetailPage';
import AdminReviewQueue from '../features/admin-review/ReviewQueuePage';
import ApplicationPage from '../features/application/ApplicationPage';
import CasePage from '../features/cases/CasePage';
import CasesPage from '../features/cases/CasesPage';
import OverviewPage from '../features/overview/OverviewPage';
import { TwoFactorGate } from '../features/two-factor/components/TwoFactorGate';
import SecurityPage from '../features/two-factor/SecurityPage';

function UnknownPortalPage() {
  const { t } = useTranslation('expert');
  useDocumentTitle(t('unknown.title'));
  return (
    <PageIntro
      title={t('unknown.title')}
      lead={t('unknown.lead')}
      links={[{ label: t('unknown.back'), to: portalPaths.overview }]}
    />
  );
}

/** Case data needs a two-factor (aal2) session. */
const twoFactor = (children: ReactNode) => <TwoFactorGate>{children}</TwoFactorGate>;
/** So does the admins' review of experts and their credentials. */
const reviewTwoFactor = (children: ReactNode) => <TwoFactorGate purpose="review">{children}</TwoFactorGate>;

/** The portal owns everything below /expert-portal (the shell mounts it at /expert-portal/*). */
export default function PortalRoutes() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      {/* The overview's call to apply (and /auth?next= after signing in) lands here. */}
      <Route path="apply" element={<Navigate to={portalPaths.application} replace />} />
      <Route path="application" element={<ApplicationPage />} />
      <Route path="security" element={<SecurityPage />} />
      <Route path="cases" element={<CasesPage guard={twoFactor} />} />
      <Route path="cases/:id" element={<CasePage guard={twoFactor} />} />
      <Route path="review" element={<AdminReviewQueue guard={reviewTwoFactor} />} />
      <Route path="review/:id" element={<AdminReviewDetail guard={reviewTwoFactor} />} />
      <Route path="*" element={<UnknownPortalPage />} />
    </Routes>
  );
}
