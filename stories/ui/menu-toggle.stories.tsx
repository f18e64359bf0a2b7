import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuToggle } from '@/ui';

const meta = {
  title: 'UI/MenuToggle',
  component: MenuToggle,
  args: { menu: 'closed', controls: 'story-menu', onToggle: fn() },
  // aria-controls names an element that exists: the menu, shown while it is open.
  render: (args) => (
    <>
      <MenuToggle {...args} />
      <nav id={args.controls} aria-label="Story menu" hidden={args.menu === 'closed'}>
        <a href="#dashboard">Dashboard</a>
      </nav>
    </>
  ),
  globals: { viewport: { value: 'small', isRotated: false } },
} satisfies Meta<typeof MenuToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a small screen: a Menu button that says its menu is closed and asks to open it. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'story-menu');
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Open: Story = {
  args: { menu: 'open' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Wide screens show the layouts' links themselves: there is no menu to open. */
export const WideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Menu', { selector: 'button' })).not.toBeVisible();
  },
};

/** With the menu it controls: each press shows or hides it. */
export const WithMenu: Story = {
  render: function Render(args) {
    const [menu, setMenu] = useState<'open' | 'closed'>('closed');
    return (
      <>
        <MenuToggle
          {...args}
          menu={menu}
          onToggle={() => setMenu((state) => (state === 'open' ? 'closed' : 'open'))}
        />
        <nav id={args.controls} aria-label="Story menu" hidden={menu === 'closed'}>
          <a href="#dashboard">Dashboard</a>
        </nav>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('navigation', { name: 'Story menu' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Story menu' })).toBeNull();
  },
};
