import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EXAM_REFUSAL_MESSAGES } from '@/data/online-tests';
import { Instructions } from '@/features/exam-hall/components/instructions';
import { storyExam } from './exam-story-data';

const meta = {
  title: 'Exam Hall/Instructions',
  component: Instructions,
  args: { exam: storyExam(), starting: false, onStart: fn(), onBack: fn() },
} satisfies Meta<typeof Instructions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Start waits for "I have read"; the chosen language goes with it. */
export const CheckboxGatesStart: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start' });
    await expect(start).toBeDisabled();
    await expect(canvas.getByRole('table', { name: 'Sections' })).toHaveTextContent('Mathematics5');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'View the questions in' }),
      'हिन्दी',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I have read and understood the instructions' }),
    );
    await expect(start).toBeEnabled();
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledWith('hi');
  },
};

/** A test already submitted shows why, and no Start. */
export const AlreadySubmitted: Story = {
  args: {
    exam: storyExam({ attempt: { status: 'submitted', deadline: '2026-11-01T06:00:00.000Z' } }),
    refusal: 'submitted',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EXAM_REFUSAL_MESSAGES.submitted)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** In Hindi: the instructions' headings, facts, the "I have read" box and Start. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'सामान्य निर्देश' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'सेक्शन' })).toHaveTextContent('Mathematics5');
    await expect(canvas.getByRole('columnheader', { name: 'प्रश्न' })).toBeVisible();
    await expect(canvas.getByText('समय')).toBeVisible();
    const start = canvas.getByRole('button', { name: 'शुरू करें' });
    await expect(start).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'मैंने निर्देश पढ़ और समझ लिए हैं' }));
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('button', { name: 'मेरे टेस्ट पर वापस जाएँ' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, a test already submitted says why in Hindi. */
export const AlreadySubmittedInHindi: Story = {
  globals: { language: 'hi' },
  args: AlreadySubmitted.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('यह टेस्ट जमा हो चुका है। अब उत्तर बदले नहीं जा सकते।')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'शुरू करें' })).toBeNull();
  },
};
