// Draft Hindi with Gemini in the question form, over a fake Gemini client (the real request is
// tested against a fake Gemini API in tests/unit/hindi-draft.test.ts).
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HindiDraftError } from '@/data';
import type { HindiDraftFailure } from '@/data';
import { HindiDrafterProvider } from '@/features/gemini';
import type { HindiDrafter } from '@/features/gemini';
import { QuestionBankPage } from '@/features/online-tests-admin';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { bankSeed, openAddDialog, typeInto, withToasts } from './story-bank';

/** What the fake Gemini answers, formulas kept, as the real client returns them. */
const HINDI: Record<string, string> = {
  'Simplify $\\frac{x^2}{x}$.': '$\\frac{x^2}{x}$ को सरल कीजिए।',
  'Neither $0$ nor $1$': 'न $0$ न $1$',
  Both: 'दोनों',
};
const askedFor: string[][] = [];
const fakeGemini: HindiDrafter = async (texts) => {
  askedFor.push([...texts]);
  return texts.map((text) => HINDI[text] ?? `हिंदी: ${text}`);
};
const failingGemini =
  (failure: HindiDraftFailure): HindiDrafter =>
  async () => {
    throw new HindiDraftError(failure);
  };

const withDrafter =
  (drafter: HindiDrafter | undefined): Decorator =>
  (Story) => (
    <HindiDrafterProvider drafter={drafter}>
      <Story />
    </HindiDrafterProvider>
  );

const meta = {
  title: 'Online Tests Admin/Admin/Question Bank/Draft Hindi with Gemini',
  component: QuestionBankPage,
  decorators: [withToasts, withData({ session: storySessions.admin })],
  parameters: { layout: 'fullscreen', data: { seed: bankSeed() } },
} satisfies Meta<typeof QuestionBankPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An English question with mathematics, and one option's Hindi typed by the admin. */
async function writeEnglishQuestion(dialog: ReturnType<typeof within>) {
  await typeInto(
    dialog.getByRole('textbox', { name: /Question \(English\)/ }),
    'Simplify $\\frac{x^2}{x}$.',
  );
  await userEvent.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Mathematics');
  for (const [index, text] of ['$x$', '$x^2$', 'Neither $0$ nor $1$', 'Both'].entries()) {
    const letter = 'ABCD'[index];
    await typeInto(
      dialog.getByRole('textbox', { name: new RegExp(`^Option ${letter} \\(English\\)`) }),
      text,
    );
  }
  await typeInto(dialog.getByRole('textbox', { name: 'Option A (Hindi)' }), 'मेरा $x$');
  await userEvent.click(dialog.getByRole('radio', { name: 'Option A is right' }));
}

/** With a key: the empty Hindi fields fill, each marked "Machine draft" until the admin saves. */
export const Drafted: Story = {
  decorators: [withDrafter(fakeGemini)],
  play: async (context) => {
    askedFor.length = 0;
    const dialog = await openAddDialog(context.canvasElement);
    await writeEnglishQuestion(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' }));
    await expect(
      await dialog.findByText('Hindi drafted by Gemini. Read it and correct it before saving.'),
    ).toBeVisible();
    // Only the Hindi fields still empty were asked for; what the admin typed stays.
    await expect(askedFor).toEqual([
      ['Simplify $\\frac{x^2}{x}$.', '$x^2$', 'Neither $0$ nor $1$', 'Both'],
    ]);
    const hindiText = dialog.getByRole('textbox', { name: 'Question (Hindi)' });
    await expect(hindiText).toHaveValue('$\\frac{x^2}{x}$ को सरल कीजिए।');
    await expect(hindiText).toHaveAccessibleDescription('Machine draft');
    await expect(dialog.getByRole('textbox', { name: 'Option A (Hindi)' })).toHaveValue('मेरा $x$');
    await expect(
      dialog.getByRole('textbox', { name: 'Option A (Hindi)' }),
    ).not.toHaveAccessibleDescription('Machine draft');
    await expect(dialog.getByRole('textbox', { name: 'Option C (Hindi)' })).toHaveValue(
      'न $0$ न $1$',
    );
    await expect(dialog.getAllByText('Machine draft')).toHaveLength(4);
    // Removing option B takes its mark away; C's and D's move up with their options.
    await userEvent.click(dialog.getByRole('button', { name: 'Remove option B' }));
    await expect(dialog.getAllByText('Machine draft')).toHaveLength(3);
    await expect(
      dialog.getByRole('textbox', { name: 'Option B (Hindi)' }),
    ).toHaveAccessibleDescription('Machine draft');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Question' })).toBeNull());
    const stored = (await storyRepository(context).listQuestions({ search: 'Simplify' })).rows[0];
    await expect(stored?.text.hi).toBe('$\\frac{x^2}{x}$ को सरल कीजिए।');
    await expect(stored?.options.map((option) => option.hi)).toEqual([
      'मेरा $x$',
      'न $0$ न $1$',
      'दोनों',
    ]);
    // Saved: opened again, nothing is marked.
    const table = within(context.canvasElement).getByRole('table', { name: 'Questions' });
    await userEvent.click(
      within(table).getAllByRole('button', { name: /^Edit/ })[0] as HTMLElement,
    );
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Question' }));
    await expect(edit.getByRole('textbox', { name: 'Question (Hindi)' })).toHaveValue(
      '$\\frac{x^2}{x}$ को सरल कीजिए।',
    );
    await expect(edit.queryByText('Machine draft')).toBeNull();
  },
};

/** Nothing written in English yet: nothing is sent, and the admin is told what to do first. */
export const NothingToDraft: Story = {
  decorators: [withDrafter(fakeGemini)],
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Write the English first.');
  },
};

/** No Gemini key (in this browser or on the server): no button. */
export const NoKey: Story = {
  decorators: [withDrafter(undefined)],
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Question (Hindi)' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Draft Hindi with Gemini' })).toBeNull();
  },
};

/** Gemini's quota used up: the reason beside the button, and everything typed as it was. */
export const QuotaUsedUp: Story = {
  decorators: [withDrafter(failingGemini('quota'))],
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await writeEnglishQuestion(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Gemini's limit of requests is used up for now. Try again later, or write the Hindi yourself. Nothing you typed was changed.",
    );
    await expect(dialog.getByRole('textbox', { name: /Question \(English\)/ })).toHaveValue(
      'Simplify $\\frac{x^2}{x}$.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Question (Hindi)' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Option A (Hindi)' })).toHaveValue('मेरा $x$');
    await expect(dialog.queryByText('Machine draft')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' })).toBeEnabled();
  },
};

/** A draft that changed the mathematics is refused, not shown. */
export const MathsChanged: Story = {
  decorators: [withDrafter(failingGemini('maths'))],
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await writeEnglishQuestion(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Gemini's draft changed the mathematics, so it was not used.",
    );
    await expect(dialog.getByRole('textbox', { name: 'Question (Hindi)' })).toHaveValue('');
  },
};

/** In Hindi: the button and its outcome in the admin's language. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  decorators: [withDrafter(failingGemini('unreachable'))],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'प्रश्न जोड़ें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'प्रश्न जोड़ें' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Gemini से हिंदी ड्राफ़्ट बनाएँ' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('पहले अंग्रेज़ी लिखें।');
  },
};
