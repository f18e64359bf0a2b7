import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavList } from '@/ui';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'UI/NavList',
  component: NavList,
  decorators: [withRouter],
  parameters: { route: { path: '/*', initialEntry: '/' } },
  args: {
    label: 'Main',
    items: [
      { to: '/', label: 'Home' },
      { to: '/courses', label: 'Courses' },
      { to: '/contact', label: 'Contact' },
    ],
    variant: 'bar',
    onNavigate: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof NavList>;
export default meta;
type Story = StoryObj<typeof meta>;

const linkTops = (nav: HTMLElement) =>
  new Set(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getBoundingClientRect().top),
  );

/** The top bar's links in a row; the current page is marked, and the root only on itself. */
export const Bar: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(linkTops(nav).size).toBe(1);
    const home = within(nav).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Courses' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(home).not.toHaveAttribute('aria-current');
    await expect(
      getComputedStyle(within(nav).getByRole('link', { name: 'Courses' })).textDecorationLine,
    ).toBe('underline');
  },
};

/** Below 900px the bar's links stack, one a line, for the folded menu. */
export const BarSmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(linkTops(nav).size).toBe(3);
  },
};

/** The panels' sidebar: a column, the current page marked by a bar at its left. */
export const Sidebar: Story = {
  args: {
    label: 'Admin Panel',
    variant: 'sidebar',
    items: [
      { to: '/admin/dashboard', label: 'Dashboard' },
      { to: '/admin/support', label: 'Support' },
    ],
  },
  parameters: { route: { path: '/*', initialEntry: '/admin/dashboard' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin Panel' });
    await expect(linkTops(nav).size).toBe(2);
    const current = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const other = within(nav).getByRole('link', { name: 'Support' });
    await expect(getComputedStyle(current).borderLeftColor).not.toBe(
      getComputedStyle(other).borderLeftColor,
    );
  },
};
