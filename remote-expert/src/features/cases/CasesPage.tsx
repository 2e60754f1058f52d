import type { ReactNode } from 'react';
import { apiErrorMessageKey } from '@cc/shared-auth/api-errors';
import { useLanguage, useTranslation } from '@cc/shared-i18n';
import { Alert, Badge, Button, ButtonLink, Card, DividedList, SplitRow, Spinner, Stack } from '@cc/shared-ui';
import { useOwnProfile } from '../../common/api/own-profile';
import { PortalPage } from '../../common/components/PortalPage';
import { formatDate } from '../../common/format';
import { portalPaths } from '../../common/portal-paths';
import { useExpertCases } from './api/cases';

function CaseList() {
  const { t } = useTranslation('expert');
  const [language] = useLanguage();
  const cases = useExpertCases();
  if (cases.isPending) {
    return (
      <p role="status">
        <Spinner $size={20} /> {t('loading')}
      </p>
    );
  }
  if (cases.isError) {
    return (
      <Alert tone="error" actions={<Button onClick={() => void cases.refetch()}>{t('retry')}</Button>}>
        <p>{t(apiErrorMessageKey(cases.error))}</p>
      </Alert>
    );
  }
  if (cases.data.length === 0) {
    return (
      <Card as="section" aria-labelledby="cases-empty-title" data-testid="cases-empty">
        <Stack $gap={3}>
          <h2 id="cases-empty-title">{t('cases.empty.title')}</h2>
          <p>{t('cases.empty.text')}</p>
        </Stack>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="cases-title" data-testid="cases-list">
      <h2 id="cases-title">{t('cases.listTitle', { count: cases.data.length })}</h2>
      <DividedList>
        {cases.data.map((item) => (
          <li key={item.id} data-testid="case-item">
            <SplitRow>
              <div>
                <p>
                  <strong>{item.topic}</strong>
                </p>
                <p>
                  {t('cases.received', { date: formatDate(item.created_at, language) })} ·{' '}
                  {t(`cases.languages.${item.lang}`)}
                </p>
              </div>
              <Badge $tone={item.status === 'neu' ? 'accent' : 'neutral'}>{t(`cases.statuses.${item.status}`)}</Badge>
            </SplitRow>
          </li>
        ))}
      </DividedList>
    </Card>
  );
}

interface CasesPageProps {
  /** Wraps the case data: the two-factor gate (composed by the app). */
  guard: (children: ReactNode) => ReactNode;
}

/** `/expert-portal/cases`: the open requests an approved expert may take on. */
export default function CasesPage({ guard }: CasesPageProps) {
  const { t } = useTranslation('expert');
  const profile = useOwnProfile();
  const approved = profile.data?.status === 'approved';
  let content: ReactNode;
  if (profile.isPending) {
    content = (
      <p role="status">
        <Spinner $size={20} /> {t('loading')}
      </p>
    );
  } else if (profile.isError) {
    content = (
      <Alert tone="error">
        <p>{t(apiErrorMessageKey(profile.error))}</p>
      </Alert>
    );
  } else if (!approved) {
    content = (
      <Alert
        tone="info"
        data-testid="cases-not-approved"
        actions={<ButtonLink to={portalPaths.application}>{t('cases.notApproved.action')}</ButtonLink>}
      >
        <p>{t('cases.notApproved.text')}</p>
      </Alert>
    );
  } else {
    content = guard(<CaseList />);
  }
  return (
    <PortalPage title={t('cases.title')} lead={t('cases.lead')} requireAccount>
      {content}
    </PortalPage>
  );
}
