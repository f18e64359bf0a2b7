import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { siteBrand, siteFooter, usePublicNavigation } from '@/features/public-site';
import { PublicLayout } from '@/ui';

/**
 * Shows a public page inside the real site frame (top bar, menu, footer), as a visitor sees it.
 * Put it first in `decorators`, before withRouter: the frame's links need the router.
 */
export const withPublicSite: Decorator = (Story) => (
  <PublicSiteFrame>
    <Story />
  </PublicSiteFrame>
);

function PublicSiteFrame({ children }: { children: ReactNode }) {
  const { navLinks, loginLink } = usePublicNavigation();
  return (
    <PublicLayout brand={siteBrand} navLinks={navLinks} loginLink={loginLink} footer={siteFooter}>
      {children}
    </PublicLayout>
  );
}

/** Fails when the page is wider than the screen (horizontal scrolling). */
export function fitsScreenWidth() {
  return document.documentElement.scrollWidth <= window.innerWidth;
}
