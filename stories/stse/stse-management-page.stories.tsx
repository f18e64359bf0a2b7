import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StseManagementPage } from '@/features/stse';
import { storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { stseRoute } from './stse-story-data';

const meta = {
  title: 'STSE/Admin/Page',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { ...stseRoute, initialEntry: '/admin/stse-management' },
    data: { session: storySessions.admin },
  },
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

const tabNames = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findAllByRole('tab')).map((tab: HTMLElement) => tab.textContent);

/** A Counsellor: candidates, marks and the merit list, but no Settings (nor Publish Results). */
export const CounsellorTabs: Story = {
  parameters: { data: { session: storySessions.counsellor } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tabNames(canvas)).toEqual([
      'Candidates',
      'Admit Card',
      'Results Entry',
      'Merit List',
    ]);
    await expect(await canvas.findByRole('button', { name: 'Generate Mock Data' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Assign exam center' })).toBeVisible();
  },
};

/** A Counsellor opening the Settings tab by its URL lands on Candidates. */
export const CounsellorSettingsUrl: Story = {
  parameters: {
    data: { session: storySessions.counsellor },
    route: { ...stseRoute, initialEntry: '/admin/stse-management/settings' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Candidates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Roll number prefix' })).toBeNull();
  },
};

/** Seeing candidates only: the list, with no Generate Mock Data, no Assign Center, no Results
 *  Entry. */
export const ViewOnly: Story = {
  parameters: {
    data: {
      session: { ...storySessions.counsellor, permissions: ['dashboard.view', 'candidates.view'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tabNames(canvas)).toEqual(['Candidates', 'Admit Card', 'Merit List']);
    await expect(await canvas.findByText('12 candidates registered')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generate Mock Data' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Assign exam center' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Publishing results without the STSE settings: the Settings tab holds the switch alone. */
export const PublishOnly: Story = {
  parameters: {
    data: {
      session: {
        ...storySessions.counsellor,
        permissions: ['dashboard.view', 'candidates.view', 'results.publish'],
      },
    },
    route: { ...stseRoute, initialEntry: '/admin/stse-management/settings' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Roll number prefix' })).toBeNull();
  },
};

/** In Hindi: the heading, the tabs' names, the candidates' count and the settings' labels. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'STSE प्रबंधन' }),
    ).toBeVisible();
    await expect((await canvas.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'परीक्षार्थी',
      'सेटिंग्स',
      'Admit Card',
      'अंक भरें',
      'मेरिट लिस्ट',
    ]);
    await expect(await canvas.findByText('12 परीक्षार्थी रजिस्टर्ड')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'नमूना डेटा बनाएँ' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /परीक्षा केंद्र/ })).toBeVisible();
    await expect(canvas.getAllByText('तय नहीं').length).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('tab', { name: 'सेटिंग्स' }));
    await expect(
      await canvas.findByRole('textbox', { name: 'Roll Number का प्रीफ़िक्स' }),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'रिज़ल्ट प्रकाशित करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Admit Card' }));
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    await expect(within(card).getByText('[परीक्षार्थी का नाम]')).toBeVisible();
    await expect(within(card).getByText('विद्यार्थी के हस्ताक्षर')).toBeVisible();
  },
};
