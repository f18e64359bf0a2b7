import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SaveBatch } from '@/data/online-tests';
import { ExamScreen } from '@/features/exam-hall/components/exam-screen';
import { memoryQueueStore } from '@/features/exam-hall/model/queue-store';
import {
  acceptingTransport,
  elsewhereTransport,
  fiveStates,
  queueHolding,
  storySession,
  unreachableTransport,
} from './exam-story-data';

const meta = {
  title: 'Exam Hall/Exam Screen',
  component: ExamScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    session: storySession(),
    transport: acceptingTransport(),
    takerLine: 'Aarav Gupta · Roll No. STSE0001',
    language: 'en',
    openStore: async () => memoryQueueStore(),
  },
} satisfies Meta<typeof ExamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// The exam hall covers the page from <body>'s level, so the checks look at the whole document.
const screen = () => within(document.body);

/** The palette names each question and its state; the legend counts one of each. */
export const PaletteFiveStates: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { session: storySession({ responses: fiveStates, lastSeq: 4 }) },
  play: async () => {
    const palette = await screen().findByRole('navigation', {
      name: 'Question palette: Mathematics',
    });
    const inPalette = within(palette);
    for (const name of [
      'Question 1, answered',
      'Question 2, not answered',
      'Question 3, marked for review',
      'Question 4, answered and marked for review',
      'Question 5, not visited',
    ]) {
      await expect(inPalette.getByRole('button', { name })).toBeVisible();
    }
    const legend = inPalette.getByRole('list', { name: 'Legend' });
    await expect(legend).toHaveTextContent(/1\s*Not visited/);
    await expect(legend).toHaveTextContent(/1\s*Answered and marked for review/);
    await expect(inPalette.getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(screen().getByRole('status')).toHaveTextContent('Saved');
  },
};

/** KaTeX renders the mathematics; the switch shows the question in Hindi, marked lang="hi". */
export const KatexAndHindi: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const question = await screen().findByRole('region', { name: 'Question 1' });
    await waitFor(() => expect(question.querySelector('.katex')).not.toBeNull());
    await userEvent.selectOptions(
      within(question).getByRole('combobox', { name: 'View in' }),
      'हिन्दी',
    );
    await waitFor(() => expect(question.querySelector('[lang="hi"]')).not.toBeNull());
    await expect(question).toHaveTextContent('के मूल हैं');
    await waitFor(() => expect(question.querySelector('[lang="hi"] .katex')).not.toBeNull());
  },
};

const batches: SaveBatch[] = [];
/** Choosing saves at once, in sequence; Save & Next moves on and visits the next question. */
export const AnswerAndMove: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { transport: acceptingTransport(batches) },
  beforeEach: () => {
    batches.length = 0;
  },
  play: async () => {
    const question = await screen().findByRole('region', { name: 'Question 1' });
    await userEvent.click(within(question).getAllByRole('radio')[0]!);
    await userEvent.click(screen().getByRole('button', { name: 'Save & Next' }));
    await screen().findByRole('region', { name: 'Question 2' });
    await userEvent.click(screen().getByRole('button', { name: 'Mark for Review & Next' }));
    const numerical = await screen().findByRole('textbox', { name: 'Your answer' });
    await userEvent.type(numerical, '2-.0.x');
    await expect(numerical).toHaveValue('2.0');
    await userEvent.tab();
    await waitFor(() => expect(screen().getByRole('status')).toHaveTextContent('Saved'));
    const saves = batches.flatMap((batch) => batch.saves);
    await expect(saves.map((save) => save.seq)).toEqual(saves.map((_, i) => i + 1));
    await expect(saves.at(-1)).toMatchObject({ questionId: 'q3', answer: '2.0' });
    await expect(
      screen().getByRole('button', { name: 'Question 2, marked for review' }),
    ).toBeVisible();
  },
};

/** Offline with three answers waiting on the device. */
export const OfflineBanner: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    transport: unreachableTransport,
    openStore: queueHolding('attempt-1', fiveStates.slice(0, 3)),
  },
  play: async () => {
    await waitFor(() =>
      expect(screen().getByRole('status')).toHaveTextContent('Offline: 3 answers waiting'),
    );
    // On a phone the palette folds behind its button.
    const toggle = screen().getByRole('button', { name: 'Question palette' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(screen().getByRole('button', { name: 'Question 5, not visited' })).toBeVisible();
  },
};

/** The confirm screen counts each section's questions by state. */
export const ConfirmWithCounts: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { session: storySession({ responses: fiveStates, lastSeq: 4 }) },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Submit' }));
    const table = await screen().findByRole('table', { name: 'Your answers by section' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^Mathematics11111$/);
    await expect(rows[2]).toHaveTextContent(/^Science10000$/);
    await expect(screen().getByRole('button', { name: 'Back to the test' })).toBeVisible();
  },
};

