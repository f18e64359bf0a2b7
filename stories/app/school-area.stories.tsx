import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Component as SchoolArea } from '@/app/layouts/school-area';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData, withPending } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { withoutDemoSchool } from '../helpers/school-page-decorator';

// The app gives every area a toast region (AppRoot); Logout reports a failure there.
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'App/School Area',
  component: SchoolArea,
  decorators: [withRouter, withToasts, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/school/*', initialEntry: '/school/dashboard' },
    data: { session: storySessions.school },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SchoolArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A school gets the School Panel, greeted by its name, with the spec's three menu items. */
export const SignedInAsSchool: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('banner');
    await expect(banner).toHaveTextContent('School Panel');
    await expect(banner).toHaveTextContent('Welcome, Delhi Public School, Noida');
    await expect(canvas.getByRole('link', { name: 'Sankalp Institute' })).toHaveAttribute(
      'href',
      '/school',
    );
    const nav = canvas.getByRole('navigation', { name: 'School Panel' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/school/dashboard'],
      ['Profile', '/school/profile'],
      ['Bulk Registration', '/school/bulk-registration'],
    ]);
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Logout: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** The session is read and the school's record is still on its way: the area says so, once. */
export const Loading: Story = {
  decorators: [withPending('getSchool')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your school's details…")).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'School Panel' })).toBeVisible();
  },
};

/** The record cannot be read: the message and a Try again button instead of any page. */
export const LoadFails: Story = {
  parameters: {
    data: {
      session: storySessions.school,
      failWith: { getSchool: new Error('Stored data could not be read.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your school's details could not be loaded");
    await expect(alert).toHaveTextContent('Stored data could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The school's record is gone: the panel stays, its content says so once for every page, and
 * Go to Login ends the stale session.
 */
export const SchoolNotFound: Story = {
  parameters: { data: { session: storySessions.school, seed: withoutDemoSchool() } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const main = within(await canvas.findByRole('main'));
    await expect(
      await main.findByRole('heading', { level: 1, name: 'School not found.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.queryByText('STSE Candidates')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Register All' })).toBeNull();
    await userEvent.click(main.getByRole('button', { name: 'Go to Login' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** Nobody signed in: to the login page, the panel never shows. */
export const NoSession: Story = {
  parameters: { data: { session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'School Panel' })).toBeNull();
  },
};

/** A student who opens a school page is sent to their own dashboard. */
export const StudentSession: Story = {
  parameters: { data: { session: storySessions.student } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Navigated to /student/dashboard'),
    ).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Bulk Registration' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
