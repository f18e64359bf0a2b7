import { Trans } from '@lingui/react/macro';
import styles from './skip-link.module.css';

/**
 * The first stop of the keyboard on every page: hidden until focused, it leads past the header
 * and menu to the page's main content (the element with id "main-content").
 */
export function SkipLink() {
  return (
    <a href="#main-content" className={styles.skipLink} data-print-hide>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
