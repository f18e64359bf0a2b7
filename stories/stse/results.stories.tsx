import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TooManyTriesError, createSeedData } from '@/data';
import { ResultsPage } from '@/features/stse';
import { storyRepository, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'STSE/Public/Results',
  component: ResultsPage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: { layout: 'fullscreen', route: { path: '/results' } },
} satisfies Meta<typeof ResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const sample = createSeedData(new Date());

/** The sample candidate's date of birth, as the person looking up types it. */
const bornOf = (rollNo: string) =>
  sample.stseCandidates.find((candidate) => candidate.rollNo === rollNo.toUpperCase())
    ?.dateOfBirth ?? '2010-01-01';

async function lookUp(canvas: Canvas, rollNo: string, dateOfBirth = bornOf(rollNo)) {
  // The form loads just after the page paints.
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), rollNo);
  await userEvent.type(canvas.getByLabelText('Date of Birth'), dateOfBirth);
  await userEvent.click(canvas.getByRole('button', { name: 'Check Result' }));
}

const notFoundMessage =
  'No result found for this Roll Number and Date of Birth. Please check both and try again.';

/** Before a search: the roll number and date of birth boxes and the button, nothing else. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('STSE Results');
    await expect(await canvas.findByRole('textbox', { name: 'Roll Number' })).toHaveValue('');
    await expect(canvas.getByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
    await expect(canvas.queryByRole('region', { name: /Result for/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The roll number and the date of birth are required. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check Result' }));
    const rollNo = canvas.getByRole('textbox', { name: 'Roll Number' });
    await waitFor(() => expect(rollNo).toHaveFocus());
    await expect(rollNo).toHaveAccessibleDescription(
      'As given when you registered, for example STSE0001. Roll number is required.',
    );
    await expect(canvas.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      "The candidate's date of birth, as given when registering. Date of birth is required.",
    );
  },
};

/** While the lookup runs (about half a second) the button reads "Searching...". */
export const Searching: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    await expect(await canvas.findByRole('button', { name: 'Searching...' })).toBeDisabled();
  },
};

/** The sample data with results not yet published. */
const unpublished = {
  ...sample,
  settings: { stse: { ...sample.settings.stse, resultsPublished: false } },
};

/** The label → value pairs of a result card. */
function factsOf(result: HTMLElement) {
  return Object.fromEntries(
    within(result)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/**
 * Published, found in any letter case: name, roll number, class, marks out of the maximum, rank
 * in class of N, percentile and scholarship.
 */
export const FoundWithMarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'stse0001');
    const result = await canvas.findByRole('region', { name: 'Result for Aarav Gupta' });
    await expect(factsOf(result)).toEqual({
      Name: 'Aarav Gupta',
      'Roll Number': 'STSE0001',
      Class: '10th',
      Marks: '92 / 100',
      // Class 10 of the sample: Aarav alone has marks.
      'Rank in Class': '1 of 1',
      Percentile: '100.00',
      Scholarship: '100% Scholarship',
    });
    await expect(within(result).getByText(/STSE 2024 Scorecard/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check Result' })).toBeEnabled();
  },
};

/** Found, but marks are not entered yet: the spec's message instead of marks. */
export const NoMarksYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0004');
    const result = await canvas.findByRole('region', { name: 'Result for Diya Nair' });
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Your marks have not been updated yet. Please check back later.',
    );
    await expect(within(result).queryByText('Marks')).toBeNull();
  },
};

/** No candidate with that roll number. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE9999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFoundMessage);
    await expect(canvas.queryByRole('region', { name: /Result for/ })).toBeNull();
  },
};

/** A real roll number with another date of birth: the same message, nothing of the candidate. */
export const WrongDateOfBirth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001', '2010-03-13');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFoundMessage);
    await expect(canvas.queryByText('Aarav Gupta')).toBeNull();
    // What was typed stays, to correct it.
    await expect(canvas.getByRole('textbox', { name: 'Roll Number' })).toHaveValue('STSE0001');
    await expect(canvas.getByLabelText('Date of Birth')).toHaveValue('2010-03-13');
  },
};

