import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StseManagementPage } from '@/features/stse';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { sample, stseRoute } from './stse-story-data';

const meta = {
  title: 'STSE/Admin/Settings',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { ...stseRoute, initialEntry: '/admin/stse-management/settings' },
    data: { session: storySessions.admin },
  },
  beforeEach: () => window.localStorage.removeItem('geminiApiKey'),
} satisfies Meta<typeof StseManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The inputs of one scholarship tier row (a group named "Tier n"). */
function tier(canvas: Canvas, position: number) {
  const group = canvas.getByRole('group', { name: `Tier ${position}` });
  return {
    minMarks: within(group).getByRole('spinbutton', { name: 'Minimum marks' }),
    reward: within(group).getByRole('textbox', { name: 'Reward' }),
    remove: within(group).getByRole('button', { name: `Remove tier ${position}` }),
    concession: within(group).getByRole('spinbutton', { name: 'Concession (%)' }),
  };
}

/** The stored settings fill the form; a change to each field is saved and stays on screen. */
export const ValidSave: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const prefix = await canvas.findByRole('textbox', { name: 'Roll number prefix' });
    await expect(prefix).toHaveValue('STSE');
    await expect(canvas.getByRole('spinbutton', { name: 'Exam year' })).toHaveValue(2024);
    await expect(canvas.getByRole('textbox', { name: 'Exam centers' })).toHaveValue(
      sample.settings.stse.examCenters.join('\n'),
    );
    await expect(tier(canvas, 1).minMarks).toHaveValue(90);
    await expect(tier(canvas, 1).reward).toHaveValue('100% Scholarship');
    await expect(
      canvas.getByText(/Stored only in this browser\. Anyone using this browser can read it\./),
    ).toBeVisible();

    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'STSE25-');
    const year = canvas.getByRole('spinbutton', { name: 'Exam year' });
    await userEvent.clear(year);
    await userEvent.type(year, '2025');
    await userEvent.click(tier(canvas, 3).remove);
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Tier' }));
    await userEvent.type(tier(canvas, 3).minMarks, '60');
    await userEvent.type(tier(canvas, 3).reward, '10% Scholarship');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));

    await expect(await canvas.findByText('Settings saved.')).toBeVisible();
    await expect(prefix).toHaveValue('STSE25-');
    const stored = await storyRepository(context).getSettings();
    await expect(stored.stse).toEqual({
      rollNoPrefix: 'STSE25-',
      examCenters: sample.settings.stse.examCenters,
      scholarshipTiers: [
        { minMarks: 90, reward: '100% Scholarship', concessionPercent: 100 },
        { minMarks: 80, reward: '50% Scholarship', concessionPercent: 50 },
        // No concession typed: it comes from the reward's "10%" when a winner is admitted.
        { minMarks: 60, reward: '10% Scholarship' },
      ],
      examYear: 2025,
      maxMarks: 100,
      resultsPublished: true,
    });
    await expect(window.localStorage.getItem('geminiApiKey')).toBeNull();
  },
};

/** A blank prefix and a tier without a number are named beside their fields; nothing is saved. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const prefix = await canvas.findByRole('textbox', { name: 'Roll number prefix' });
    await userEvent.clear(prefix);
    const { minMarks, reward } = tier(canvas, 2);
    await userEvent.clear(minMarks);
    // A number box takes no letters, so it stays empty: the schema asks for a number.
    await userEvent.type(minMarks, 'abc');
    await userEvent.clear(reward);
    await userEvent.type(reward, 'Half fees');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));

    await expect(await canvas.findByText('Roll number prefix is required.')).toBeVisible();
    await expect(canvas.getByText('Minimum marks must be a number.')).toBeVisible();
    await expect(prefix).toHaveFocus();
    await expect(prefix).toHaveAttribute('aria-invalid', 'true');
    await expect(minMarks).toHaveAttribute('aria-invalid', 'true');
    // What was typed elsewhere is kept.
    await expect(reward).toHaveValue('Half fees');
    await expect(canvas.queryByText('Settings saved.')).toBeNull();
    await expect(await storyRepository(context).getSettings()).toEqual(sample.settings);

    await userEvent.type(prefix, 'ST SE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(
      await canvas.findByText('Use only letters, digits and hyphens in the prefix.'),
    ).toBeVisible();
  },
};

/** Blank lines and repeats (any letter case) are dropped from the centres when saved. */
export const DuplicateCentersDropped: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const centers = await canvas.findByRole('textbox', { name: 'Exam centers' });
    await userEvent.clear(centers);
    await userEvent.type(
      centers,
      'Kota Main Campus{Enter}{Enter}  kota main campus {Enter}Online{Enter}Kota Main Campus{Enter}',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));

    await expect(await canvas.findByText('Settings saved.')).toBeVisible();
    await waitFor(() => expect(centers).toHaveValue('Kota Main Campus\nOnline'));
    const stored = await storyRepository(context).getSettings();
    await expect(stored.stse.examCenters).toEqual(['Kota Main Campus', 'Online']);
  },
};

