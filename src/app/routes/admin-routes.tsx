import { matchRoutes, Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Permission } from '@/data/permissions';

/** What a staff member must hold to open an admin page: the permission of the data it loads. */
type AdminPageHandle = { permission: Permission };

const page = (
  path: string,
  permission: Permission,
  lazy: NonNullable<RouteObject['lazy']>,
): RouteObject => ({ path, lazy, handle: { permission } satisfies AdminPageHandle });

// The admin area's pages, each its own lazily loaded module under ./admin/.
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  page('dashboard', 'dashboard.view', () => import('./admin/dashboard')),
  page('stse-management/:tab?', 'candidates.view', () => import('./admin/stse-management')),
  page('student-management', 'students.view', () => import('./admin/student-management')),
  page('student-management/add', 'students.manage', () => import('./admin/student-management-add')),
  page(
    'student-management/:studentId',
    'students.view',
    () => import('./admin/student-management-detail'),
  ),
  page('enquiries', 'enquiries.work', () => import('./admin/enquiries')),
  page('enquiries/settings', 'settings.manage', () => import('./admin/enquiries-settings')),
  page('enquiries/message', 'enquiries.work', () => import('./admin/enquiries-message')),
  page('enquiries/:enquiryId', 'enquiries.work', () => import('./admin/enquiries-detail')),
  page('admissions-funnel', 'enquiries.manage', () => import('./admin/admissions-funnel')),
  page('batches', 'batches.teach', () => import('./admin/batches')),
  page('batches/:batchId', 'batches.teach', () => import('./admin/batches-detail')),
  page('timetable', 'batches.teach', () => import('./admin/timetable')),
  page('attendance', 'batches.teach', () => import('./admin/attendance')),
  page('attendance/:sessionId', 'attendance.take', () => import('./admin/attendance-take')),
  page('fee-management', 'fees.view', () => import('./admin/fee-management')),
  page('receipts/:paymentId', 'fees.view', () => import('./admin/receipts-detail')),
  page('material-management', 'materials.manage', () => import('./admin/material-management')),
  page('school-management', 'schools.manage', () => import('./admin/school-management')),
  page('support', 'support.manage', () => import('./admin/support')),
  page('notifications', 'notifications.send', () => import('./admin/notifications')),
  page('backup', 'backup.manage', () => import('./admin/backup')),
  page('staff', 'staff.manage', () => import('./admin/staff')),
  page('audit-log', 'audit.view', () => import('./admin/audit-log')),
  page('messages', 'messages.manage', () => import('./admin/messages')),
  page('question-bank', 'tests.manage', () => import('./admin/question-bank')),
  page('online-tests', 'tests.manage', () => import('./admin/online-tests')),
  page('online-tests/new', 'tests.manage', () => import('./admin/online-tests-new')),
  page('online-tests/:id', 'tests.manage', () => import('./admin/online-tests-detail')),
  page(
    'online-tests/:id/monitor',
    'tests.manage',
    () => import('./admin/online-tests-detail-monitor'),
  ),
];

const isAdminPageHandle = (handle: unknown): handle is AdminPageHandle =>
  typeof handle === 'object' && handle !== null && 'permission' in handle;

/** The permission the admin page at `pathname` (e.g. /admin/receipts/p1) needs, if any. */
export function adminPagePermission(pathname: string): Permission | undefined {
  const handle: unknown = matchRoutes(adminRoutes, pathname, '/admin')?.at(-1)?.route.handle;
  return isAdminPageHandle(handle) ? handle.permission : undefined;
}
