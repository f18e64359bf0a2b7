import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// The admin area's pages, each its own lazily loaded module under ./admin/.
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: () => import('./admin/dashboard') },
  { path: 'stse-management/:tab?', lazy: () => import('./admin/stse-management') },
  { path: 'student-management', lazy: () => import('./admin/student-management') },
  { path: 'student-management/add', lazy: () => import('./admin/student-management-add') },
  {
    path: 'student-management/:studentId',
    lazy: () => import('./admin/student-management-detail'),
  },
  { path: 'fee-management', lazy: () => import('./admin/fee-management') },
  { path: 'receipts/:paymentId', lazy: () => import('./admin/receipts-detail') },
  { path: 'material-management', lazy: () => import('./admin/material-management') },
  { path: 'school-management', lazy: () => import('./admin/school-management') },
  { path: 'support', lazy: () => import('./admin/support') },
  { path: 'notifications', lazy: () => import('./admin/notifications') },
  { path: 'backup', lazy: () => import('./admin/backup') },
  { path: 'audit-log', lazy: () => import('./admin/audit-log') },
  { path: 'messages', lazy: () => import('./admin/messages') },
  { path: 'staff', lazy: () => import('./admin/staff') },
  { path: 'question-bank', lazy: () => import('./admin/question-bank') },
  { path: 'online-tests', lazy: () => import('./admin/online-tests') },
  { path: 'online-tests/new', lazy: () => import('./admin/online-tests-new') },
  { path: 'online-tests/:id', lazy: () => import('./admin/online-tests-detail') },
  { path: 'online-tests/:id/monitor', lazy: () => import('./admin/online-tests-detail-monitor') },
];
