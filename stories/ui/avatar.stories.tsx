import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '@/ui';

// An image that loads without a network: a plain circle drawn in SVG.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#146c2e"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Rahul Sharma' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Rahul Sharma' });
    await expect(avatar).toHaveTextContent('RS');
  },
};

export const ThreeWordsAndOneWord: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <Avatar name="rahul kumar sharma" />
      <Avatar name="Priya" size="sm" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'rahul kumar sharma' })).toHaveTextContent('RS');
    await expect(canvas.getByRole('img', { name: 'Priya' })).toHaveTextContent('P');
  },
};

export const WithImage: Story = {
  args: { src: photo, size: 'lg' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Rahul Sharma' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenImageFallsBackToInitials: Story = {
  args: { src: '/missing-avatar.png', size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const avatar = canvas.getByRole('img', { name: 'Rahul Sharma' });
    await expect(avatar).toHaveTextContent('RS');
    await expect(avatar).toBeVisible();
  },
};
