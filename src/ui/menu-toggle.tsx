import type { Ref } from 'react';
import { Trans } from '@lingui/react/macro';
import styles from './menu-toggle.module.css';

export type MenuToggleProps = {
  menu: 'open' | 'closed';
  /** The id of the menu it opens and closes. */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The layouts' Menu button: shown only below 900px, where their links fold away. It says
 * whether the menu is open (aria-expanded) and which element it opens (aria-controls); its
 * icon turns from three bars into a cross while the menu is open.
 */
export function MenuToggle({ menu, controls, onToggle, ref }: MenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.toggle}
      aria-expanded={menu === 'open'}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={menu === 'open' ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <Trans>Menu</Trans>
    </button>
  );
}
