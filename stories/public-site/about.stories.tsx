import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AboutPage } from '@/features/public-site';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'Public Site/About',
  component: AboutPage,
  decorators: [withPublicSite, withRouter],
  parameters: { layout: 'fullscreen', route: { path: '/about' } },
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Founded in 2005; mission, vision, the four values and the campus illustration. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'About Sankalp Institute',
    );
    await expect(canvas.getAllByText(/Founded in 2005|founded in 2005/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('region', { name: 'Our Mission' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Our Vision' })).toBeVisible();
    const values = within(canvas.getByRole('region', { name: 'Our Values' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    await expect(values.map((value) => value.textContent)).toEqual([
      'Excellence',
      'Integrity',
      'Student-Centricity',
      'Innovation',
    ]);
    const campus = canvas.getByRole('img', { name: /Sankalp Institute campus/ });
    // Width and height reserve the image's space before it loads: no layout shift.
    await expect(campus).toHaveAttribute('width', '640');
    await expect(campus).toHaveAttribute('height', '360');
    await waitFor(() => expect((campus as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** At 320px the image shrinks to the screen and keeps its proportions. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const campus = canvas.getByRole('img', { name: /Sankalp Institute campus/ });
    const box = campus.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(320);
    await expect(Math.round((box.width / box.height) * 9)).toBe(16);
    await expect(fitsScreenWidth()).toBe(true);
  },
};
