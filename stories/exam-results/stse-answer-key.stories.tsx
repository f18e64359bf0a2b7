import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StseAnswerKeyPage } from '@/features/exam-results';
import { withData } from '../helpers/data-decorator';
import { withPublicSite } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import { examSeed, provisional, storyTest, withExamStandIns } from './story-exams';

const meta = {
  title: 'Exam Results/Public/STSE Answer Key',
  component: StseAnswerKeyPage,
  decorators: [withExamStandIns, withPublicSite, withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/stse/answer-key' },
    data: { seed: examSeed(storyTest(provisional)) },
  },
} satisfies Meta<typeof StseAnswerKeyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function lookUp(canvasElement: HTMLElement, rollNo: string, dateOfBirth: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), rollNo);
  await userEvent.type(canvas.getByLabelText('Date of Birth'), dateOfBirth);
  await userEvent.click(canvas.getByRole('button', { name: 'Show my tests' }));
  return canvas;
}

/** Bala's sheet: each answer against the key with its marks; a challenge, then its status. */
export const ResponseSheetWithChallenge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement, 'stse0102', '2010-07-19');
    await userEvent.click(await canvas.findByRole('button', { name: 'View response sheet' }));
    const sheet = within(await canvas.findByRole('region', { name: /Response sheet/ }));
    await expect(sheet.getByText('Total: 4 marks')).toBeVisible();
    const first = within(
      sheet.getAllByRole('listitem').find((item) => item.matches('li[aria-labelledby]'))!,
    );
    await expect(first.getByText('−1 marks')).toBeVisible();
    await expect(first.getByText('B', { selector: 'dd' })).toBeVisible();
    await expect(first.getByText('A', { selector: 'dd' })).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Challenge question 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Challenge question 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send challenge' }));
    await expect(await dialog.findByText('Reason is required.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Joule is a unit of force too.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send challenge' }));
    await expect(await sheet.findByText('Under review')).toBeVisible();
    await expect(sheet.queryByRole('button', { name: 'Challenge question 1' })).toBeNull();
    await expect(sheet.getByRole('button', { name: 'Challenge question 2' })).toBeVisible();
  },
};

/** Before the key is published there is no sheet to see. */
export const NoKeyYet: Story = {
  parameters: { data: { seed: examSeed(storyTest()) } },
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement, 'STSE0101', '2010-04-02');
    await expect(
      await canvas.findByText(/No answer key is published yet for a test you took online/),
    ).toBeVisible();
  },
};

/** A roll number and date of birth that do not match say so, as the other lookups do. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await lookUp(canvasElement, 'STSE0101', '2011-01-01');
    await expect(await canvas.findByText(/Roll number and date of birth not found/)).toBeVisible();
  },
};

/** In Hindi: the lookup, the sheet's labels and marks, the key's stage and the challenge dialog. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('STSE उत्तर कुंजी');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), 'stse0102');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), '2010-07-19');
    await userEvent.click(canvas.getByRole('button', { name: 'मेरे टेस्ट दिखाएँ' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'रिस्पॉन्स शीट देखें' }));
    const sheet = within(await canvas.findByRole('region', { name: /^रिस्पॉन्स शीट:/ }));
    await expect(sheet.getByText('कुल: 4 अंक')).toBeVisible();
    await expect(sheet.getByText('अस्थायी उत्तर कुंजी')).toBeVisible();
    await expect(sheet.getByRole('columnheader', { name: 'सेक्शन' })).toBeVisible();
    await expect(sheet.getAllByText('आपका उत्तर:').length).toBeGreaterThan(0);
    await expect(sheet.getAllByText('−1 अंक')[0]).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'प्रश्न 1 पर आपत्ति' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'प्रश्न 1 पर आपत्ति' }));
    await userEvent.type(dialog.getByLabelText(/कारण/), 'Joule is a unit of force too.');
    await userEvent.click(dialog.getByRole('button', { name: 'आपत्ति भेजें' }));
    await expect(await sheet.findByText('जाँच जारी है')).toBeVisible();
  },
};
