import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from './button-link';
import { MenuToggle } from './menu-toggle';
import { NavList } from './nav-list';
import type { NavLinkItem } from './nav-list';
import styles from './public-layout.module.css';
import { SkipLink } from './skip-link';
import { SocialIcon } from './social-icon';
import type { SocialNetwork } from './social-icon';
import { useHydrated } from './use-hydrated';
import { useMenuDisclosure } from './use-menu-disclosure';

export type SocialLink = { label: string; href: string; icon: SocialNetwork };

export type PublicLayoutProps = {
  brand: { name: string; to: string };
  navLinks: readonly NavLinkItem[];
  loginLink: NavLinkItem;
  /** The header's language switch. */
  languageSwitch?: ReactNode;
  footer: {
    address: string;
    email: string;
    phone: string;
    socialLinks: readonly SocialLink[];
  };
  /** The page. */
  children: ReactNode;
};

/** How many nav links the footer repeats (product rule: 5). */
const footerLinkCount = 5;

/** The public site's frame: sticky top bar, collapsible menu below 900px, footer. */
export function PublicLayout({
  brand,
  navLinks,
  loginLink,
  languageSwitch,
  footer,
  children,
}: PublicLayoutProps) {
  const { t } = useLingui();
  const menuId = useId();
  const { menu, toggleRef, mainRef, toggle, close } = useMenuDisclosure();

  return (
    <div className={styles.layout}>
      <SkipLink />
      <header className={styles.topBar} data-print-hide>
        <div className={styles.topBarInner}>
          <Link to={brand.to} className={styles.brand} onClick={close}>
            {brand.name}
          </Link>
          {languageSwitch}
          <MenuToggle menu={menu} controls={menuId} onToggle={toggle} ref={toggleRef} />
          <div id={menuId} className={styles.menu} data-state={menu}>
            <NavList label={t`Main`} items={navLinks} variant="bar" onNavigate={close} />
            <ButtonLink to={loginLink.to} className={styles.login} onClick={close}>
              {loginLink.label}
            </ButtonLink>
          </div>
        </div>
      </header>
      <main ref={mainRef} id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer} data-print-hide>
        <div className={styles.footerInner}>
          <div className={styles.footerColumn}>
            <h2 className={styles.footerHeading}>
              <Trans>Quick links</Trans>
            </h2>
            <nav aria-label={t`Footer`}>
              <ul className={styles.footerList}>
                {navLinks.slice(0, footerLinkCount).map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.footerLink}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className={styles.footerColumn}>
            <h2 className={styles.footerHeading}>
              <Trans>Contact</Trans>
            </h2>
            <address className={styles.address}>
              <p>{footer.address}</p>
              <p>
                <a href={`mailto:${footer.email}`} className={styles.footerLink}>
                  {footer.email}
                </a>
              </p>
              <p>
                <a
                  href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}
                  className={styles.footerLink}
                >
                  {footer.phone}
                </a>
              </p>
            </address>
          </div>
          {footer.socialLinks.length > 0 ? (
            <div className={styles.footerColumn}>
              <h2 className={styles.footerHeading}>
                <Trans>Follow us</Trans>
              </h2>
              <ul className={styles.socialList}>
                {footer.socialLinks.map((social) => (
                  <li key={social.href}>
                    <a href={social.href} className={styles.socialLink} aria-label={social.label}>
                      <SocialIcon network={social.icon} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <p className={styles.copyright}>
          © <CopyrightYear /> {brand.name}
        </p>
      </footer>
    </div>
  );
}

/**
 * Prerendered HTML carries the build's year; the browser hydrates with the same text, then shows
 * the current year, so a page built last December still hydrates without a mismatch. Its own
 * component: the render after hydration is synchronous, and only the year needs it, not the frame.
 */
function CopyrightYear() {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
