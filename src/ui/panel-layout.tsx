import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { MenuToggle } from './menu-toggle';
import styles from './panel-layout.module.css';
import { SkipLink } from './skip-link';
import { NavList } from './nav-list';
import type { NavLinkItem } from './nav-list';
import { useMenuDisclosure } from './use-menu-disclosure';

export type PanelLayoutProps = {
  /** `to` is the area's root, e.g. '/admin'. */
  brand: { name: string; to: string };
  /** The header's text, e.g. 'Admin Panel'; it also names the sidebar navigation. */
  title: string;
  /** e.g. 'Welcome, Rahul'. */
  greeting?: string;
  navItems: readonly NavLinkItem[];
  onLogout: () => void;
  /** The header's language switch. */
  languageSwitch?: ReactNode;
  /** The area's content (its route outlet). */
  children: ReactNode;
};

/** The signed-in areas' frame: sidebar with navigation and Logout, header, content. */
export function PanelLayout({
  brand,
  title,
  greeting,
  navItems,
  onLogout,
  languageSwitch,
  children,
}: PanelLayoutProps) {
  const sidebarId = useId();
  const { menu, toggleRef, mainRef, toggle, close } = useMenuDisclosure();

  return (
    <div className={styles.layout}>
      <SkipLink />
      {/* The header comes first in the page so that, on small screens, the menu opened from it
          is next in keyboard order. */}
      <header className={styles.header} data-print-hide>
        <MenuToggle menu={menu} controls={sidebarId} onToggle={toggle} ref={toggleRef} />
        <div className={styles.heading}>
          <p className={styles.title}>{title}</p>
          {greeting ? <p className={styles.greeting}>{greeting}</p> : null}
        </div>
        {languageSwitch}
      </header>
      <div id={sidebarId} className={styles.sidebar} data-state={menu} data-print-hide>
        <Link to={brand.to} className={styles.brand} onClick={close}>
          {brand.name}
        </Link>
        <NavList
          label={title}
          items={navItems}
          variant="sidebar"
          onNavigate={close}
          className={styles.nav}
        />
        <Button variant="secondary" className={styles.logout} onClick={onLogout}>
          <Trans>Logout</Trans>
        </Button>
      </div>
      <main ref={mainRef} id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
