import { matchRoutes, Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppRoot } from './app-root';
import { PublicShell } from './layouts/public-shell';
import { RouteErrorPage } from './route-error-page';
import { adminRoutes } from './routes/admin-routes';
import { publicRoutes } from './routes/public-routes';
import { schoolRoutes } from './routes/school-routes';
import { parentRoutes, studentRoutes } from './routes/student-routes';

// The one route tree of the browser app (main.tsx) and of the build's prerender (prerender.tsx),
// so a prerendered page and its hydration render the same routes. The public shell is part of
// the entry; every page and every signed-in area is its own lazily loaded chunk.
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // Nothing to show while the first lazy route of a page that was not prerendered loads (main.tsx
    // loads the matched routes first, so this is only a fallback).
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        element: <PublicShell />,
        errorElement: <RouteErrorPage />,
        children: publicRoutes,
      },
      {
        path: '/admin',
        lazy: () => import('./layouts/admin-area'),
        errorElement: <RouteErrorPage />,
        children: adminRoutes,
      },
      {
        path: '/student',
        lazy: () => import('./layouts/student-area'),
        errorElement: <RouteErrorPage />,
        children: studentRoutes,
      },
      {
        path: '/parent',
        lazy: () => import('./layouts/parent-area'),
        errorElement: <RouteErrorPage />,
        children: parentRoutes,
      },
      {
        path: '/school',
        lazy: () => import('./layouts/school-area'),
        errorElement: <RouteErrorPage />,
        children: schoolRoutes,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Loads the lazy routes matching `location` into the route objects, before the router is made:
 * hydration must render the page the HTML holds at once, not a fallback while its chunk loads.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
