import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// The parent area's pages: the student pages a parent sees for their chosen child, each its own
// lazily loaded module under ./parent/.
export const parentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: () => import('./parent/dashboard') },
  { path: 'fees', lazy: () => import('./parent/fees') },
  { path: 'receipts/:paymentId', lazy: () => import('./parent/receipts-detail') },
  { path: 'attendance', lazy: () => import('./parent/attendance') },
  { path: 'test-results', lazy: () => import('./parent/test-results') },
  { path: 'materials', lazy: () => import('./parent/materials') },
  { path: 'notifications', lazy: () => import('./parent/notifications') },
  { path: 'support', lazy: () => import('./parent/support') },
];
