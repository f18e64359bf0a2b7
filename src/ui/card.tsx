import { useId } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';
import { cn } from './cn';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A surface for one block of content. With a title it is a section named by its heading.
 * Extra attributes pass through, e.g. `data-print-only-root` to print a card alone.
 */
export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  className,
  ...rest
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <section
      aria-labelledby={title !== undefined ? titleId : undefined}
      className={cn(styles.card, className)}
      {...rest}
    >
      {hasHeader ? (
        <div className={styles.header}>
          {title !== undefined ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
