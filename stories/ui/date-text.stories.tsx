import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from '@/ui';

const meta = {
  title: 'UI/DateText',
  component: DateText,
  args: { value: '2026-11-22' },
} satisfies Meta<typeof DateText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('22 Nov 2026');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-22');
  },
};

export const WithTime: Story = {
  args: { value: '2026-11-22T09:35:00.000Z', withTime: true },
  play: async ({ canvasElement }) => {
    // Shown in India time: 09:35 UTC is 3:05 pm IST.
    const time = within(canvasElement).getByText(/^22 Nov 2026, 3:05\spm$/i);
    await expect(time).toHaveAttribute('datetime', '2026-11-22T09:35:00.000Z');
  },
};

export const TimestampAsDate: Story = {
  args: { value: '2026-11-22T20:00:00.000Z' },
  play: async ({ canvasElement }) => {
    // 8 pm UTC is already the next morning in India.
    await expect(within(canvasElement).getByText('23 Nov 2026')).toBeVisible();
  },
};
