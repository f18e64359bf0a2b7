import { Outlet } from 'react-router-dom';
import { loginLink, publicNavLinks, siteBrand, siteFooter } from '@/features/public-site';
import { PublicLayout } from '@/ui';

/** The public site's frame around every public page; part of the entry, so it stays small. */
export function PublicShell() {
  return (
    <PublicLayout
      brand={siteBrand}
      navLinks={publicNavLinks}
      loginLink={loginLink}
      footer={siteFooter}
    >
      <Outlet />
    </PublicLayout>
  );
}
