import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResultsPage } from '@/features/stse';
import { withData } from '../support/data-decorator';
import { withRouter } from '../support/with-router';
import { fitsScreenWidth, withPublicSite } from '../public-site/public-site-decorator';

const meta = {
  title: 'Screens/Public/STSE Results',
  component: ResultsPage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: { layout: 'fullscreen', route: { path: '/results' } },
} satisfies Meta<typeof ResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function lookUp(canvas: Canvas, rollNo: string) {
  // The form loads just after the page paints.
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), rollNo);
  await userEvent.click(canvas.getByRole('button', { name: 'Check Result' }));
}

/** Before a search: the roll number box and its button, nothing else. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('STSE Results');
    await expect(await canvas.findByRole('textbox', { name: 'Roll Number' })).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: /Result for/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The roll number is required. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Check Result' }));
    const rollNo = canvas.getByRole('textbox', { name: 'Roll Number' });
    await waitFor(() => expect(rollNo).toHaveFocus());
    await expect(rollNo).toHaveAccessibleDescription(
      'As given when you registered, for example STSE0001. Roll number is required.',
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

/** Found, in any letter case: name, roll number, marks and scholarship. */
export const FoundWithMarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'stse0001');
    const result = await canvas.findByRole('region', { name: 'Result for Aarav Gupta' });
    const facts = Object.fromEntries(
      within(result)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    await expect(facts).toEqual({
      Name: 'Aarav Gupta',
      'Roll Number': 'STSE0001',
      Marks: '92 / 100',
      Scholarship: '100% Scholarship',
    });
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No result found for this Roll Number. Please check the roll number and try again.',
    );
    await expect(canvas.queryByRole('region', { name: /Result for/ })).toBeNull();
  },
};

/** The lookup itself failed: say so, with the reason; the roll number stays to try again. */
export const LookupFails: Story = {
  parameters: {
    data: { failWith: { findCandidateByRollNo: new Error('The saved data could not be read.') } },
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
