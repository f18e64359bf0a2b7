import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '@/ui';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Rahul Sharma' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The initials, drawn in the page: decorative, so the name is shown beside it. */
export const Initials: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByText('RS');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('img')).toBeNull();
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
    await expect(canvas.getByText('RS')).toBeVisible();
    await expect(canvas.getByText('P')).toBeVisible();
  },
};

/** A blank name still draws a circle, with a question mark. */
export const NoName: Story = {
  args: { name: '  ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('?')).toBeVisible();
  },
};
