import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// The admin area's pages, each its own lazily loaded module under ./admin/.
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: () => import('./admin/dashboard') },
  { path: 'material-management', lazy: () => import('./admin/material-management') },
  { path: 'school-management', lazy: () => import('./admin/school-management') },
];
