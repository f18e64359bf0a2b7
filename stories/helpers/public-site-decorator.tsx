import type { Decorator } from '@storybook/react-vite';
import { loginLink, publicNavLinks, siteBrand, siteFooter } from '@/features/public-site';
import { PublicLayout } from '@/ui';

/**
 * Shows a public page inside the real site frame (top bar, menu, footer), as a visitor sees it.
 * Put it first in `decorators`, before withRouter: the frame's links need the router.
 */
export const withPublicSite: Decorator = (Story) => (
  <PublicLayout
    brand={siteBrand}
    navLinks={publicNavLinks}
    loginLink={loginLink}
    footer={siteFooter}
  >
    <Story />
  </PublicLayout>
);

/** Fails when the page is wider than the screen (horizontal scrolling). */
export function fitsScreenWidth() {
  return document.documentElement.scrollWidth <= window.innerWidth;
}
