import { Suspense } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { withAreaMessages, withPublicMessages } from './i18n';
import { withLazyPages } from './lazy-routes';
import { PublicShell } from './layouts/public-shell';
import { RouteErrorPage } from './route-error-page';
import { adminRoutes } from './routes/admin-routes';
import { publicRoutes } from './routes/public-routes';
import { schoolRoutes } from './routes/school-routes';
import { parentRoutes, studentRoutes } from './routes/student-routes';

// Every public page but the home page needs the messages of the public code beyond the site's.
const publicPages: RouteObject[] = publicRoutes.map((route) => {
  const { lazy } = route;
  if (route.index || typeof lazy !== 'function') return route;
  return { ...route, lazy: () => withPublicMessages(lazy()) };
});

// The one route tree of the browser app (main.tsx) and of the build's prerender (prerender.tsx),
// so a prerendered page and its hydration render the same routes. The public shell is part of
// the entry; every page and every signed-in area is its own lazily loaded chunk.
export const routeTable: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/',
        element: <PublicShell />,
        errorElement: <RouteErrorPage />,
        children: publicPages,
      },
      // The same public pages in Hindi, prerendered there for readers and search engines.
      {
        path: '/hi',
        element: <PublicShell />,
        errorElement: <RouteErrorPage />,
        children: publicPages,
      },
      {
        path: '/admin',
        lazy: () => withAreaMessages('admin', import('./layouts/admin-area')),
        errorElement: <RouteErrorPage />,
        children: adminRoutes,
      },
      {
        path: '/student',
        lazy: () => withAreaMessages('portal', import('./layouts/student-area')),
        errorElement: <RouteErrorPage />,
        children: studentRoutes,
      },
      {
        path: '/parent',
        lazy: () => withAreaMessages('portal', import('./layouts/parent-area')),
        errorElement: <RouteErrorPage />,
        children: parentRoutes,
      },
      {
        path: '/school',
        lazy: () => withAreaMessages('portal', import('./layouts/school-area')),
        errorElement: <RouteErrorPage />,
        children: schoolRoutes,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const appRoutes = withLazyPages(routeTable);

/**
 * The app's pages for the current address. Nothing shows while the first chunk of a page that
 * was not prerendered loads (main.tsx loads the matched pages first, so this is only a fallback).
 */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(appRoutes)}</Suspense>;
}
