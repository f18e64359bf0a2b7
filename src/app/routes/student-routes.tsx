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

/** The student pages a parent sees for their chosen child, in the parent area (/parent/...). */
const PARENT_PAGES = new Set([
  'dashboard',
  'fees',
  'receipts/:paymentId',
  'attendance',
  'test-results',
  'materials',
  'notifications',
  'support',
]);

// The same route modules: each page reads the child as the signed-in student's record. Messages
// is the parent's own page.
export const parentRoutes: RouteObject[] = [
  ...studentRoutes.filter((route) => route.index === true || PARENT_PAGES.has(route.path ?? '')),
  { path: 'messages', lazy: () => import('./parent/messages') },
];