/** Submitting ends the test; no marks are shown. */
export const Submitted: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen().findByRole('button', { name: 'Submit' }));
    await expect(
      await screen().findByRole('heading', { name: 'Your test has been submitted.' }),
    ).toBeVisible();
    await expect(screen().getByText('Your marks will be shown with the answer key.')).toBeVisible();
  },
};

/** A submit that cannot reach the server keeps the answers and says so. */
export const SubmittedOffline: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { transport: unreachableTransport },
  play: async () => {
    await userEvent.click(await screen().findByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen().findByRole('button', { name: 'Submit' }));
    await expect(
      await screen().findByRole('heading', { name: 'Your test has been submitted.' }),
    ).toBeVisible();
    await expect(screen().getByText(/submits the test at its end in any case/)).toBeVisible();
  },
};

/** Another device took the test over: this page says so and stops saving. */
export const ContinuedElsewhere: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { transport: elsewhereTransport },
  play: async () => {
    await expect(
      await screen().findByRole('heading', { name: /Your test continued on another device\./ }),
    ).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Save & Next' })).toBeNull();
  },
};

/**
 * In Hindi: the timer's label, the save status, the palette's legend and buttons, the question's
 * buttons, the confirm screen and the submitted screen; the question itself stays as written.
 */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'desktop', isRotated: false } },
  args: { session: storySession({ responses: fiveStates, lastSeq: 4 }) },
  play: async () => {
    const palette = await screen().findByRole('navigation', {
      name: 'प्रश्न पैलेट: Mathematics',
    });
    const inPalette = within(palette);
    for (const name of [
      'प्रश्न 1, उत्तर दिया',
      'प्रश्न 2, उत्तर नहीं दिया',
      'प्रश्न 5, देखा नहीं',
      'प्रश्न 3, रिव्यू के लिए मार्क',
      'प्रश्न 4, उत्तर दिया और रिव्यू के लिए मार्क',
    ]) {
      await expect(inPalette.getByRole('button', { name })).toBeVisible();
    }
    const legend = inPalette.getByRole('list', { name: 'संकेत' });
    await expect(legend).toHaveTextContent(/1\s*देखा नहीं/);
    await expect(legend).toHaveTextContent(/1\s*उत्तर नहीं दिया/);
    await expect(screen().getByText('बचा समय')).toBeVisible();
    await expect(screen().getByRole('status')).toHaveTextContent('सेव हो गया');
    await expect(screen().getByRole('region', { name: 'प्रश्न 1' })).toHaveTextContent('एक सही उत्तर');
    await expect(screen().getByRole('button', { name: 'सेव करें और आगे' })).toBeVisible();
    await expect(screen().getByRole('button', { name: 'उत्तर मिटाएँ' })).toBeVisible();
    await expect(screen().getByRole('button', { name: 'रिव्यू के लिए मार्क करें और आगे' })).toBeVisible();

    await userEvent.click(screen().getByRole('button', { name: 'जमा करें' }));
    await expect(await screen().findByRole('heading', { name: 'टेस्ट जमा करें?' })).toBeVisible();
    await expect(screen().getByRole('table', { name: 'सेक्शन के अनुसार आपके उत्तर' })).toHaveTextContent(
      'उत्तर दिया और रिव्यू के लिए मार्क',
    );
    await expect(screen().getByRole('button', { name: 'टेस्ट पर वापस जाएँ' })).toBeVisible();
    await userEvent.click(screen().getByRole('button', { name: 'जमा करें' }));
    await expect(
      await screen().findByRole('heading', { name: 'आपका टेस्ट जमा हो गया है।' }),
    ).toBeVisible();
    await expect(screen().getByText('आपके अंक उत्तर कुंजी के साथ दिखाए जाएँगे।')).toBeVisible();
  },
};

/** In Hindi, offline: how many answers wait, in Hindi. */
export const OfflineInHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: OfflineBanner.args,
  play: async () => {
    await waitFor(() =>
      expect(screen().getByRole('status')).toHaveTextContent('ऑफ़लाइन: 3 उत्तर भेजने बाकी'),
    );
    await expect(screen().getByRole('button', { name: 'प्रश्न पैलेट' })).toBeVisible();
  },
};

/** In Hindi, another device took the test over: said in Hindi. */
export const ContinuedElsewhereInHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'desktop', isRotated: false } },
  args: ContinuedElsewhere.args,
  play: async () => {
    await expect(
      await screen().findByRole('heading', {
        name: 'आपका टेस्ट किसी दूसरे डिवाइस पर चल रहा है। यह पेज अब उत्तर सेव नहीं करता।',
      }),
    ).toBeVisible();
  },
};
