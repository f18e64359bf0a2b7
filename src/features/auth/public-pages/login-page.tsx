import { Suspense, useId } from 'react';
import { DEMO_SCHOOL_EMAIL, DEMO_STUDENT_EMAIL } from '@/data';
import { lazyAfterPaint, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import styles from './login-page.module.css';

// The tabs and the form (zod, react-hook-form, the tabs and the session read) are their own
// chunk, so the heading and the demo note paint without waiting for them; the placeholder holds
// their place meanwhile.
const LoginPanel = lazyAfterPaint(() =>
  import('./login-panel').then((module) => module.LoginPanel),
);

export function LoginPage() {
  useDocumentTitle('Login · Sankalp Institute');
  return (
    <PageContainer
      title="Sign in"
      lead="Choose Student, School or Admin, then enter your e-mail and password."
      width="narrow"
    >
      <div className={styles.layout}>
        <div className={styles.panel}>
          <Suspense
            fallback={
              <div className={styles.placeholder}>
                <Skeleton lines={4} label="Loading the sign-in form…" />
              </div>
            }
          >
            <LoginPanel />
          </Suspense>
        </div>
        <DemoHint />
      </div>
    </PageContainer>
  );
}

function DemoHint() {
  const headingId = useId();
  return (
    <section className={styles.hint} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.hintHeading}>
        This is a demo
      </h2>
      <p>
        All data is sample data kept in this browser, and passwords are not checked: any password
        signs you in. Use one of these e-mails:
      </p>
      <dl className={styles.logins}>
        <dt>Student</dt>
        <dd>{DEMO_STUDENT_EMAIL}</dd>
        <dt>School</dt>
        <dd>{DEMO_SCHOOL_EMAIL}</dd>
        <dt>Admin</dt>
        <dd>any e-mail address</dd>
      </dl>
    </section>
  );
}
