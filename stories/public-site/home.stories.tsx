import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HomePage } from '@/features/public-site';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'Public Site/Home',
  component: HomePage,
  decorators: [withPublicSite, withRouter],
  parameters: { layout: 'fullscreen', route: { path: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hero leads to the programs and the STSE; three cards say why Sankalp. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Prepare with purpose at Sankalp Institute',
    );
    await expect(canvas.getByRole('link', { name: 'Explore Programs' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(canvas.getByRole('link', { name: 'Register for STSE' })).toHaveAttribute(
      'href',
      '/stse',
    );
    const features = canvas.getAllByRole('heading', { level: 3 });
    await expect(features.map((heading) => heading.textContent)).toEqual([
      'Expert Faculty',
      'Comprehensive Material',
      'Proven Results',
    ]);
    await expect(document.title).toBe('Sankalp Institute');
  },
};

/** Following the STSE button leaves the home page for /stse. */
export const RegisterForStse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Register for STSE' }));
    await expect(await canvas.findByText('Navigated to /stse')).toBeVisible();
  },
};

/** At 320px the buttons stack full width and nothing scrolls sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const explore = canvas.getByRole('link', { name: 'Explore Programs' });
    const register = canvas.getByRole('link', { name: 'Register for STSE' });
    // Stacked: the second button sits below the first.
    await expect(register.getBoundingClientRect().top).toBeGreaterThan(
      explore.getBoundingClientRect().bottom - 1,
    );
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi at 375px: the hero, its buttons and the three cards in Hindi, nothing scrolls sideways. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sankalp Institute में लक्ष्य के साथ तैयारी करें',
    );
    await expect(canvas.getByRole('link', { name: 'प्रोग्राम देखें' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(canvas.getByRole('link', { name: 'STSE के लिए रजिस्टर करें' })).toHaveAttribute(
      'href',
      '/stse',
    );
    const features = canvas.getAllByRole('heading', { level: 3 });
    await expect(features.map((heading) => heading.textContent)).toEqual([
      'अनुभवी शिक्षक',
      'पूरा स्टडी मटीरियल',
      'भरोसेमंद रिज़ल्ट',
    ]);
    await expect(canvas.getByRole('button', { name: 'मेन्यू' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};
