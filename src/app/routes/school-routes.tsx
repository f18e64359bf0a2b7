import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// The school area's pages, each its own lazily loaded module under ./school/.
export const schoolRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: () => import('./school/dashboard') },
  { path: 'profile', lazy: () => import('./school/profile') },
  { path: 'bulk-registration', lazy: () => import('./school/bulk-registration') },
];
