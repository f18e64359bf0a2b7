import { NavLink } from 'react-router-dom';
import styles from './nav-list.module.css';
import { cn } from './cn';

export type NavLinkItem = { to: string; label: string };

export type NavListProps = {
  /** Names the navigation landmark, e.g. "Main" or "Admin Panel". */
  label: string;
  items: readonly NavLinkItem[];
  /**
   * 'sidebar': a column, the current page marked by a bar at its left (the panels);
   * 'bar': a row that becomes a column below 900px, the current page underlined (public site).
   */
  variant: 'sidebar' | 'bar';
  /** A link was chosen, e.g. to close the small-screen menu. */
  onNavigate?: () => void;
  className?: string;
};

/** The layouts' navigation: links to the area's pages, the current one marked (aria-current). */
export function NavList({ label, items, variant, onNavigate, className }: NavListProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={cn(styles.list, styles[variant])}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              // The site's root is current only on itself, not on every page below it.
              end={item.to === '/'}
              className={styles.link}
              onClick={onNavigate}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
