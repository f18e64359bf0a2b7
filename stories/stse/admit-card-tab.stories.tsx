import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StseManagementPage } from '@/features/stse';
import { storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { sample, stseRoute } from './stse-story-data';

const meta = {
  title: 'STSE/Admin/Admit Card',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { ...stseRoute, initialEntry: '/admin/stse-management/admit-card' },
    data: { session: storySessions.admin },
  },
} satisfies Meta<typeof StseManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The template: placeholders for each detail, a photo box and both signature lines. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Admit Card' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    for (const placeholder of [
      '[Roll Number]',
      '[Candidate Name]',
      '[Guardian Name]',
      '[Class]',
      '[Exam Center]',
    ]) {
      await expect(within(card).getByText(placeholder)).toBeVisible();
    }
    await expect(within(card).getByText(/passport-size photograph/)).toBeVisible();
    await expect(within(card).getByText('Signature of Student')).toBeVisible();
    await expect(within(card).getByText('Signature of Authority')).toBeVisible();
  },
};

/** The heading follows the exam year in Settings. */
export const ExamYearFromSettings: Story = {
  parameters: {
    data: {
      seed: { settings: { stse: { ...sample.settings.stse, examYear: 2026 } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'STSE 2026' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { data: { failWith: { getSettings: new Error('The settings could not be read.') } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The admit card could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
