import { Outlet } from 'react-router-dom';
import { siteBrand, siteFooter, usePublicNavigation } from '@/features/public-site';
import { PublicLayout } from '@/ui';
import { AppLanguageSwitch } from '../language-choice';

/** The public site's frame around every public page; part of the entry, so it stays small. */
export function PublicShell() {
  const { navLinks, loginLink } = usePublicNavigation();
  return (
    <PublicLayout
      brand={siteBrand}
      navLinks={navLinks}
      loginLink={loginLink}
      languageSwitch={<AppLanguageSwitch />}
      footer={siteFooter}
    >
      <Outlet />
    </PublicLayout>
  );
}
