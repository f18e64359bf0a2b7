import type { ReactNode } from 'react';
import styles from './page-container.module.css';
import { cn } from './cn';

export type PageContainerProps = {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence or two under the title saying what the page is for. */
  lead?: ReactNode;
  /** 'wide' for grids of cards, 'narrow' for a single form or a card to read. */
  width?: 'wide' | 'narrow';
  children: ReactNode;
  className?: string;
};

/** A content page's frame: centred, padded, with its heading and lead; usable at 320px. */
export function PageContainer({
  title,
  lead,
  width = 'wide',
  children,
  className,
}: PageContainerProps) {
  return (
    <div className={cn(styles.page, styles[width], className)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead !== undefined ? <div className={styles.lead}>{lead}</div> : null}
      </header>
      {children}
    </div>
  );
}
