import { useState } from 'react';
import { Button } from './button';
import { CloseIcon } from './close-icon';
import styles from './update-banner.module.css';

export type UpdateBannerProps = {
  /** Starts the new version: the page reloads once it has taken over. */
  onReload: () => void;
  /** Hides the banner; the new version starts the next time the app is opened. */
  onDismiss: () => void;
};

/**
 * "Update available" with a Reload button: a new version of the app is ready. It never reloads by
 * itself (someone may be typing in a form), and it is polite: it takes no focus and blocks nothing.
 */
export function UpdateBanner({ onReload, onDismiss }: UpdateBannerProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className={styles.banner} role="status" data-print-hide>
      <p className={styles.message}>Update available</p>
      <Button
        size="sm"
        busy={reloading}
        busyLabel="Reloading…"
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        Reload
      </Button>
      <button type="button" className={styles.close} onClick={onDismiss} aria-label="Not now">
        <CloseIcon />
      </button>
    </div>
  );
}
