import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState } from '@/ui';

const onAdd = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { message: 'No students found.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No students found.')).toBeVisible();
  },
};

export const WithTitleAndAction: Story = {
  args: {
    title: 'No materials yet',
    message: 'No public materials available at the moment. Please check back later.',
    action: <Button onClick={onAdd}>Add New Material</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No materials yet')).toBeVisible();
    await expect(canvas.getByText(/^No public materials available/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Material' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const SmallScreen: Story = {
  args: { message: 'No students from your school have registered for STSE yet.' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No students from your school have registered for STSE yet.'),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
