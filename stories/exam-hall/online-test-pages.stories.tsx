import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createSeedData } from '@/data';
import { StseOnlineTestPage, StudentOnlineTestsPage } from '@/features/exam-hall';
import { storySessions, withData } from '../helpers/data-decorator';
import { withPublicSite } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import { withStudentPage } from '../helpers/student-page-decorator';
import { storyExamTest } from './exam-story-data';

// The pages over the browser-only mode's repository (the in-memory one with the same rules).
const meta = {
  title: 'Exam Hall/Online Test Pages',
  component: StseOnlineTestPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StseOnlineTestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

async function takeAndSubmit() {
  await userEvent.click(await screen().findByRole('button', { name: 'Open' }));
  await userEvent.click(
    screen().getByRole('checkbox', { name: 'I have read and understood the instructions' }),
  );
  await userEvent.click(screen().getByRole('button', { name: 'Start' }));
  const question = await screen().findByRole('region', { name: 'Question 1' });
  await userEvent.click(within(question).getAllByRole('radio')[0]!);
  await expect(await screen().findByText('Saved')).toBeVisible();
  await userEvent.click(screen().getByRole('button', { name: 'Submit' }));
  await userEvent.click(await screen().findByRole('button', { name: 'Submit' }));
  await expect(
    await screen().findByRole('heading', { name: 'Your test has been submitted.' }),
  ).toBeVisible();
  await userEvent.click(screen().getByRole('button', { name: 'Back to my tests' }));
  await expect(await screen().findByText('Submitted')).toBeVisible();
}

/** A candidate of the Online centre signs in with roll number and date of birth and takes it. */
export const CandidateTakesTheTest: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    withPublicSite,
    withRouter,
    withData({
      seed: {
        ...createSeedData(new Date()),
        examTests: [storyExamTest({ kind: 'stse', currentClass: 12 })],
      },
    }),
  ],
  parameters: { route: { path: '/stse/online-test' } },
  play: async () => {
    await userEvent.type(await screen().findByRole('textbox', { name: 'Roll Number' }), 'STSE0004');
    await userEvent.type(screen().getByLabelText('Date of Birth'), '2007-12-03');
    await userEvent.click(screen().getByRole('button', { name: 'Sign In' }));
    await takeAndSubmit();
  },
};

/** A student takes a test of the series from their account. */
export const StudentTakesTheTest: Story = {
  render: () => <StudentOnlineTestsPage />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    withStudentPage,
    withData({
      session: storySessions.student,
      seed: {
        ...createSeedData(new Date()),
        examTests: [storyExamTest({ kind: 'students', currentClass: 12, stream: 'Non-Medical' })],
      },
    }),
  ],
  parameters: { studentPage: 'online-tests' },
  play: async () => {
    await takeAndSubmit();
  },
};

/** In Hindi, at 375px: the sign-in, the list, the instructions and the test, in Hindi. */
export const CandidateTakesTheTestInHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  decorators: CandidateTakesTheTest.decorators,
  parameters: CandidateTakesTheTest.parameters,
  play: async () => {
    await expect(
      await screen().findByRole('heading', { level: 1, name: 'STSE ऑनलाइन टेस्ट' }),
    ).toBeVisible();
    await userEvent.type(await screen().findByRole('textbox', { name: 'Roll Number' }), 'STSE0004');
    await userEvent.type(screen().getByLabelText('जन्म तिथि'), '2007-12-03');
    await userEvent.click(screen().getByRole('button', { name: 'लॉग इन करें' }));
    await userEvent.click(await screen().findByRole('button', { name: 'खोलें' }));
    await userEvent.click(screen().getByRole('checkbox', { name: 'मैंने निर्देश पढ़ और समझ लिए हैं' }));
    await userEvent.click(screen().getByRole('button', { name: 'शुरू करें' }));
    const question = await screen().findByRole('region', { name: 'प्रश्न 1' });
    await userEvent.click(within(question).getAllByRole('radio')[0]!);
    await expect(await screen().findByText('सेव हो गया')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
