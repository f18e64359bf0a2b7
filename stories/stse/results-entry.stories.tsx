import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StseManagementPage } from '@/features/stse';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { columnTexts, manyCandidates, rowWith, stseRoute } from './stse-story-data';

const TABLE = 'Results entry';

const meta = {
  title: 'STSE/Admin/Results Entry',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { ...stseRoute, initialEntry: '/admin/stse-management/results-entry' },
    data: { session: storySessions.admin },
  },
} satisfies Meta<typeof StseManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The row's last cell: the scholarship, or Absent. */
function scholarshipCell(canvas: Canvas, name: string) {
  return within(rowWith(canvas, TABLE, name))
    .getAllByRole('cell')
    .at(-1);
}

async function marksRow(canvas: Canvas, name: string) {
  const input = await canvas.findByRole('textbox', { name: `Marks for ${name}` });
  const row = rowWith(canvas, TABLE, name);
  return { input, row, save: within(row).getByRole('button', { name: 'Save' }) };
}

/** 85 marks meet the 80 tier: the row shows 50% Scholarship, and that is what is stored. */
export const SaveMarks: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { input, row, save } = await marksRow(canvas, 'Rohan Das');
    await expect(input).toHaveValue('');
    await expect(within(row).getByText('Marks not entered')).toBeVisible();
    // Marks already saved show in their boxes.
    await expect((await marksRow(canvas, 'Aarav Gupta')).input).toHaveValue('92');

    await userEvent.type(input, '85');
    await userEvent.click(save);
    await waitFor(() =>
      expect(
        within(rowWith(canvas, TABLE, 'Rohan Das')).getByText('50% Scholarship'),
      ).toBeVisible(),
    );
    await expect(within(rowWith(canvas, TABLE, 'Rohan Das')).getByText('Saved')).toBeVisible();
    const stored = await storyRepository(context).findCandidateByRollNo('STSE0007');
    await expect(stored).toMatchObject({ marks: 85, scholarship: '50% Scholarship' });

    // Below every tier the scholarship is None.
    const second = await marksRow(canvas, 'Meera Kulkarni');
    await userEvent.type(second.input, '42.5');
    await userEvent.click(second.save);
    await waitFor(() =>
      expect(within(rowWith(canvas, TABLE, 'Meera Kulkarni')).getByText('None')).toBeVisible(),
    );
  },
};

/** Letters or a number past 100 are never saved; the box says what it needs. */
export const NonNumberIgnored: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { input, save } = await marksRow(canvas, 'Rohan Das');
    await userEvent.type(input, 'abc');
    await userEvent.click(save);
    await expect(await canvas.findByText('Enter marks from 0 to 100.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('abc');

    await userEvent.clear(input);
    await userEvent.type(input, '101');
    await userEvent.click(save);
    await expect(await canvas.findByText('Enter marks from 0 to 100.')).toBeVisible();

    const stored = await storyRepository(context).findCandidateByRollNo('STSE0007');
    await expect(stored?.marks).toBeUndefined();
    await expect(stored?.scholarship).toBeUndefined();
    await expect(
      within(rowWith(canvas, TABLE, 'Rohan Das')).getByText('Marks not entered'),
    ).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Marks for Rohan Das' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search candidates' }), 'stse0007');
    await waitFor(() => expect(columnTexts(canvas, TABLE, 1)).toEqual(['Rohan Das']));
  },
};

/** 10,000 rows: paged, and a roll number finds its row. */
export const TenThousandCandidates: Story = {
  parameters: { data: { seed: { stseCandidates: manyCandidates(10_000) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Showing 1–50 of 10,000/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search candidates' }), 'stse4321');
    await waitFor(() => expect(columnTexts(canvas, TABLE, 0)).toEqual(['STSE4321']));
  },
};

export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available.')).toBeVisible();
  },
};

