import { lazy } from 'react';
import { createBrowserRouter, ScrollRestoration, type Location, type RouteObject } from 'react-router';
import { RecoveryRedirect } from '../features/auth/RecoveryRedirect';
import { RemotePage } from '../features/federation/RemotePage';
import { Header } from '../features/header/Header';
import { Layout } from '../features/layout/Layout';
import { RouteErrorPage } from '../features/pages/RouteErrorPage';
import { remoteRoutes } from './remote-routes';

// The shell's own pages load lazily too; Layout's Suspense shows the full-screen spinner.
const DashboardPage = lazy(() => import('../features/pages/DashboardPage'));
const AuthPage = lazy(() => import('../features/auth/AuthPage'));
const TermsPage = lazy(() => import('../features/pages/TermsPage'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage'));
// Account settings only load for a signed-in user (the dashboard decides whether to show them).
const AccountSettings = lazy(() => import('../features/account/AccountSettings'));

// A new page starts at its top (after signing in at the bottom of a long form on a phone, the
// page the visitor returns to too); Back restores where they were. Keyed by path, so a change of
// the query only (the sign-in screen's tabs) keeps the position. Here rather than in Layout: the
// prerendered snapshot of `/` renders Layout without a data router.
const scrollKey = (location: Location) => location.pathname;

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollRestoration getKey={scrollKey} />
        <RecoveryRedirect />
        <Layout header={<Header />} />
      </>
    ),
    errorElement: <RouteErrorPage />,
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
            resultsHistory={<RemotePage remote="results" module="ResultsHistory" widget />}
            conversations={<RemotePage remote="chat" module="ConversationsWidget" widget />}
          />
        ),
      },
      { path: '/auth', element: <AuthPage /> },
      { path: '/agb', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
