import { Trans } from '@lingui/react/macro';
import { Button, ButtonLink } from '@/ui';
import styles from './route-error-page.module.css';

// Shown instead of a blank page when a route fails to load or render (for example a chunk that
// cannot be fetched offline, or a bug). It always offers a way back. (An unknown address never
// gets here: it goes to the home page.)
export function RouteErrorPage() {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1>
          <Trans>Something went wrong on this page</Trans>
        </h1>
        <p>
          <Trans>
            The page could not be shown. Your saved data is safe. Try again, or go back to the home
            page.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>
            <Trans>Try again</Trans>
          </Button>
          <ButtonLink to="/" variant="secondary">
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
