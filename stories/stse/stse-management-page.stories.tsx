import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StseManagementPage } from '@/features/stse';
import { withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { stseRoute } from './stse-story-data';

const meta = {
  title: 'STSE/Admin/Page',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: { route: { ...stseRoute, initialEntry: '/admin/stse-management' } },
} satisfies Meta<typeof StseManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No tab in the URL opens Candidates; the tabs switch by click and by arrow keys. */
export const DefaultTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = ['Candidates', 'Settings', 'Admit Card', 'Results Entry', 'Merit List'];
    await expect((await canvas.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(tabs);
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('12 candidates registered')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Settings' }));
    await expect(await canvas.findByRole('textbox', { name: 'Roll number prefix' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Admit Card' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByRole('article', { name: 'STSE 2024' })).toBeVisible();
  },
};

/** An unknown tab in the URL falls back to Candidates. */
export const UnknownTab: Story = {
  parameters: { route: { ...stseRoute, initialEntry: '/admin/stse-management/marks' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Candidates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
