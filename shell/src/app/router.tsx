import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RemotePage } from '../features/federation/RemotePage';
import { Layout } from '../features/layout/Layout';
import { RouteErrorPage } from '../features/pages/RouteErrorPage';

// The shell's own pages load lazily too; Layout's Suspense shows the full-screen spinner.
const DashboardPage = lazy(() => import('../features/pages/DashboardPage'));
const AuthPage = lazy(() => import('../features/pages/AuthPage'));
const TermsPage = lazy(() => import('../features/pages/TermsPage'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <RemotePage remote="landing" module="LandingPage" /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/assessment/conflict-analysis', element: <RemotePage remote="results" module="ConflictAnalysisPage" /> },
      { path: '/assessment/conflict-style', element: <RemotePage remote="results" module="ConflictStylePage" /> },
      { path: '/results/:assessmentType', element: <RemotePage remote="results" module="ResultsPage" /> },
      { path: '/checklisten/:slug', element: <RemotePage remote="results" module="ChecklistPage" /> },
      { path: '/expert-portal/*', element: <RemotePage remote="expert" module="ExpertPortal" /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/chat', element: <RemotePage remote="chat" module="PublicChat" /> },
      { path: '/chat-advisor', element: <RemotePage remote="chat" module="AdvisorChat" /> },
      { path: '/agb', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