export const SaveFails: Story = {
  parameters: {
    data: {
      failWith: { saveMarks: new Error('This browser is not allowing the site to store data.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { input, save } = await marksRow(canvas, 'Rohan Das');
    await userEvent.type(input, '85');
    await userEvent.click(save);
    await expect(
      await canvas.findByText('This browser is not allowing the site to store data.'),
    ).toBeVisible();
    await expect(input).toHaveValue('85');
  },
};

export const LoadError: Story = {
  parameters: {
    data: { failWith: { queryCandidates: new Error('The candidates could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The candidates could not be loaded.');
  },
};

/** Absent: no marks, scholarship None, shown as Absent in the row; marks typed later replace it. */
export const MarkAbsent: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { row } = await marksRow(canvas, 'Rohan Das');
    await userEvent.click(within(row).getByRole('button', { name: 'Mark Rohan Das Absent' }));
    await waitFor(() => expect(scholarshipCell(canvas, 'Rohan Das')).toHaveTextContent(/^Absent$/));
    const stored = await storyRepository(context).findCandidateByRollNo('STSE0007');
    await expect(stored).toMatchObject({ absent: true, scholarship: 'None' });
    await expect(stored?.marks).toBeUndefined();
  },
};

/** A CSV is checked row by row first: errors are named with their line and nothing is saved. */
export const CsvWithErrors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const file = new File(
      [
        'Roll Number,Marks\r\nSTSE0007,85\r\nSTSE0008,ab\r\nSTSE0099,70\r\nSTSE0009,101\r\nstse0007,60\r\n',
      ],
      'marks.csv',
      { type: 'text/csv' },
    );
    await userEvent.upload(await canvas.findByLabelText('Marks CSV file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Check File' }));

    await expect(await canvas.findByText('3 rows have errors')).toBeVisible();
    const preview = 'Marks from the file';
    await expect(
      within(rowWith(canvas, preview, 'STSE0099')).getByText(
        'No candidate has the roll number STSE0099.',
      ),
    ).toBeVisible();
    await expect(
      within(rowWith(canvas, preview, 'STSE0009')).getByText(
        '"101" is not marks from 0 to 100, or Absent.',
      ),
    ).toBeVisible();
    await expect(
      within(rowWith(canvas, preview, 'stse0007')).getByText(
        'stse0007 is also on line 2; keep one.',
      ),
    ).toBeVisible();
    await expect(within(rowWith(canvas, preview, 'STSE0008')).getByText('Ready')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Marks (5)' })).toBeDisabled();
    const stored = await storyRepository(context).findCandidateByRollNo('STSE0007');
    await expect(stored?.marks).toBeUndefined();
  },
};

/** The file's roll numbers cannot be looked up: the check says why, and nothing is saved. */
export const CsvCheckFails: Story = {
  parameters: {
    data: {
      failWith: { findCandidatesByRollNos: new Error('The server could not be reached.') },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const file = new File(['STSE0007,85\n'], 'marks.csv', { type: 'text/csv' });
    await userEvent.upload(await canvas.findByLabelText('Marks CSV file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Check File' }));
    await expect(await canvas.findByText('The server could not be reached.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Save Marks/ })).not.toBeInTheDocument();
    const stored = await storyRepository(context).findCandidateByRollNo('STSE0007');
    await expect(stored?.marks).toBeUndefined();
  },
};

/** A clean CSV saves every row at once, Absent included. */
export const CsvSaved: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const file = new File(['STSE0007,85\nSTSE0008,Absent\n\n'], 'marks.csv', { type: 'text/csv' });
    await userEvent.upload(await canvas.findByLabelText('Marks CSV file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Check File' }));
    await expect(
      await canvas.findByText('2 rows are ready. Nothing is saved until you choose Save Marks.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Marks (2)' }));
    await expect(await canvas.findByText('Saved the results of 2 candidates.')).toBeVisible();
    const repository = storyRepository(context);
    await expect(await repository.findCandidateByRollNo('STSE0007')).toMatchObject({
      marks: 85,
      scholarship: '50% Scholarship',
    });
    await expect(await repository.findCandidateByRollNo('STSE0008')).toMatchObject({
      absent: true,
    });
    await waitFor(() =>
      expect(scholarshipCell(canvas, 'Meera Kulkarni')).toHaveTextContent(/^Absent$/),
    );
  },
};

/** In Hindi: the CSV import's heading and button, and a checked file's count and Save Marks. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'CSV फ़ाइल से अंक भरें' })).toBeVisible();
    await expect(
      (await canvas.findAllByRole('button', { name: /को गैरहाज़िर मार्क करें$/ }))[0],
    ).toHaveTextContent('गैरहाज़िर');
    const file = new File(['STSE0007,85\nSTSE0008,Absent\n'], 'marks.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('अंकों की CSV फ़ाइल'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'फ़ाइल जाँचें' }));
    await expect(
      await canvas.findByText('2 लाइनें तैयार हैं। "अंक सेव करें" दबाने तक कुछ भी सेव नहीं होगा।'),
    ).toBeVisible();
    const preview = within(canvas.getByRole('table', { name: 'फ़ाइल से आए अंक' }));
    await expect(preview.getAllByText('तैयार')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'अंक सेव करें (2)' }));
    await expect(await canvas.findByText('2 परीक्षार्थियों के रिज़ल्ट सेव हो गए।')).toBeVisible();
  },
};

/** In Hindi: a row's error in the marks file is worded in Hindi, its roll number kept. */
export const HindiRowErrors: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['STSE0099,70\nSTSE0007,101\n'], 'marks.csv', { type: 'text/csv' });
    await userEvent.upload(await canvas.findByLabelText('अंकों की CSV फ़ाइल'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'फ़ाइल जाँचें' }));
    const preview = within(await canvas.findByRole('table', { name: 'फ़ाइल से आए अंक' }));
    await expect(
      await preview.findByText('Roll Number STSE0099 वाला कोई परीक्षार्थी नहीं है।'),
    ).toBeVisible();
    await expect(preview.getByText('"101" 0 से 100 तक के अंक या Absent नहीं है।')).toBeVisible();
  },
};
