import type { ReactNode } from 'react';
import styles from './detail-list.module.css';
import { cn } from './cn';

export type DetailItem = readonly [label: string, value: ReactNode];

export type DetailListProps = {
  /** Label and value pairs, in reading order; the labels must be unique. */
  items: readonly DetailItem[];
  className?: string;
};

/** A record's details as labelled values in columns that wrap to one on a phone. */
export function DetailList({ items, className }: DetailListProps) {
  return (
    <dl className={cn(styles.details, className)}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.detail}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
