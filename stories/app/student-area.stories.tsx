import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Component as StudentArea } from '@/app/layouts/student-area';
import { studentRoutes } from '@/app/routes/student-routes';
import { offlineStatus } from '@/data/offline-status';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData, withPending } from '../helpers/data-decorator';
import { NavigatedAway } from '../helpers/student-page-decorator';
import { withoutRahul } from '../helpers/student-seeds';

/** The student area as the app mounts it: its shell over the real route table. */
function StudentAreaApp({ initialEntry }: { initialEntry: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/student', element: <StudentArea />, children: studentRoutes },
        { path: '*', element: <NavigatedAway /> },
      ],
      { initialEntries: [initialEntry] },
    ),
  );
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}

const meta = {
  title: 'App/Student Area',
  component: StudentAreaApp,
  decorators: [withData({ session: storySessions.student })],
  parameters: { layout: 'fullscreen' },
  args: { initialEntry: '/student' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof StudentAreaApp>;
export default meta;
type Story = StoryObj<typeof meta>;

const MENU = [
  ['Dashboard', '/student/dashboard'],
  ['Profile', '/student/profile'],
  ['Fee Details', '/student/fees'],
  ['Downloads', '/student/materials'],
  ['Online Tests', '/student/online-tests'],
  ['Support', '/student/support'],
  ['Notifications', '/student/notifications'],
  ['Test Results', '/student/test-results'],
  ['Attendance', '/student/attendance'],
] as const;

/** /student opens the dashboard; the panel greets Rahul by first name; the menu leads on. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The panel's header comes first; each page's own <header> inside main follows it.
    const [banner] = canvas.getAllByRole('banner');
    await expect(banner).toHaveTextContent('Student Panel');
    await expect(within(banner!).getByText('Welcome, Rahul')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sankalp Institute' })).toHaveAttribute(
      'href',
      '/student',
    );
    const nav = canvas.getByRole('navigation', { name: 'Student Panel' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      MENU.map(([label, to]) => [label, to]),
    );

    await userEvent.click(within(nav).getByRole('link', { name: 'Fee Details' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fee Details' }),
    ).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Fee Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Downloads' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  },
};

/**
 * Offline (server mode): the page shows the data kept on the phone with the time it was loaded,
 * and nothing in it can be changed; the menu still leads on, and the online tests are left to
 * the exam hall's own offline queue.
 */
export const Offline: Story = {
  args: { initialEntry: '/student/profile' },
  beforeEach: () => {
    offlineStatus.answeredOffline(Date.UTC(2026, 10, 29, 5, 12));
    return () => offlineStatus.online();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const notice = canvas.getByText(/^Offline: last updated/).closest('[role="status"]');
    await expect(notice).toHaveTextContent(
      'Offline: last updated 10:42. Nothing can be changed until you are back online.',
    );
    await expect(canvas.getByRole('button', { name: 'Request Edit' })).toBeDisabled();
    // The panel's own controls are outside the page: Logout still works.
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();

    const nav = canvas.getByRole('navigation', { name: 'Student Panel' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Online Tests' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Online Tests' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Offline: last updated/)).not.toBeInTheDocument();
  },
};

/** Logout clears the session and leaves for /login. */
export const Logout: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** Nobody signed in: straight to /login. */
export const SignedOut: Story = {
  parameters: { data: { session: null } },
  args: { initialEntry: '/student/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(canvas.queryByText('Student Panel')).toBeNull();
  },
};

/** An admin who opens a student page is sent to their own dashboard. */
export const OtherRole: Story = {
  parameters: { data: { session: storySessions.admin } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Navigated to /admin/dashboard'),
    ).toBeVisible();
  },
};

/** The session is read and the record is still on its way: the area says so, once. */
export const Loading: Story = {
  decorators: [withPending('getStudent')],
  args: { initialEntry: '/student/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading your details…')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Student Panel' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The record cannot be read: the message and a Try again button instead of any page. */
export const LoadFails: Story = {
  parameters: { data: { failWith: { getStudent: new Error('Stored data could not be read.') } } },
  args: { initialEntry: '/student/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your details could not be loaded');
    await expect(alert).toHaveTextContent('Stored data could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request Edit' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Fee Details' })).toBeNull();
  },
};

/** The record is gone: every page shows Student Not Found inside the panel. */
export const StudentNotFound: Story = {
  parameters: { data: { seed: withoutRahul() } },
  args: { initialEntry: '/student/profile' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Student Not Found' }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Student Panel' });
    for (const [label] of MENU) {
      await userEvent.click(within(nav).getByRole('link', { name: label }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Student Not Found' }),
      ).toBeVisible();
      await expect(canvas.queryAllByRole('heading', { level: 1 })).toHaveLength(1);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** At 320px the menu folds behind the Menu button and closes when a page is chosen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Notifications' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * In Hindi on a 375px phone, while the record loads: the panel's title, greeting, menu and
 * Logout in Hindi (the first name as it is), and nothing scrolls sideways with the menu open.
 */
export const Hindi: Story = {
  decorators: [withPending('getStudent')],
  args: { initialEntry: '/student/fees' },
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('आपकी जानकारी लोड हो रही है…')).toBeVisible();
    const [banner] = canvas.getAllByRole('banner');
    await expect(banner).toHaveTextContent('छात्र पैनल');
    await expect(within(banner!).getByText('नमस्ते, Rahul')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'मेन्यू' }));
    const nav = canvas.getByRole('navigation', { name: 'छात्र पैनल' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'डैशबोर्ड',
      'प्रोफ़ाइल',
      'फ़ीस विवरण',
      'डाउनलोड',
      'ऑनलाइन टेस्ट',
      'सहायता',
      'सूचनाएँ',
      'टेस्ट रिज़ल्ट',
      'हाज़िरी',
    ]);
    await expect(within(nav).getByRole('link', { name: 'फ़ीस विवरण' })).toHaveAttribute(
      'href',
      '/student/fees',
    );
    await expect(canvas.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
