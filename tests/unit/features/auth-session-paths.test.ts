import { expect, test } from 'vitest';
import { afterLoginPath, dashboardPath, loginRedirectState } from '@/features/auth';

test('each role lands on its own dashboard', () => {
  expect(dashboardPath('admin')).toBe('/admin/dashboard');
  expect(dashboardPath('student')).toBe('/student/dashboard');
  expect(dashboardPath('school')).toBe('/school/dashboard');
});

test('signing in returns to the page the guard stopped, inside the role’s own area', () => {
  expect(afterLoginPath('admin', loginRedirectState('/admin/support'))).toBe('/admin/support');
  expect(afterLoginPath('student', loginRedirectState('/student/fees?tab=1#due'))).toBe(
    '/student/fees?tab=1#due',
  );
});

test('a page in another area, or a look-alike path, gives the dashboard instead', () => {
  expect(afterLoginPath('student', loginRedirectState('/admin/support'))).toBe(
    '/student/dashboard',
  );
  expect(afterLoginPath('admin', loginRedirectState('/administrator'))).toBe('/admin/dashboard');
  expect(afterLoginPath('admin', loginRedirectState('https://example.com/admin/'))).toBe(
    '/admin/dashboard',
  );
});

test('without a usable state the dashboard is used', () => {
  expect(afterLoginPath('school', null)).toBe('/school/dashboard');
  expect(afterLoginPath('school', undefined)).toBe('/school/dashboard');
  expect(afterLoginPath('school', { from: 42 })).toBe('/school/dashboard');
  expect(afterLoginPath('school', 'school/profile')).toBe('/school/dashboard');
});
