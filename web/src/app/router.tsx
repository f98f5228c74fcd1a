import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.tsx';
import { PageNotFound } from '../components/page-not-found.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RouteError } from './route-error.tsx';
import { adminRoutes, appRoutes } from './routes.tsx';

/**
 * /login is public; everything else sits behind RequireAuth, inside the app layout or (behind
 * RequireAdmin too) the admin layout. The layouts and screens load lazily, so the sign-in page
 * does not download the shell. A pathless route under each layout catches a crashing screen
 * while keeping the sidebar.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/login',
          lazy: lazyScreen(() => import('../features/auth/routes/login-page.tsx'), 'LoginPage'),
        },
        {
          Component: RequireAuth,
          children: [
            {
              path: '/admin',
              Component: RequireAdmin,
              children: [
                {
                  lazy: lazyScreen(() => import('./layouts/admin-layout.tsx'), 'AdminLayout'),
                  children: [
                    {
                      ErrorBoundary: RouteError,
                      children: [
                        { index: true, element: <Navigate to="/admin/companies" replace /> },
                        ...adminRoutes,
                        { path: '*', Component: PageNotFound },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              lazy: lazyScreen(() => import('./layouts/app-layout.tsx'), 'AppLayout'),
              children: [
                {
                  ErrorBoundary: RouteError,
                  children: [...appRoutes, { path: '*', Component: PageNotFound }],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
