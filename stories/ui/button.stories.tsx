import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '@/ui';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(180, 35, 24)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Show more' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show more' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', children: 'View details' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View details' });
    // Smaller, but still a comfortable touch target.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    await expect(button.getBoundingClientRect().height).toBeLessThan(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { type: 'submit', children: 'Register', busy: true, busyLabel: 'Submitting...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Submitting...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('button', { name: 'Register' })).toBeNull();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Turning busy swaps the label without changing the button's width. */
export const BusyKeepsWidth: Story = {
  args: { children: 'Save', busyLabel: 'Generating...' },
  render: function Render({ onClick, ...args }) {
    const [busy, setBusy] = useState(false);
    return (
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <Button
          {...args}
          busy={busy}
          onClick={(event) => {
            onClick?.(event);
            setBusy(true);
          }}
        />
        <Button variant="ghost" onClick={() => setBusy(false)}>
          Finish
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getByRole('button', { name: 'Save' });
    const idleWidth = idle.getBoundingClientRect().width;

    await userEvent.click(idle);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    const busy = canvas.getByRole('button', { name: 'Generating...' });
    await expect(busy).toBe(idle);
    await expect(busy).toBeDisabled();
    await expect(busy.getBoundingClientRect().width).toBe(idleWidth);

    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(idle.getBoundingClientRect().width).toBe(idleWidth);
  },
};

export const LongLabelOnSmallScreen: Story = {
  args: {
    children: 'Request an edit to my profile and notify the admin office of the change',
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Request an edit/ });
    // The label wraps inside the 320px screen instead of pushing the page sideways.
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** ButtonLink: a router link with a button's look. */
export const Link: Story = {
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/courses']}>
        <Routes>
          <Route path="/courses" element={<Story />} />
          <Route path="/contact" element={<h1>Contact us</h1>} />
        </Routes>
      </MemoryRouter>
    ),
  ],
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <ButtonLink to="/contact">Enroll Now</ButtonLink>
      <ButtonLink to="/contact" variant="secondary" size="sm">
        Ask a question
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Enroll Now' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(getComputedStyle(link).backgroundColor).toBe('rgb(31, 79, 184)');
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { name: 'Contact us' })).toBeVisible();
  },
};
