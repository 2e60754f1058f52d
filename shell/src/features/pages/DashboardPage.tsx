import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@cc/shared-auth';
import { useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card, Spinner } from '@cc/shared-ui';
import { displayName } from '../../common/display-name';
import { PageSection } from '../../common/PageSection';
import './texts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  margin-top: 24px;
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;

/** A long address breaks anywhere rather than running out of the page on a phone. */
const Greeting = styled.h1`
  overflow-wrap: anywhere;
`;

const Prompt = styled(Card)`
  margin-top: 24px;
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;

interface DashboardPageProps {
  /** The account settings (composed by the router); shown to a signed-in user only. */
  accountSettings?: ReactNode;
  /** The results history widget of remote-results (composed by the router through RemotePage). */
  resultsHistory?: ReactNode;
  /** The premium advisor's conversations and expert requests of remote-chat (renders nothing for anonymous visitors). */
  conversations?: ReactNode;
}

/** Composition point for widgets from the remotes (results history, conversations) and the account settings. */
export default function DashboardPage({ accountSettings, resultsHistory, conversations }: DashboardPageProps) {
  const { t } = useTranslation('shell');
  const { user, guestInfo, isGuestUser, loading } = useAuth();
  const name = user?.email ?? displayName(guestInfo?.firstName);
  return (
    <PageSection>
      <Greeting>{name ? t('dashboard.greeting', { name }) : t('dashboard.title')}</Greeting>
      <p>{t('dashboard.intro')}</p>
      <Grid>
        <Card>
          <h2>{t('dashboard.analysis.title')}</h2>
          <p>{t('dashboard.analysis.text')}</p>
          <ButtonLink to="/assessment/conflict-analysis">{t('dashboard.analysis.cta')}</ButtonLink>
        </Card>
        <Card>
          <h2>{t('dashboard.chat.title')}</h2>
          <p>{t('dashboard.chat.text')}</p>
          <ButtonLink to="/chat" variant="secondary">
            {t('dashboard.chat.cta')}
          </ButtonLink>
        </Card>
        <Card data-testid="dashboard-experts">
          <h2>{t('dashboard.experts.title')}</h2>
          <p>{t('dashboard.experts.text')}</p>
          <ButtonLink to="/experts" variant="secondary">
            {t('dashboard.experts.cta')}
          </ButtonLink>
        </Card>
      </Grid>
      {resultsHistory}
      {/* Anonymous visitors have no premium conversations: the chat remote is not even loaded. */}
      {(user || isGuestUser) && conversations}
      {user ? (
        <Suspense fallback={<Spinner $size={24} />}>{accountSettings}</Suspense>
      ) : (
        !loading && (
          <Prompt data-testid="sign-in-prompt">
            <h2>{t('dashboard.signInPrompt.title')}</h2>
            <p>{t(isGuestUser ? 'dashboard.signInPrompt.guestText' : 'dashboard.signInPrompt.text')}</p>
            <ButtonLink to="/auth" state={{ from: '/dashboard' }}>
              {t('dashboard.signInPrompt.cta')}
            </ButtonLink>
          </Prompt>
        )
      )}
    </PageSection>
  );
}
