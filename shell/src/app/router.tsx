import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RemotePage } from '../features/federation/RemotePage';
import { Layout } from '../features/layout/Layout';
import { RouteErrorPage } from '../features/pages/RouteErrorPage';
import { remoteRoutes } from './remote-routes';

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
      ...remoteRoutes.map(({ path, remote, module }) => ({
        path,
        element: <RemotePage remote={remote} module={module} />,
      })),
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/agb', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
