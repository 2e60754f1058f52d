// The owner's side of team rounds, mounted by the shell at /team-rounds/*: the start form at
// `new`, a round at `:id`, the list at the index. Each page is its own chunk, loaded on the way.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { DocumentTitle, useTranslation } from '@cc/shared-i18n';
import { useOwnerIdentity } from './api/team-rounds';
import { Page } from './components/layout';
import { LoadingPage } from './components/LoadingPage';
import { SignInChoice } from './components/SignInChoice';
import { TeamRoundsWidget } from './TeamRoundsWidget';
import './texts';

const StartPage = lazy(() => import('./StartPage'));
const OwnerPage = lazy(() => import('./OwnerPage'));

/** /team-rounds: the caller's rounds (anonymous visitors: how to get to theirs). */
function ListPage() {
  const { t } = useTranslation('results');
  const { loading, canOwn } = useOwnerIdentity();
  if (loading) return <LoadingPage />;
  if (!canOwn) {
    return (
      <Page>
        <DocumentTitle text={t('teamRounds.list.title')} />
        <h1>{t('teamRounds.list.title')}</h1>
        <p>{t('teamRounds.owner.signIn.text')}</p>
        <SignInChoice
          next="/team-rounds"
          guestLabel={t('teamRounds.owner.signIn.guest')}
          signInLabel={t('teamRounds.owner.signIn.signIn')}
        />
      </Page>
    );
  }
  return (
    <Page>
      <DocumentTitle text={t('teamRounds.list.title')} />
      <TeamRoundsWidget headingLevel={1} />
    </Page>
  );
}

export function TeamRoundsPage() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <Routes>
        <Route index element={<ListPage />} />
        <Route path="new" element={<StartPage />} />
        <Route path=":id" element={<OwnerPage />} />
        <Route path="*" element={<OwnerPage />} />
      </Routes>
    </Suspense>
  );
}

export default TeamRoundsPage;
