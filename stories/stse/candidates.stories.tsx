import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readAllPages } from '@/data';
import { StseManagementPage } from '@/features/stse';
import { storyRepository, storySessions, withData, withPending } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import {
  columnTexts,
  manyCandidates,
  rowWith,
  sample,
  sampleCandidate,
  stseRoute,
} from './stse-story-data';

const TABLE = 'STSE candidates';

/** What is stored, newest first, read as the screens read it: page by page. */
const allCandidates = (context: Parameters<typeof storyRepository>[0]) =>
  readAllPages((page) => storyRepository(context).queryCandidates(page));
const NAME_COLUMN = 2; // after the checkbox and the roll number
const [KOTA, JAIPUR] = sample.settings.stse.examCenters as [string, string, string];

const meta = {
  title: 'STSE/Admin/Candidates',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { ...stseRoute, initialEntry: '/admin/stse-management/candidates' },

    data: { session: storySessions.admin },
  },
  // Mock generation must take the local path: no Gemini key left by another story.
  beforeEach: () => window.localStorage.removeItem('geminiApiKey'),
} satisfies Meta<typeof StseManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The twelve sample registrations, newest first, with search by name, school or mobile and a class filter. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'STSE Management' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('12 candidates registered')).toBeVisible();
    const names = columnTexts(canvas, TABLE, NAME_COLUMN);
    await expect(names[0]).toBe('Tanvi Chauhan');
    await expect(names.at(-1)).toBe('Aarav Gupta');
    await expect(
      within(rowWith(canvas, TABLE, 'Rohan Das')).getByText('Not Assigned'),
    ).toBeVisible();
    await expect(within(rowWith(canvas, TABLE, 'Kabir Joshi')).getByText(KOTA)).toBeVisible();

    const search = canvas.getByRole('searchbox', { name: 'Search candidates' });
    await userEvent.type(search, 'kulKARNI');
    await waitFor(() =>
      expect(columnTexts(canvas, TABLE, NAME_COLUMN)).toEqual(['Meera Kulkarni']),
    );
    await userEvent.clear(search);
    await userEvent.type(search, sampleCandidate('Rohan Das').mobile);
    await waitFor(() => expect(columnTexts(canvas, TABLE, NAME_COLUMN)).toEqual(['Rohan Das']));
    await userEvent.clear(search);
    await userEvent.type(search, 'delhi public school, noida');
    await waitFor(() =>
      expect(columnTexts(canvas, TABLE, NAME_COLUMN)).toEqual([
        'Aditya Rao',
        'Diya Nair',
        'Aarav Gupta',
      ]),
    );

    await userEvent.clear(search);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Class' }), '12');
    await waitFor(() =>
      expect(columnTexts(canvas, TABLE, NAME_COLUMN)).toEqual([
        'Tanvi Chauhan',
        'Meera Kulkarni',
        'Diya Nair',
      ]),
    );
    await userEvent.type(search, 'zzz');
    await expect(
      await canvas.findByText('No candidates match the search and class.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 candidates registered')).toBeVisible();
    await expect(canvas.getByText('No data available.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate Mock Data' })).toBeEnabled();
  },
};

