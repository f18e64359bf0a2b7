import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as AdminArea } from '@/app/layouts/admin-area';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

// The app gives every area a toast region (AppRoot); Logout reports a failure there.
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'App/Admin Area',
  component: AdminArea,
  decorators: [withRouter, withToasts, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/*', initialEntry: '/admin/dashboard' },
    data: { session: storySessions.admin },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof AdminArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin gets the panel: brand to /admin, the header, the spec's eight menu items, Logout. */
export const SignedInAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('banner')).toHaveTextContent('Admin Panel');
    await expect(canvas.getByRole('link', { name: 'Sankalp Institute' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['STSE Management', '/admin/stse-management'],
      ['Enquiries', '/admin/enquiries'],
      ['Admissions Funnel', '/admin/admissions-funnel'],
      ['Student Management', '/admin/student-management'],
      ['Batches', '/admin/batches'],
      ['Timetable', '/admin/timetable'],
      ['Attendance', '/admin/attendance'],
      ['Fee Management', '/admin/fee-management'],
      ['Material Management', '/admin/material-management'],
      ['Question Bank', '/admin/question-bank'],
      ['Online Tests', '/admin/online-tests'],
      ['School Management', '/admin/school-management'],
      ['Support', '/admin/support'],
      ['Notifications', '/admin/notifications'],
      ['Messages', '/admin/messages'],
      ['Staff', '/admin/staff'],
      ['Audit Log', '/admin/audit-log'],
      ['Backup & Restore', '/admin/backup'],
    ]);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Logout clears the stored session and opens /login. */
export const Logout: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** If the session cannot be cleared the admin stays in the panel and is told so. */
export const LogoutFails: Story = {
  parameters: {
    data: {
      session: storySessions.admin,
      failWith: { clearSession: new Error('Session storage is not available.') },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(
      await canvas.findByText('Could not log out. Session storage is not available.'),
    ).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Admin Panel');
    await expect(await storyRepository(context).getSession()).toEqual(storySessions.admin);
  },
};

/** Nobody signed in: straight to the login page, the panel never shows. */
export const NoSession: Story = {
  parameters: { data: { session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin Panel' })).toBeNull();
  },
};

/** A student who opens an admin page is sent to their own dashboard. */
export const StudentSession: Story = {
  parameters: { data: { session: storySessions.student } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /student/dashboard')).toBeVisible();
  },
};

export const SchoolSession: Story = {
  parameters: { data: { session: storySessions.school } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /school/dashboard')).toBeVisible();
  },
};

/** While the session is read: a spinner, not a flash of the login page or of the panel. */
export const CheckingSession: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    // Still waiting a moment later: no redirect happened meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText(/Navigated to/)).toBeNull();
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

/** At 320px the sidebar folds behind the Menu button; choosing a page closes it again. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Admin Panel' })).toBeNull();
    await userEvent.click(toggle);
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Support' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const navLinkNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Admin Panel' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** An Office member's menu: admissions, students, fees and messages; no STSE, results, audit or backup. */
export const OfficeMenu: Story = {
  parameters: { data: { session: storySessions.office } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('navigation', { name: 'Admin Panel' });
    await expect(navLinkNames(canvasElement)).toEqual([
      'Dashboard',
      'Enquiries',
      'Admissions Funnel',
      'Student Management',
      'Batches',
      'Timetable',
      'Attendance',
      'Fee Management',
      'Support',
      'Notifications',
      'Messages',
    ]);
  },
};

/** A Counsellor handles their enquiries, candidates and schools, and sees no Fee Management. */
export const CounsellorMenu: Story = {
  parameters: { data: { session: storySessions.counsellor } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('navigation', { name: 'Admin Panel' });
    await expect(navLinkNames(canvasElement)).toEqual([
      'Dashboard',
      'STSE Management',
      'Enquiries',
      'Batches',
      'Timetable',
      'Attendance',
      'School Management',
    ]);
  },
};

/** Faculty: only the dashboard, the batches they teach, materials and the online tests. */
export const FacultyMenu: Story = {
  parameters: { data: { session: storySessions.faculty } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('navigation', { name: 'Admin Panel' });
    await expect(navLinkNames(canvasElement)).toEqual([
      'Dashboard',
      'Batches',
      'Timetable',
      'Attendance',
      'Material Management',
      'Question Bank',
      'Online Tests',
    ]);
  },
};

/** A Counsellor opening Fee Management by its URL is told so in the shell, with a way back. */
export const PageWithoutPermission: Story = {
  parameters: {
    data: { session: storySessions.counsellor },
    route: { path: '/admin/*', initialEntry: '/admin/receipts/payment-1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Not permitted' })).toBeVisible();
    await expect(canvas.getByText('Your account cannot do this.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Admin Panel' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the dashboard' }));
    await expect(canvas.queryByRole('heading', { name: 'Not permitted' })).toBeNull();
  },
};

/** The owner opens the same URL: no refusal. */
export const PageWithPermission: Story = {
  parameters: { route: { path: '/admin/*', initialEntry: '/admin/receipts/payment-1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Admin Panel' });
    await expect(canvas.queryByText('Your account cannot do this.')).toBeNull();
  },
};
