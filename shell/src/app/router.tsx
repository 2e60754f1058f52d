import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RecoveryRedirect } from '../features/auth/RecoveryRedirect';
import { RemotePage } from '../features/federation/RemotePage';
import { Header } from '../features/header/Header';
import { Layout } from '../features/layout/Layout';
import { ScrollRestoration } from '../features/layout/ScrollRestoration';
import { RouteErrorBoundary } from '../features/pages/RouteErrorPage';
import { remoteRoutes } from './remote-routes';

// The shell's own pages load lazily too; Layout's Suspense shows the full-screen spinner.
const DashboardPage = lazy(() => import('../features/pages/DashboardPage'));
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const TermsPage = lazy(() => import('../features/pages/TermsPage'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage'));
// Account settings only load for a signed-in user (the dashboard decides whether to show them).
const AccountSettings = lazy(() => import('../features/account/AccountSettings'));

export const routes: RouteObject[] = [
  {
    element: <Layout header={<Header />} />,
    children: [
      ...remoteRoutes.map(({ path, remote, module }) => ({
        path,
        element: <RemotePage remote={remote} module={module} />,
      })),
      {
        path: '/dashboard',
        element: (
          <DashboardPage
            accountSettings={<AccountSettings />}
            cases={<RemotePage remote="expert" module="CasesWidget" widget />}
            teamRounds={<RemotePage remote="results" module="TeamRoundsWidget" widget />}
            resultsHistory={<RemotePage remote="results" module="ResultsHistory" widget />}
            conversations={<RemotePage remote="chat" module="ConversationsWidget" widget />}
            subscription={<RemotePage remote="landing" module="SubscriptionWidget" widget />}
          />
        ),
      },
      { path: '/auth', element: <AuthPage /> },
      { path: '/agb', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The shell's routes inside a `<BrowserRouter>`. Declarative routing rather than a data router
 * (`createBrowserRouter`): the shell loads no data through the router, and the data router is
 * two thirds of react-router's code, which every first visit downloaded (about 20 KB gzipped).
 * What it gave, the shell does itself: scroll restoration and the error page of a route.
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <>
      <ScrollRestoration />
      <RecoveryRedirect />
      <RouteErrorBoundary>{page}</RouteErrorBoundary>
    </>
  );
}
