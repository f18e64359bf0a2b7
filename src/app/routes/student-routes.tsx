import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// The student area's pages, each its own lazily loaded module under ./student/.
export const studentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: () => import('./student/dashboard') },
  { path: 'profile', lazy: () => import('./student/profile') },
  { path: 'fees', lazy: () => import('./student/fees') },
  { path: 'receipts/:paymentId', lazy: () => import('./student/receipts-detail') },
  { path: 'materials', lazy: () => import('./student/materials') },
  { path: 'support', lazy: () => import('./student/support') },
  { path: 'notifications', lazy: () => import('./student/notifications') },
  { path: 'online-tests', lazy: () => import('./student/online-tests') },

  { path: 'test-results', lazy: () => import('./student/test-results') },
  { path: 'attendance', lazy: () => import('./student/attendance') },
];