/** The server counted too many tries from this network: say how long to wait. */
export const TooManyTries: Story = {
  parameters: {
    data: {
      failWith: {
        lookupResult: new TooManyTriesError(
          'Too many tries from your network. Wait 14 minutes and try again.',
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(
      'Too many tries from your network. Wait 14 minutes and try again.',
    );
    await expect(refusal).not.toHaveTextContent('Something went wrong');
  },
};

/** The lookup itself failed: say so, with the reason; the roll number stays to try again. */
export const LookupFails: Story = {
  parameters: {
    data: { failWith: { lookupResult: new Error('The saved data could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('Something went wrong. Please try again.');
    await expect(failure).toHaveTextContent('The saved data could not be read.');
    await expect(canvas.getByRole('textbox', { name: 'Roll Number' })).toHaveValue('STSE0001');
  },
};

/** At 320px the result fits the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    await canvas.findByRole('region', { name: 'Result for Aarav Gupta' });
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** A class with a tie: 92, 92, 81, 40 and one Absent rank 1, 1, 3, 4 of 4; percentile 50.00 for 81. */
export const RankWithTies: Story = {
  parameters: {
    data: {
      seed: {
        ...sample,
        stseCandidates: sample.stseCandidates.map((candidate) => {
          const classTen = { ...candidate, currentClass: 10 as const };
          const { marks: _marks, scholarship: _scholarship, ...unmarked } = classTen;
          switch (candidate.rollNo) {
            case 'STSE0001':
              return { ...classTen, marks: 92, scholarship: '100% Scholarship' };
            case 'STSE0002':
              return { ...classTen, marks: 92, scholarship: '100% Scholarship' };
            case 'STSE0003':
              return { ...classTen, marks: 81, scholarship: '50% Scholarship' };
            case 'STSE0004':
              return { ...unmarked, marks: 40, scholarship: 'None' };
            case 'STSE0005':
              return { ...unmarked, absent: true, scholarship: 'None' };
            default:
              return candidate.currentClass === 10
                ? { ...candidate, currentClass: 9 as const }
                : candidate;
          }
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0003');
    const result = await canvas.findByRole('region', { name: 'Result for Vihaan Patel' });
    await expect(factsOf(result)).toMatchObject({
      Marks: '81 / 100',
      'Rank in Class': '3 of 4',
      Percentile: '50.00',
      Scholarship: '50% Scholarship',
    });
    await expect(result).toHaveTextContent('among the 4 candidates who appeared');
  },
};

/** Before results are published, every candidate sees the spec's message, even one with marks. */
export const NotPublished: Story = {
  parameters: { data: { seed: unpublished } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    const result = await canvas.findByRole('region', { name: 'Result for Aarav Gupta' });
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Your marks have not been updated yet. Please check back later.',
    );
    await expect(factsOf(result)).toEqual({ Name: 'Aarav Gupta', 'Roll Number': 'STSE0001' });
    await expect(within(result).queryByRole('button', { name: 'Print Scorecard' })).toBeNull();
  },
};

/** Marked Absent: no marks, rank or percentile, and no scorecard to print. */
export const Absent: Story = {
  parameters: {
    data: {
      seed: {
        ...sample,
        stseCandidates: sample.stseCandidates.map((candidate) =>
          candidate.rollNo === 'STSE0004'
            ? { ...candidate, absent: true, scholarship: 'None' }
            : candidate,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0004');
    const result = await canvas.findByRole('region', { name: 'Result for Diya Nair' });
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'Marked Absent: this candidate did not sit the exam, so there are no marks, rank or percentile.',
    );
    await expect(factsOf(result)).toEqual({
      Name: 'Diya Nair',
      'Roll Number': 'STSE0004',
      Class: '12th',
    });
    await expect(within(result).queryByRole('button', { name: 'Print Scorecard' })).toBeNull();
  },
};

/**
 * The scorecard print view: Print Scorecard opens the browser's print, where the card prints
 * alone (it is the page's print-only root; the lookup form and links are hidden in print).
 */
export const PrintScorecard: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await lookUp(canvas, 'STSE0002');
      const result = await canvas.findByRole('region', { name: 'Result for Ananya Singh' });
      await userEvent.click(within(result).getByRole('button', { name: 'Print Scorecard' }));
      await expect(print).toHaveBeenCalledTimes(1);
      await expect(result.closest('[data-print-only-root]')).not.toBeNull();
      await expect(
        within(result)
          .getByRole('button', { name: 'Print Scorecard' })
          .closest('[data-print-hide]'),
      ).not.toBeNull();
      await expect(
        canvas.getByRole('region', { name: 'Check your result' }).closest('[data-print-hide]'),
      ).not.toBeNull();
      await expect(
        await storyRepository(context).lookupResult({
          rollNo: 'STSE0002',
          dateOfBirth: bornOf('STSE0002'),
        }),
      ).toMatchObject({
        rank: 1,
        classSize: 1,
      });
    } finally {
      window.print = original;
    }
  },
};

/**
 * In Hindi: the lookup's labels and button, the scorecard's labels, the class as "10वीं", the rank
 * as "1 में से 1" and the note on whom the rank compares with; at 375px nothing scrolls sideways.
 */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('STSE रिज़ल्ट');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), 'stse0001');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), bornOf('STSE0001'));
    await userEvent.click(canvas.getByRole('button', { name: 'रिज़ल्ट देखें' }));
    const result = await canvas.findByRole('region', { name: 'Aarav Gupta का रिज़ल्ट' });
    await expect(factsOf(result)).toEqual({
      नाम: 'Aarav Gupta',
      'Roll Number': 'STSE0001',
      कक्षा: '10वीं',
      अंक: '92 / 100',
      'कक्षा में रैंक': '1 में से 1',
      पर्सेंटाइल: '100.00',
      स्कॉलरशिप: '100% Scholarship',
    });
    await expect(result).toHaveTextContent('STSE 2024 स्कोरकार्ड');
    await expect(result).toHaveTextContent('कक्षा 10वीं में परीक्षा देने वाले 1 परीक्षार्थी के बीच');
    await expect(canvas.getByRole('button', { name: 'स्कोरकार्ड प्रिंट करें' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi, a lookup that finds nothing, and results not yet published, say so in Hindi. */
export const NotFoundInHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), 'STSE9999');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), '2010-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'रिज़ल्ट देखें' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'इस Roll Number और जन्म तिथि का कोई रिज़ल्ट नहीं मिला।',
    );
  },
};

/** In Hindi, before results are published: the message that marks are not updated yet. */
export const NotPublishedInHindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: unpublished } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), 'STSE0001');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), bornOf('STSE0001'));
    await userEvent.click(canvas.getByRole('button', { name: 'रिज़ल्ट देखें' }));
    const result = await canvas.findByRole('region', { name: 'Aarav Gupta का रिज़ल्ट' });
    await expect(within(result).getByRole('status')).toHaveTextContent(
      'आपके अंक अभी अपडेट नहीं हुए हैं। कृपया बाद में फिर देखें।',
    );
  },
};
