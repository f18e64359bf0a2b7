import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublicLayout } from '@/ui';
import { withRouter } from '../helpers/with-router';

const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/courses', label: 'Programs & Courses' },
  { to: '/results', label: 'Results' },
  { to: '/stse', label: 'STSE' },
  { to: '/downloads', label: 'Downloads' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
];

const meta = {
  title: 'UI/PublicLayout',
  component: PublicLayout,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', route: { path: '/*', initialEntry: '/' } },
  args: {
    brand: { name: 'Sankalp Institute', to: '/' },
    navLinks,
    loginLink: { to: '/login', label: 'Login' },
    footer: {
      address: '2nd Floor, Sankalp Bhawan, Sector 14, Kota, Rajasthan 324005',
      email: 'info@sankalp.example',
      phone: '+91 98765 43210',
      socialLinks: [
        { label: 'Facebook', href: 'https://facebook.com/sankalp', icon: 'facebook' },
        { label: 'Instagram', href: 'https://instagram.com/sankalp', icon: 'instagram' },
        { label: 'YouTube', href: 'https://youtube.com/@sankalp', icon: 'youtube' },
        { label: 'X (Twitter)', href: 'https://x.com/sankalp', icon: 'twitter' },
        { label: 'LinkedIn', href: 'https://linkedin.com/company/sankalp', icon: 'linkedin' },
      ],
    },
    children: (
      <section style={{ padding: '2rem 1rem' }}>
        <h1>Welcome to Sankalp Institute</h1>
        <p>Engineering and medical entrance, board exam, foundation and olympiad courses.</p>
      </section>
    ),
  },
} satisfies Meta<typeof PublicLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveAttribute('data-print-hide');
    // Wide screens show every link: no Menu button.
    await expect(canvas.getByText('Menu', { selector: 'button' })).not.toBeVisible();

    const mainNav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(mainNav).getAllByRole('link')).toHaveLength(8);
    await expect(within(mainNav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(mainNav).getByRole('link', { name: 'About' }));
    await expect(within(mainNav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(mainNav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('main')).toHaveTextContent('Welcome to Sankalp Institute');
  },
};

export const Footer: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole(
      'link',
    );
    // Exactly the first five nav links.
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Programs & Courses',
      'Results',
      'STSE',
    ]);
    await expect(within(footer).getByText(/Sankalp Bhawan, Sector 14, Kota/)).toBeVisible();
    await expect(
      within(footer).getByRole('link', { name: 'info@sankalp.example' }),
    ).toHaveAttribute('href', 'mailto:info@sankalp.example');
    await expect(within(footer).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'X (Twitter)', 'LinkedIn']) {
      await expect(within(footer).getByRole('link', { name })).toBeVisible();
    }
    await expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Sankalp Institute`),
    ).toBeVisible();
    await expect(footer).toHaveAttribute('data-print-hide');
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const SmallScreenMenu: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('banner'));
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Results', hidden: true })).not.toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(menu).toBeVisible();
    await expect(within(menu!).getByRole('link', { name: 'Login' })).toBeVisible();

    // Choosing a link closes the menu.
    await userEvent.click(canvas.getByRole('link', { name: 'Results' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Results', hidden: true })).not.toBeVisible();

    // Escape closes it too, and focus goes back to the toggle.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Results' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();

    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongContentMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    brand: { name: 'Sankalp Institute of Competitive Examinations and Olympiads', to: '/' },
    children: (
      <section style={{ padding: '2rem 1rem' }}>
        <h1>Programs & Courses</h1>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Our foundation programme builds strong fundamentals in physics, chemistry, mathematics
            and biology for classes 9 and 10, with weekly tests and doubt-clearing sessions.
          </p>
        ))}
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    // The long brand is cut short with an ellipsis; the top bar keeps its height and the Menu.
    await expect(banner.getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The top bar stays at the top while the page scrolls.
    window.scrollTo(0, 600);
    await expect(banner.getBoundingClientRect().top).toBe(0);
    window.scrollTo(0, 0);
  },
};

/** In Hindi: the frame's own words (menu, footer headings) are Hindi; links passed in stay as given. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ज़रूरी लिंक' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'हमें फ़ॉलो करें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
  },
};