// The candidates stay pending while the session is read, so the actions show, disabled.
export const Loading: Story = {
  decorators: [withPending('queryCandidates')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Generate Mock Data' })).toBeDisabled();
    await expect(canvas.getByText('Loading candidates…')).toBeVisible();
    await expect(canvas.getByText('Loading STSE candidates…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: {
    data: { failWith: { queryCandidates: new Error('The stored candidates could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The candidates could not be loaded.');
    await expect(alert).toHaveTextContent('The stored candidates could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 10,000 registrations: the table pages them and the search stays quick. */
export const TenThousandCandidates: Story = {
  parameters: { data: { seed: { stseCandidates: manyCandidates(10_000) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('10,000 candidates registered', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/Showing 1–50 of 10,000/)).toBeVisible();
    await expect(columnTexts(canvas, TABLE, 1)[0]).toBe('STSE10000');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search candidates' }), 'stse9999');
    await waitFor(() => expect(columnTexts(canvas, TABLE, 1)).toEqual(['STSE9999']));
  },
};

/**
 * 12,000 registrations read one page at a time through the repository's query: the count is the
 * query's total, a search narrows at the source, and select all takes every matching candidate on
 * every page (fetched by id), so Assign Center reaches all of them.
 */
export const PagedThroughTheQuery: Story = {
  parameters: { data: { seed: { stseCandidates: manyCandidates(12_000) } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText('12,000 candidates registered', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Showing 1–50 of 12,000')).toBeVisible();
    // The table holds the one page it was given (and its header row).
    const table = canvas.getByRole('table', { name: TABLE });
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 51–100 of 12,000')).toBeVisible();
    await waitFor(() => expect(columnTexts(canvas, TABLE, 1)[0]).toBe('STSE11950'));

    // Sorting is the source's too: by name, from the first page again.
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(await canvas.findByText('Showing 1–50 of 12,000')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // STSE1100-STSE1199 and STSE11000-STSE11999.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search candidates' }), 'stse11');
    await expect(await canvas.findByText('Showing 1–50 of 1,100')).toBeVisible();
    await expect(canvas.getByText('12,000 candidates registered')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(await canvas.findByText('1,100 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 51–100 of 1,100')).toBeVisible();
    for (const checkbox of within(table).getAllByRole('checkbox', { name: /^Select .*\(STSE/ })) {
      await expect(checkbox).toBeChecked();
    }
    await expect(
      canvas.getByText('The center will be set for the 1,100 selected candidates.'),
    ).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Exam center' }), JAIPUR);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign Center' }));
    await expect(
      await canvas.findByText('Exam center assigned to 1,100 candidates.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('0 selected')).toBeVisible();

    const stored = await allCandidates(context);
    const atJaipur = stored.filter((item) => item.examCenter === JAIPUR).map((item) => item.rollNo);
    await expect(atJaipur).toHaveLength(1_100);
    await expect(atJaipur.every((rollNo) => rollNo.startsWith('STSE11'))).toBe(true);
  },
};

/** Two selected candidates get the chosen centre in one write; the selection then clears. */
export const AssignCenter: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('12 candidates registered');
    const assign = canvas.getByRole('button', { name: 'Assign Center' });
    await expect(assign).toBeDisabled();
    await expect(
      canvas.getByText('Select candidates in the table to assign them an exam center.'),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Rohan Das (STSE0007)' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select Meera Kulkarni (STSE0008)' }),
    );
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(assign).toBeEnabled();

    // No centre chosen yet: the form says so beside the dropdown.
    await userEvent.click(assign);
    const center = canvas.getByRole('combobox', { name: 'Exam center' });
    await expect(await canvas.findByText('Choose an exam center.')).toBeVisible();
    await expect(center).toHaveFocus();

    await userEvent.selectOptions(center, JAIPUR);
    await userEvent.click(assign);
    await expect(await canvas.findByText('Exam center assigned to 2 candidates.')).toBeVisible();
    await waitFor(() =>
      expect(within(rowWith(canvas, TABLE, 'Rohan Das')).getByText(JAIPUR)).toBeVisible(),
    );
    await expect(within(rowWith(canvas, TABLE, 'Meera Kulkarni')).getByText(JAIPUR)).toBeVisible();
    await expect(canvas.getByText('0 selected')).toBeVisible();
    await expect(assign).toBeDisabled();

    const stored = await allCandidates(context);
    const centers = Object.fromEntries(stored.map((item) => [item.name, item.examCenter]));
    await expect(centers['Rohan Das']).toBe(JAIPUR);
    await expect(centers['Meera Kulkarni']).toBe(JAIPUR);
    await expect(centers['Aditya Rao']).toBeUndefined();
  },
};

/** Without a Gemini key the local generator adds 10 valid candidates with the next roll numbers. */
export const GenerateMockDataLocally: Story = {
  // The demo's latency, so "Generating..." is on screen long enough to see.
  parameters: { data: { latency: 300 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('12 candidates registered');
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Mock Data' }));
    await expect(await canvas.findByRole('button', { name: 'Generating...' })).toBeDisabled();

    await expect(
      await canvas.findByText(
        'Added 10 candidates (0 dropped because they failed validation). Source: local sample generator (no Gemini API key set).',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('22 candidates registered')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate Mock Data' })).toBeEnabled();

    const stored = await allCandidates(context);
    await expect(stored).toHaveLength(22);
    await expect(
      stored
        .slice(0, 10)
        .map((item) => item.rollNo)
        .sort(),
    ).toEqual(
      Array.from({ length: 10 }, (_, index) => `STSE${String(13 + index).padStart(4, '0')}`),
    );
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('12 candidates registered')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign Center' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search candidates' })).toBeVisible();
  },
};

/**
 * With a key Gemini refuses or cannot be reached with (offline here; online, the key is refused):
 * a clear error, and nothing is added.
 */
export const GeminiFails: Story = {
  beforeEach: () => {
    window.localStorage.setItem('geminiApiKey', 'story-key-without-network');
    return () => window.localStorage.removeItem('geminiApiKey');
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('12 candidates registered');
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Mock Data' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 20_000 });
    await expect(alert).toHaveTextContent(
      /^(Could not reach Gemini|Gemini could not generate).*Nothing was added\./,
    );
    await expect(canvas.getByText('12 candidates registered')).toBeVisible();
    await expect(await allCandidates(context)).toHaveLength(12);
  },
};
