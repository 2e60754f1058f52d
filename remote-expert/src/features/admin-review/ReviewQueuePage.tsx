import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import { expertProfileStatuses, type ExpertProfileStatus } from '@cc/shared-domain';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Button, Card, DividedList, SplitRow } from '@cc/shared-ui';
import { ButtonRow, QueryState } from '@cc/shared-ui/forms';
import { PillLinks } from '../../common/components/pill-links';
import { PortalPage } from '../../common/components/PortalPage';
import { StatusBadge } from '../../common/components/StatusBadge';
import { portalPaths, reviewDetailPath } from '../../common/portal-paths';
import { reviewPageSize, useApplications } from './api/review';
import { AdminOnly, type ReviewPageProps } from './components/AdminOnly';

/** The statuses an admin looks through; drafts are the experts' own business. */
export const reviewFilters = [
  'submitted',
  'approved',
  'rejected',
  'suspended',
] as const satisfies readonly ExpertProfileStatus[];

const Filters = styled(PillLinks)`
  margin-bottom: 20px;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.95rem;
`;

const isStatus = (value: string | null): value is ExpertProfileStatus =>
  (expertProfileStatuses as readonly string[]).includes(value ?? '');

function Queue() {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('status');
  const status: ExpertProfileStatus = isStatus(requested) ? requested : 'submitted';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useApplications(status, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / reviewPageSize)) : 1;
  const goTo = (next: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  };

  return (
    <>
      <nav aria-label={t('review.filterLabel')}>
        <Filters $tone="primary">
          {reviewFilters.map((filter) => (
            <li key={filter}>
              <Link to={`${portalPaths.review}?status=${filter}`} aria-current={filter === status ? 'page' : undefined}>
                {t(`review.filters.${filter}`)}
              </Link>
            </li>
          ))}
        </Filters>
      </nav>
      <QueryState
        query={list}
        loading={t('loading')}
        error={<p>{apiErrorText(t, list.error)}</p>}
        retry={t('retry')}
        isEmpty={(data) => data.applications.length === 0}
        empty={
          <Card data-testid="review-empty">
            <p>{t(`review.empty.${status}`)}</p>
          </Card>
        }
      >
        {(data) => (
          <Card as="section" aria-labelledby="review-list-title" data-testid="review-list">
            <h2 id="review-list-title">
              {t('review.listTitle', { count: data.total, status: t(`review.filters.${status}`) })}
            </h2>
            <DividedList>
              {data.applications.map((application) => (
                <li key={application.user_id} data-testid="review-item">
                  <SplitRow>
                    <div>
                      <p>
                        <Link to={reviewDetailPath(application.user_id)}>
                          {application.display_name ?? application.email ?? t('review.unnamed')}
                        </Link>{' '}
                        <StatusBadge status={application.status} />
                      </p>
                      <Meta>
                        {[
                          application.title,
                          application.email,
                          application.submitted_at
                            ? t('review.submittedAt', { date: formatDate(application.submitted_at, language) })
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Meta>
                    </div>
                  </SplitRow>
                </li>
              ))}
            </DividedList>
            {pages > 1 && (
              <ButtonRow style={{ marginTop: 16 }}>
                <Button $variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('review.previous')}
                </Button>
                <span>{t('review.page', { page, pages })}</span>
                <Button $variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {t('review.next')}
                </Button>
              </ButtonRow>
            )}
          </Card>
        )}
      </QueryState>
    </>
  );
}

/** `/expert-portal/review`: the admin's queue of applications, by status. */
export default function ReviewQueuePage({ guard }: ReviewPageProps) {
  const { t } = useTranslation('expert');
  return (
    <PortalPage title={t('review.title')} lead={t('review.lead')} requireAccount>
      <AdminOnly guard={guard}>
        <Queue />
      </AdminOnly>
    </PortalPage>
  );
}
