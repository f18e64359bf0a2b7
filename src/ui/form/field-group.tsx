import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

export type FieldGroupProps = {
  /** Always visible; it names the group. */
  legend: ReactNode;
  /** Under the legend, and the group's description (aria-describedby). */
  hint?: ReactNode;
  children: ReactNode;
};

/** Fields that belong together, framed under a legend: a fieldset named by its legend. */
export function FieldGroup({ legend, hint, children }: FieldGroupProps) {
  const hintId = `${useId()}-hint`;
  return (
    <fieldset className={styles.group} aria-describedby={hint === undefined ? undefined : hintId}>
      <legend className={styles.legend}>{legend}</legend>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}
