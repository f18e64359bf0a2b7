import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CoursesPage } from '@/features/public-site';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'Public Site/Programs & Courses',
  component: CoursesPage,
  decorators: [withPublicSite, withRouter],
  parameters: { layout: 'fullscreen', route: { path: '/courses' } },
} satisfies Meta<typeof CoursesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = [
  'Engineering',
  'Medical',
  'Foundation',
  'Senior Secondary',
  'Short Term',
  'Competitive Exams',
];

/** Six program cards, one per category, each with title, description and Enroll Now. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const cards = main.getAllByRole('region');
    await expect(cards).toHaveLength(6);
    for (const [index, card] of cards.entries()) {
      await expect(within(card).getByText(categories[index]!, { exact: true })).toBeVisible();
      const enroll = within(card).getByRole('link', { name: 'Enroll Now' });
      await expect(enroll.getAttribute('href')).toMatch(/^\/contact\?subject=/);
      // Each link is described by its program, so six "Enroll Now" links are told apart.
      await expect(enroll).toHaveAccessibleDescription(
        within(card).getByRole('heading', { level: 2 }).textContent ?? '',
      );
    }
  },
};

/** Enroll Now opens the contact form with the program as the subject. */
export const EnrollNow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const medical = canvas.getByRole('region', { name: 'NEET-UG' });
    await userEvent.click(within(medical).getByRole('link', { name: 'Enroll Now' }));
    await expect(
      await canvas.findByText('Navigated to /contact?subject=Enrolment+enquiry%3A+NEET-UG'),
    ).toBeVisible();
  },
};

/** At 320px the cards stack in one column with nothing cut off. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(within(canvasElement).getByRole('main')).getAllByRole('region');
    const [first, second] = cards.map((card) => card.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expect(fitsScreenWidth()).toBe(true);
  },
};
