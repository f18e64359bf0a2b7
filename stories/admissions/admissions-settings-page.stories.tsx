import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdmissionsSettingsPage } from '@/features/enquiries';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Admissions/Admin/Admissions Settings',
  component: AdmissionsSettingsPage,
  decorators: [withToasts, withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/enquiries/settings' },
    data: { session: storySessions.admin },
  },
} satisfies Meta<typeof AdmissionsSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Admissions settings' }));

/**
 * The owner renames a stage and adds one before Applied: saved, the new stage gets an id from
 * its name, and the saved stages' kinds are shown, not offered.
 */
export const RenameAndAddStage: Story = {
  play: async (context) => {
    const settings = await form(context.canvasElement);
    await expect(settings.getByLabelText('Stage 1')).toHaveValue('New');
    await expect(settings.queryByLabelText('Kind of stage 1')).toBeNull();
    await expect(settings.getByText('Kind: Open (kept)')).toBeVisible();
    await userEvent.clear(settings.getByLabelText('Stage 2'));
    await userEvent.type(settings.getByLabelText('Stage 2'), 'Called');
    await userEvent.click(settings.getByRole('button', { name: 'Add Stage' }));
    await userEvent.type(settings.getByLabelText('Stage 7'), 'Demo class');
    await expect(settings.getByLabelText('Kind of stage 7')).toBeEnabled();
    // Up three places: after Counselling booked, before Applied.
    for (const row of [7, 6, 5]) {
      await userEvent.click(settings.getByRole('button', { name: `Move up stage ${row}` }));
    }
    await expect(settings.getByLabelText('Stage 4')).toHaveValue('Demo class');
    await userEvent.click(settings.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => {
      const { admissions } = await storyRepository(context).getSettings();
      await expect(admissions.stages.map((stage) => `${stage.id}:${stage.label}`)).toEqual([
        'new:New',
        'contacted:Called',
        'counselling:Counselling booked',
        'demo-class:Demo class',
        'applied:Applied',
        'admitted:Admitted',
        'lost:Lost',
      ]);
    });
    // Saved: the new stage is now one that stays, with its kind fixed.
    await waitFor(() => expect(settings.queryByLabelText('Kind of stage 4')).toBeNull());
  },
};

/** Each mistake is named beside its field, and nothing is saved. */
export const Mistakes: Story = {
  play: async (context) => {
    const settings = await form(context.canvasElement);
    await userEvent.clear(settings.getByLabelText('Stage 1'));
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      await userEvent.click(settings.getByRole('checkbox', { name: day }));
    }
    await userEvent.clear(settings.getByLabelText('Closes at'));
    await userEvent.type(settings.getByLabelText('Closes at'), '08:00');
    await userEvent.click(settings.getByRole('button', { name: 'Save Settings' }));
    await expect(await settings.findByText('Stage name is required.')).toBeVisible();
    await expect(settings.getByText('Choose at least one working day.')).toBeVisible();
    const { admissions } = await storyRepository(context).getSettings();
    await expect(admissions.stages[0]?.label).toBe('New');
    await expect(admissions.workingHours.days).toEqual([1, 2, 3, 4, 5, 6]);
  },
};

/** Opening after closing is refused with the schema's message beside Closes at. */
export const ClosesBeforeOpening: Story = {
  play: async (context) => {
    const settings = await form(context.canvasElement);
    await userEvent.clear(settings.getByLabelText('Closes at'));
    await userEvent.type(settings.getByLabelText('Closes at'), '08:00');
    await userEvent.click(settings.getByRole('button', { name: 'Save Settings' }));
    await expect(
      await settings.findByText('Closing time must be after opening time.'),
    ).toBeVisible();
  },
};

/** The settings cannot be read: the page says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: {
    data: { session: storySessions.admin, failWith: { getSettings: new Error('Offline.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The settings could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again|Retry/ })).toBeVisible();
  },
};

const jaipur = { id: 'branch-jai', code: 'JAI', name: 'Jaipur Centre', address: '', active: true };

/**
 * With two branches, a branch may keep a working week of its own (its enquiries' clocks count in
 * it); the other keeps the institute's.
 */
export const BranchWorkingWeek: Story = {
  parameters: { data: { session: storySessions.admin, seed: { branches: [jaipur] } } },
  play: async (context) => {
    const settings = await form(context.canvasElement);
    await expect(settings.queryByLabelText('Opens at (Jaipur Centre)')).toBeNull();
    await userEvent.click(
      settings.getByRole('checkbox', { name: 'Jaipur Centre has its own working week' }),
    );
    const opens = settings.getByLabelText('Opens at (Jaipur Centre)');
    await userEvent.clear(opens);
    await userEvent.type(opens, '11:00');
    await userEvent.click(
      within(settings.getByRole('group', { name: 'Working days at Jaipur Centre' })).getByRole(
        'checkbox',
        { name: 'Saturday' },
      ),
    );
    await userEvent.click(settings.getByRole('button', { name: 'Save Settings' }));
    await waitFor(async () => {
      const { admissions } = await storyRepository(context).getSettings();
      await expect(admissions.branchHours).toEqual({
        'branch-jai': { days: [1, 2, 3, 4, 5], opens: '11:00', closes: '18:00' },
      });
    });
  },
};

/** In Hindi: the stages with what each means, the working days and Save. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'एडमिशन सेटिंग' })).toBeVisible();
    const settings = within(await canvas.findByRole('form', { name: 'एडमिशन सेटिंग' }));
    await expect(settings.getByLabelText('चरण 1')).toHaveValue('New');
    await expect(settings.getByText('प्रकार: खुली (वही रहेगा)')).toBeVisible();
    await expect(settings.getByText('प्रकार: हाथ से गई (वही रहेगा)')).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: 'सोमवार' })).toBeChecked();
    await expect(settings.getByRole('button', { name: 'चरण जोड़ें' })).toBeVisible();
    await expect(settings.getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'पूछताछ पर वापस जाएँ' })).toBeVisible();
  },
};
