import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppRoot } from './app-root';
import { PublicShell } from './layouts/public-shell';
import { RouteErrorPage } from './route-error-page';
import { adminRoutes } from './routes/admin-routes';
import { publicRoutes } from './routes/public-routes';
import { schoolRoutes } from './routes/school-routes';
import { studentRoutes } from './routes/student-routes';

// The public shell is part of the entry so the first page paints without a second round trip;
// every page and every signed-in area is its own lazily loaded chunk.
export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    // Nothing to show while the first lazy route loads: the page is blank for a moment either way,
    // and without a fallback React Router warns on every first load.
    HydrateFallback: () => null,
    children: [
      {
        path: '/',
        element: <PublicShell />,
        // The top bar and footer paint at once on a first visit while the page's chunk arrives.
        hydrateFallbackElement: <PublicShell />,
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
        path: '/school',
        lazy: () => import('./layouts/school-area'),
        errorElement: <RouteErrorPage />,
        children: schoolRoutes,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
