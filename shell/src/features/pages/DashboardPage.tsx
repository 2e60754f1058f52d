import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { guestExpiresAt, useAuth } from '@cc/shared-auth';
import { formatDate, useDocumentTitle, useLanguage, useTranslation } from '@cc/shared-i18n';
import { ButtonLink, Card, Spinner, media } from '@cc/shared-ui';
import { ButtonRow } from '@cc/shared-ui/forms';
import { displayName, userDisplayName } from '../../common/display-name';
import { PageSection } from '../../common/PageSection';
import './texts';

/** The person's own things, in the order they matter: cases, conversations, results. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  margin-top: 24px;
  /* The widgets bring their own top margin from before this column existed. */
  > section,
  > div > section {
    margin-top: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 16px;
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;

const NextStepsTitle = styled.h2`
  margin: 8px 0 0;
  font-size: 1.25rem;
`;

/** A long name breaks anywhere rather than running out of the page on a phone. */
const Greeting = styled.h1`
  overflow-wrap: anywhere;
`;

const Prompt = styled(Card)`
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** The guest's note: what they see, until when, and how to keep it. */
const GuestNote = styled(Prompt)`
  margin-top: 16px;
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  p {
    margin: 0 0 12px;
  }
`;

interface DashboardPageProps {
  /** The account settings (composed by the router); shown to a signed-in user only. */
  accountSettings?: ReactNode;
  /** The client's expert requests and cases of remote-expert (renders nothing for anonymous visitors). */
  cases?: ReactNode;
  /** The caller's team rounds of remote-results (renders nothing for anonymous visitors). */
  teamRounds?: ReactNode;
  /** The results history widget of remote-results (composed by the router through RemotePage). */
  resultsHistory?: ReactNode;
  /** The premium advisor's conversations of remote-chat (renders nothing for anonymous visitors). */
  conversations?: ReactNode;
  /** The news subscription of remote-landing (users and guests; not loaded for anonymous visitors). */
  subscription?: ReactNode;
}

/**
 * The home of a signed-in user or guest: what needs them first (their cases with appointments
 * and unread messages), then their advisor conversations and results, the next steps, and the
 * account. Composition point for the remotes' widgets.
 */
export default function DashboardPage({
  accountSettings,
  cases,
  teamRounds,
  resultsHistory,
  conversations,
  subscription,
}: DashboardPageProps) {
  const { t } = useTranslation('shell');
  const [language] = useLanguage();
  const { user, guestInfo, isGuestUser, loading } = useAuth();
  const name = user ? userDisplayName(user) : displayName(guestInfo?.firstName);
  const hasIdentity = Boolean(user || isGuestUser);
  const greeting = name
    ? t('dashboard.greeting', { name })
    : user
      ? t('dashboard.greetingNoName')
      : t('dashboard.title');
  const guestUntil = isGuestUser ? guestExpiresAt() : null;
  // The greeting may carry the person's name; the title (history, bookmarks, tab strips) does not.
  useDocumentTitle(t('dashboard.title'));
  return (
    <PageSection>
      <Greeting>{greeting}</Greeting>
      <p>{t('dashboard.intro')}</p>
      {isGuestUser && (
        <GuestNote as="section" aria-labelledby="guest-note-title" data-testid="guest-note">
          <h2 id="guest-note-title">{t('dashboard.guestNote.title')}</h2>
          <p>
            {guestUntil
              ? t('dashboard.guestNote.text', {
                  date: formatDate(guestUntil, language),
                  email: guestInfo?.email,
                })
              : t('dashboard.guestNote.textNoDate', { email: guestInfo?.email })}
          </p>
          <ButtonRow>
            <ButtonLink to="/auth?view=sign-up&next=%2Fdashboard">{t('dashboard.guestNote.cta')}</ButtonLink>
          </ButtonRow>
        </GuestNote>
      )}
      <Column>
        {/* Anonymous visitors own no cases or conversations: those remotes are not even loaded. */}
        {hasIdentity && cases}
        {hasIdentity && teamRounds}
        {hasIdentity && conversations}
        {resultsHistory}
        <NextStepsTitle>{t('dashboard.nextSteps')}</NextStepsTitle>
        <Grid>
          <Card>
            <h2>{t('dashboard.analysis.title')}</h2>
            <p>{t('dashboard.analysis.text')}</p>
            <ButtonLink to="/assessment/conflict-analysis">{t('dashboard.analysis.cta')}</ButtonLink>
          </Card>
          <Card data-testid="dashboard-team-round">
            <h2>{t('dashboard.teamRound.title')}</h2>
            <p>{t('dashboard.teamRound.text')}</p>
            <ButtonLink to="/team-rounds/new" variant="secondary">
              {t('dashboard.teamRound.cta')}
            </ButtonLink>
          </Card>
          <Card>
            <h2>{t('dashboard.chat.title')}</h2>
            <p>{t('dashboard.chat.text')}</p>
            <ButtonLink to="/chat" variant="secondary">
              {t('dashboard.chat.cta')}
            </ButtonLink>
          </Card>
          {/* People with an identity find the way to an expert in their cases widget. */}
          {!hasIdentity && (
            <Card data-testid="dashboard-experts">
              <h2>{t('dashboard.experts.title')}</h2>
              <p>{t('dashboard.experts.text')}</p>
              <ButtonLink to="/experts" variant="secondary">
                {t('dashboard.experts.cta')}
              </ButtonLink>
            </Card>
          )}
        </Grid>
        {/* Next to the account: the news by mail (an anonymous visitor has no address to show). */}
        {hasIdentity && subscription}
        {user ? (
          <Suspense fallback={<Spinner $size={24} />}>{accountSettings}</Suspense>
        ) : (
          !loading &&
          !isGuestUser && (
            <Prompt data-testid="sign-in-prompt">
              <h2>{t('dashboard.signInPrompt.title')}</h2>
              <p>{t('dashboard.signInPrompt.text')}</p>
              <ButtonLink to="/auth" state={{ from: '/dashboard' }}>
                {t('dashboard.signInPrompt.cta')}
              </ButtonLink>
            </Prompt>
          )
        )}
      </Column>
    </PageSection>
  );
}
