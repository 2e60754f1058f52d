import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { apiErrorText } from '@cc/shared-auth/api-errors';
import type { ExpertApplicationDetail } from '@cc/shared-contract';
import { formatDate, useLanguage, useTranslation } from '@cc/shared-i18n';
import { Card, DividedList } from '@cc/shared-ui';
import { Alert, QueryState, Stack } from '@cc/shared-ui/forms';
import { PortalPage } from '../../common/components/PortalPage';
import { DocumentList } from '../../common/components/DocumentList';
import { Facts } from '../../common/components/Facts';
import { StatusBadge } from '../../common/components/StatusBadge';
import { formatFee } from '../../common/format';
import { portalPaths } from '../../common/portal-paths';
import { useApplication } from './api/review';
import { AdminOnly, type ReviewPageProps } from './components/AdminOnly';
import { DecisionForm } from './components/DecisionForm';

const Photo = styled.img`
  width: 120px;
  height: 120px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

function Application({ detail }: { detail: ExpertApplicationDetail }) {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const { application, documents, reviews } = detail;
  const name = application.display_name ?? application.email ?? t('review.unnamed');
  const list = (group: string, values: readonly string[]) =>
    values.length ? values.map((value) => t(`options.${group}.${value}`)).join(', ') : '–';
  const text = (value: string | null) => value ?? '–';
  const missing = documents.filter((document) => document.missing).map((document) => document.path);
  return (
    <Stack $gap={6}>
      <Card as="section" aria-labelledby="applicant-title" data-testid="application-detail">
        <Stack $gap={4}>
          <h2 id="applicant-title">
            {name} <StatusBadge status={application.status} />
          </h2>
          {application.photo_url && <Photo src={application.photo_url} alt={t('review.photoAlt', { name })} />}
          {application.status_reason && (
            <Alert tone="info">
              <p>
                <strong>{t('state.reason')}</strong> {application.status_reason}
              </p>
            </Alert>
          )}
          <Facts>
            <dt>{t('review.fields.email')}</dt>
            <dd>{text(application.email)}</dd>
            <dt>{t('application.fields.title.label')}</dt>
            <dd>{text(application.title)}</dd>
            <dt>{t('application.fields.bio.de')}</dt>
            <dd lang="de">{text(application.bio_de)}</dd>
            <dt>{t('application.fields.bio.en')}</dt>
            <dd lang="en">{text(application.bio_en)}</dd>
            <dt>{t('application.fields.focusAreas')}</dt>
            <dd>{list('focus', application.focus_areas)}</dd>
            <dt>{t('review.fields.languages')}</dt>
            <dd>{list('languages', application.languages)}</dd>
            <dt>{t('application.fields.formats')}</dt>
            <dd>
              {list('formats', application.formats)}
              {application.city_region ? ` (${application.city_region})` : ''}
            </dd>
            <dt>{t('review.fields.fee')}</dt>
            <dd>
              {application.fee_per_hour_cents === null
                ? '–'
                : t('review.feeValue', { fee: formatFee(application.fee_per_hour_cents, language) })}
              {application.first_talk_free ? ` · ${t('review.firstTalkFree')}` : ''}
            </dd>
            <dt>{t('application.fields.qualifications.label')}</dt>
            <dd>{text(application.qualifications)}</dd>
            <dt>{t('review.fields.submitted')}</dt>
            <dd>{application.submitted_at ? formatDate(application.submitted_at, language) : '–'}</dd>
          </Facts>
          <section aria-labelledby="documents-title">
            <h3 id="documents-title">{t('review.documents', { count: documents.length })}</h3>
            {documents.length ? (
              <DocumentList paths={documents.map((document) => document.path)} missing={missing} />
            ) : (
              <p>{t('application.credentials.none')}</p>
            )}
          </section>
        </Stack>
      </Card>
      <DecisionForm key={application.status} id={application.user_id} status={application.status} name={name} />
      {reviews.length > 0 && (
        <Card as="section" aria-labelledby="history-title" data-testid="review-history">
          <h2 id="history-title">{t('review.history')}</h2>
          <DividedList>
            {reviews.map((review) => (
              <li key={review.id}>
                <p>
                  <strong>{t(`review.decision.done.${review.decision}`)}</strong> ·{' '}
                  {formatDate(review.created_at, language)} ·{' '}
                  {review.by_service_role ? t('review.byServiceRole') : (review.reviewer_email ?? '–')}
                </p>
                {review.reason && <p>{review.reason}</p>}
              </li>
            ))}
          </DividedList>
        </Card>
      )}
    </Stack>
  );
}

function Detail() {
  const { t } = useTranslation('expert');
  const { id = '' } = useParams();
  const detail = useApplication(id);
  return (
    <QueryState query={detail} loading={t('loading')} error={<p>{apiErrorText(t, detail.error)}</p>} retry={t('retry')}>
      {(data) => <Application detail={data} />}
    </QueryState>
  );
}

/** `/expert-portal/review/:id`: one application with everything the expert sent, and the decision. */
export default function ReviewDetailPage({ guard }: ReviewPageProps) {
  const { t } = useTranslation('expert');
  return (
    <PortalPage title={t('review.detailTitle')} requireAccount>
      <p>
        <Link to={portalPaths.review}>{t('review.back')}</Link>
      </p>
      <AdminOnly guard={guard}>
        <Detail />
      </AdminOnly>
    </PortalPage>
  );
}