/** Only blank lines: at least one centre is needed. */
export const NoCenters: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const centers = await canvas.findByRole('textbox', { name: 'Exam centers' });
    await userEvent.clear(centers);
    await userEvent.type(centers, '{Enter}  {Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Add at least one exam centre.')).toBeVisible();
    await expect(centers).toHaveFocus();
  },
};

/** A failed write keeps every typed value and says why beside the form. */
export const SaveFails: Story = {
  parameters: {
    data: {
      failWith: {
        replaceSettings: new Error(
          "The browser's storage for this site is full, so the change was not saved.",
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prefix = await canvas.findByRole('textbox', { name: 'Roll number prefix' });
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'SANK-STSE');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "The browser's storage for this site is full, so the change was not saved.",
    );
    await expect(prefix).toHaveValue('SANK-STSE');
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the settings…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { data: { failWith: { getSettings: new Error('The settings could not be read.') } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The settings could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const [first] = sample.stseCandidates;
/** The first sample candidate's public lookup. */
const firstCandidate = { rollNo: first!.rollNo, dateOfBirth: first!.dateOfBirth };

/** Publish Results saves at once; Off again hides the results. The public lookup follows it. */
export const PublishResults: Story = {
  parameters: {
    data: {
      seed: { ...sample, settings: { stse: { ...sample.settings.stse, resultsPublished: false } } },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const repository = storyRepository(context);
    const toggle = await canvas.findByRole('switch', { name: 'Publish Results' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText(/^Not published: the result lookup says/)).toBeVisible();
    await expect((await repository.lookupResult(firstCandidate)).status).toBe('not-published');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await expect(
      canvas.getByText(/^Published: anyone with a roll number and its date of birth/),
    ).toBeVisible();
    await expect(await repository.lookupResult(firstCandidate)).toMatchObject({
      status: 'published',
      rank: 1,
    });

    // Save Settings leaves the switch as it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Settings saved.')).toBeVisible();
    await expect((await repository.getSettings()).stse.resultsPublished).toBe(true);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await expect((await repository.lookupResult(firstCandidate)).status).toBe('not-published');
  },
};

/** Each tier's concession and the exam's maximum marks are saved; a tier above the maximum is named. */
export const ConcessionAndMaximum: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const maxMarks = await canvas.findByRole('spinbutton', { name: 'Maximum marks' });
    await expect(maxMarks).toHaveValue(100);
    await expect(tier(canvas, 1).concession).toHaveValue(100);
    await expect(tier(canvas, 2).concession).toHaveValue(50);
    await expect(tier(canvas, 3).concession).toHaveValue(25);

    await userEvent.clear(maxMarks);
    await userEvent.type(maxMarks, '80');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Minimum marks must be from 0 to 80.')).toBeVisible();

    await userEvent.clear(maxMarks);
    await userEvent.type(maxMarks, '150');
    await userEvent.clear(tier(canvas, 2).concession);
    await userEvent.type(tier(canvas, 2).concession, '60');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Settings saved.')).toBeVisible();
    const stored = await storyRepository(context).getSettings();
    await expect(stored.stse.maxMarks).toBe(150);
    await expect(stored.stse.scholarshipTiers[1]).toEqual({
      minMarks: 80,
      reward: '50% Scholarship',
      concessionPercent: 60,
    });
  },
};
