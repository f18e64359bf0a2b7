import type { ReactNode } from 'react';
import { cn } from './cn';
import styles from './detail-list.module.css';

export type DetailItem = readonly [label: string, value: ReactNode];

/**
 * 'grid': a record's details in columns that wrap to one on a phone (muted small labels above).
 * 'print': a printed document's details (a receipt, an admit card), one a line, the label beside
 * its bold value; the label column's width is `--detail-label-width` (minmax(8rem, 14rem)).
 * 'print-line': a printed document's few details on one line, spread across (its number, date).
 */
export type DetailListVariant = 'grid' | 'print' | 'print-line';

export type DetailListProps = {
  /** Label and value pairs, in reading order; the labels must be unique. */
  items: readonly DetailItem[];
  variant?: DetailListVariant;
  className?: string;
};

const variantClasses: Record<DetailListVariant, { list?: string; item?: string }> = {
  grid: { list: styles.details, item: styles.detail },
  print: { list: styles.print, item: styles.printRow },
  'print-line': { list: styles.printLine, item: styles.printPair },
};

/** A record's details as labelled values (see DetailListVariant for how they are laid out). */
export function DetailList({ items, variant = 'grid', className }: DetailListProps) {
  const classes = variantClasses[variant];
  return (
    <dl className={cn(classes.list, className)}>
      {items.map(([label, value]) => (
        <div key={label} className={classes.item}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
