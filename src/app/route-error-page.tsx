import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, ButtonLink } from '@/ui';
import styles from './route-error-page.module.css';

// Shown instead of a blank page when a route fails to load or render (for example a chunk that
// cannot be fetched offline, or a bug). It always offers a way back.
export function RouteErrorPage() {
  const error = useRouteError();
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1>{isMissing ? 'Page not found' : 'Something went wrong on this page'}</h1>
        <p>
          {isMissing
            ? 'The page you asked for does not exist.'
            : 'The page could not be shown. Your saved data is safe. Try again, or go back to the home page.'}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <ButtonLink to="/" variant="secondary">
            Go to the home page
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
