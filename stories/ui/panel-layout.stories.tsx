import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PanelLayout } from '@/ui';
import { withRouter } from '../helpers/with-router';

const adminNav = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/stse-management', label: 'STSE Management' },
  { to: '/admin/student-management', label: 'Student Management' },
  { to: '/admin/fee-management', label: 'Fee Management' },
  { to: '/admin/material-management', label: 'Material Management' },
  { to: '/admin/school-management', label: 'School Management' },
  { to: '/admin/support', label: 'Support' },
  { to: '/admin/notifications', label: 'Notifications' },
];

const meta = {
  title: 'UI/PanelLayout',
  component: PanelLayout,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: { path: '/*', initialEntry: '/admin/dashboard' } },
  args: {
    brand: { name: 'Sankalp Institute', to: '/admin' },
    title: 'Admin Panel',
    navItems: adminNav,
    onLogout: fn(),
    children: (
      <>
        <h1>Dashboard</h1>
        <p>Total Collection and Pending Dues appear here.</p>
      </>
    ),
  },
} satisfies Meta<typeof PanelLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Admin Panel');
    // Wide screens show every link: no Menu button.
    await expect(canvas.getByText('Menu', { selector: 'button' })).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sankalp Institute' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(8);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Fee Management' }));
    await expect(within(nav).getByRole('link', { name: 'Fee Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Dashboard');

    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const StudentWithGreeting: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: { path: '/*', initialEntry: '/student/fees' } },
  args: {
    brand: { name: 'Sankalp Institute', to: '/student' },
    title: 'Student Panel',
    greeting: 'Welcome, Rahul',
    navItems: [
      { to: '/student/dashboard', label: 'Dashboard' },
      { to: '/student/profile', label: 'Profile' },
      { to: '/student/fees', label: 'Fee Details' },
      { to: '/student/materials', label: 'Downloads' },
      { to: '/student/support', label: 'Support' },
      { to: '/student/notifications', label: 'Notifications' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome, Rahul')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fee Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SmallScreenMenu: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  args: { greeting: 'Welcome, Admin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Support', hidden: true })).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();

    // Choosing a link closes the menu.
    await userEvent.click(canvas.getByRole('link', { name: 'Support' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Support', hidden: true })).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongContent: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'School Panel',
    greeting: 'Welcome, Sri Chaitanya Vidyaniketan Higher Secondary School',
    children: (
      <>
        <h1>Bulk registration</h1>
        {Array.from({ length: 10 }, (_, index) => (
          <p key={index}>
            Add one row per student with name, class, guardian name, mobile and email, then choose
            Register All.
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The long greeting is cut short with an ellipsis; the header keeps one line.
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
