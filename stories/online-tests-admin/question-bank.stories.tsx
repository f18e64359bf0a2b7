import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { QuestionBankPage } from '@/features/online-tests-admin';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import {
  BANK_QUESTIONS,
  bankSeed,
  fakePngFile,
  openAddDialog,
  pngFile,
  typeInto,
  withToasts,
} from './story-bank';

const meta = {
  title: 'Online Tests Admin/Admin/Question Bank',
  component: QuestionBankPage,
  decorators: [withToasts, withData({ session: storySessions.admin })],
  parameters: { layout: 'fullscreen', data: { seed: bankSeed() } },
} satisfies Meta<typeof QuestionBankPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Questions' }))
    .getAllByRole('row')
    .slice(1);
// The picker's own filter is easy to switch off ("All files"), so the test switches it off too.
const pickAnyFile = () => userEvent.setup({ applyAccept: false });

/** No questions yet: the table says how to start. */
export const Empty: Story = {
  parameters: { data: { seed: bankSeed({ questions: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No questions yet. Add one, or import a file.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** Every question, newest first, with its subject, topic, kind and difficulty. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(BANK_QUESTIONS.length));
    const [first] = bodyRows(canvasElement);
    await expect(first).toHaveTextContent('What is $\\frac{1}{2} + \\frac{1}{4}$?');
    await expect(first).toHaveTextContent('Single correct');
    await expect(bodyRows(canvasElement)[2]).toHaveTextContent('Numerical answer');
  },
};

/** The filters narrow the list: a subject, then a kind, then a search in the Hindi text. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(4));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), 'Mathematics');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Kind' }),
      'Numerical answer',
    );
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('$x^2 = 81$');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Subject' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind' }), 'All');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search text or topic' }), 'उत्कृष्ट');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('noble gases');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search text or topic' }), 'zzz');
    await expect(await canvas.findByText('No questions match these filters.')).toBeVisible();
  },
};

/** The live preview renders the LaTeX with KaTeX in English and Hindi; the question is added. */
export const AddWithPreview: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await typeInto(
      dialog.getByRole('textbox', { name: /Question \(English\)/ }),
      'Simplify $\\frac{x^2}{x}$.',
    );
    await typeInto(
      dialog.getByRole('textbox', { name: 'Question (Hindi)' }),
      '$\\frac{x^2}{x}$ को सरल कीजिए।',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Subject/ }), 'Mathematics');
    for (const [index, text] of ['$x$', '$x^2$', '$1$', '$2x$'].entries()) {
      const letter = 'ABCD'[index];
      await typeInto(
        dialog.getByRole('textbox', { name: new RegExp(`^Option ${letter} \\(English\\)`) }),
        text,
      );
    }
    await userEvent.click(dialog.getByRole('radio', { name: 'Option A is right' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await waitFor(() =>
      expect(preview.getByText('English').parentElement?.querySelector('.katex')).not.toBeNull(),
    );
    const hindi = preview.getByText('को सरल कीजिए।', { exact: false }).closest('[lang]');
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await waitFor(() => expect(hindi?.querySelector('.katex')).not.toBeNull());
    // Option A is marked right in both languages.
    await expect(preview.getAllByText('— right option')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Question' })).toBeNull());
    const stored = await storyRepository(context).listQuestions({ search: 'Simplify' });
    await expect(stored.rows).toHaveLength(1);
    await expect(stored.rows[0]?.correctOptions).toEqual([0]);
    await expect(stored.rows[0]?.text.hi).toBe('$\\frac{x^2}{x}$ को सरल कीजिए।');
  },
};

/** Saving with fields missing: each message beside its field, and what was typed stays. */
export const ValidationError: Story = {
  play: async (context) => {
    const dialog = await openAddDialog(context.canvasElement);
    await typeInto(
      dialog.getByRole('textbox', { name: /Question \(English\)/ }),
      'What is $2^{10}$?',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add Question' }));
    await expect(await dialog.findByText('Subject is required.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Subject/ })).toHaveFocus();
    await expect(dialog.getByText('Choose the one right option.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Question \(English\)/ })).toHaveValue(
      'What is $2^{10}$?',
    );
    await expect((await storyRepository(context).listQuestions()).total).toBe(
      BANK_QUESTIONS.length,
    );
  },
};

/** An image is checked by its bytes: a file named .png that is not one is refused; a PNG shows. */
export const ImageRefusedByContent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    const picker = dialog.getByLabelText(/Image \(optional\)/);
    await pickAnyFile().upload(picker, fakePngFile());
    await expect(
      await dialog.findByText(/This file is not a PNG, JPEG or WebP picture/),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Remove image' })).toBeNull();
    await pickAnyFile().upload(picker, pngFile());
    await expect(await dialog.findByRole('button', { name: 'Remove image' })).toBeVisible();
    await expect(dialog.queryByText(/This file is not a PNG/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove image' }));
    await expect(dialog.queryByRole('button', { name: 'Remove image' })).toBeNull();
  },
};

/** An import with a refused row names it ("Row 2: …") and imports nothing. */
export const ImportWithRowErrors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Import' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import Questions' }));
    const rows = [
      {
        kind: 'single',
        subject: 'Science',
        difficulty: 'easy',
        text: { en: 'Water boils at', hi: '' },
        options: [{ en: '100 °C' }, { en: '50 °C' }],
        correctOptions: [0],
      },
      { kind: 'single', subject: '', difficulty: 'easy', text: { en: 'No subject' }, options: [] },
    ];
    const file = new File([JSON.stringify(rows)], 'questions.json', { type: 'application/json' });
    await pickAnyFile().upload(dialog.getByLabelText('CSV or JSON file'), file);
    const refused = within(await dialog.findByRole('list', { name: 'Refused rows' }));
    await expect(refused.getAllByRole('listitem')[0]).toHaveTextContent(/^Row 2: /);
    await expect(dialog.getByText(/Nothing was imported/)).toBeVisible();
    await expect((await storyRepository(context).listQuestions()).total).toBe(
      BANK_QUESTIONS.length,
    );
  },
};

/** In Hindi: the page, its filters, the labels from the data and the empty table. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: bankSeed({ questions: BANK_QUESTIONS.slice(0, 1) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'प्रश्न जोड़ें' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'प्रश्न या टॉपिक खोजें' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('cell', { name: 'एक सही उत्तर' })).toBeVisible());
    await expect(canvas.getByRole('columnheader', { name: 'कठिनाई' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'प्रश्न या टॉपिक खोजें' }), 'zzz');
    await expect(await canvas.findByText('इन फ़िल्टर से कोई प्रश्न नहीं मिला।')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'प्रश्न या टॉपिक खोजें' }));
    await userEvent.click(canvas.getByRole('button', { name: 'प्रश्न जोड़ें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'प्रश्न जोड़ें' }));
    await expect(dialog.getByRole('textbox', { name: 'प्रश्न (हिन्दी)' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'झलक' })).toBeVisible();
  },
};

/** In Hindi: Import beside Add Question has its own word, and a file that is not JSON is refused in Hindi. */
export const ImportRefusedInHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'इम्पोर्ट करें' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'प्रश्न इम्पोर्ट करें' }));
    const file = new File(['[{ not json'], 'questions.json', { type: 'application/json' });
    await pickAnyFile().upload(dialog.getByLabelText('CSV या JSON फ़ाइल'), file);
    await expect(await dialog.findByText('यह फ़ाइल सही JSON नहीं है।')).toBeVisible();
  },
};
