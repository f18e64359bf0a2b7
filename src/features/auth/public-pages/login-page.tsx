import { useId } from 'react';
import { DEMO_SCHOOL_EMAIL, DEMO_STUDENT_EMAIL } from '@/data';
import { DEMO_SCHOOL_PASSWORD, DEMO_STUDENT_PASSWORD } from '@/data/demo-logins';
import { SERVER_MODE } from '@/data/data-mode';
import { Link } from 'react-router-dom';
import { PageContainer, useDocumentTitle } from '@/ui';
import { LoginPanel } from './login-panel';
import styles from './login-page.module.css';
import { publicPages } from '@/features/public-site';

export function LoginPage() {
  useDocumentTitle(publicPages['/login'].title);
  return (
    <PageContainer
      title="Sign in"
      lead="Choose Student, School or Admin, then enter your e-mail and password."
      width="narrow"
    >
      <div className={styles.layout}>
        <div className={styles.panel}>
          <LoginPanel />
        </div>
        {SERVER_MODE ? <ServerHint /> : <DemoHint />}
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

/** Server mode: real passwords; the demo accounts' are public, the admin's is the installer's. */
function ServerHint() {
  const headingId = useId();
  return (
    <section className={styles.hint} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.hintHeading}>
        Demo accounts
      </h2>
      <p>
        New students and schools get a set-up link by e-mail, or a code from the institute:{' '}
        <Link to="/set-password">set your password</Link> with it first. To try the portal:
      </p>
      <dl className={styles.logins}>
        <dt>Student</dt>
        <dd>
          {DEMO_STUDENT_EMAIL} · {DEMO_STUDENT_PASSWORD}
        </dd>
        <dt>School</dt>
        <dd>
          {DEMO_SCHOOL_EMAIL} · {DEMO_SCHOOL_PASSWORD}
        </dd>
        <dt>Admin</dt>
        <dd>the e-mail and password printed when the server first started</dd>
      </dl>
    </section>
  );
}
