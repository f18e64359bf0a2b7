import type { ReactNode } from 'react';
import { Card } from './card';
import styles from './card-grid.module.css';
import { cn } from './cn';

export type CardGridProps = {
  /** CardGridItem elements, each with its key. */
  children: ReactNode;
  className?: string;
};

/**
 * A list of cards in as many columns of at least 18rem as fit (one on a phone). The cards of a
 * row share its height, and each card's footer sits at its bottom, so the actions line up.
 */
export function CardGrid({ children, className }: CardGridProps) {
  return <ul className={cn(styles.grid, className)}>{children}</ul>;
}

export type CardGridItemProps = {
  /** The card's heading (a section named by it). */
  title: ReactNode;
  /** Shown beside the title, e.g. a "New" badge. */
  actions?: ReactNode;
  /** What the card says, from the top. */
  children: ReactNode;
  /** What stays at the card's bottom, e.g. its action. */
  footer?: ReactNode;
};

export function CardGridItem({ title, actions, children, footer }: CardGridItemProps) {
  return (
    <li className={styles.item}>
      <Card title={title} actions={actions} className={styles.card}>
        <div className={styles.body}>
          <div className={styles.content}>{children}</div>
          {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </Card>
    </li>
  );
}
