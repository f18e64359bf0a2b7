import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DEMO_SCHOOL_EMAIL, DEMO_STUDENT_EMAIL } from '@/data';
import { DEMO_SCHOOL_PASSWORD, DEMO_STUDENT_PASSWORD } from '@/data/demo-logins';
import { SERVER_MODE } from '@/data/data-mode';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/ui';
import { LoginPanel } from './login-panel';
import styles from './login-page.module.css';
import { usePublicPageTitle } from '@/features/public-site';

export function LoginPage() {
  usePublicPageTitle('/login');
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Sign in`}
      lead={t`Choose Student, School or Admin, then enter your e-mail and password.`}
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
        <Trans>This is a demo</Trans>
      </h2>
      <p>
        <Trans>
          All data is sample data kept in this browser, and passwords are not checked: any password
          signs you in. Use one of these e-mails:
        </Trans>
      </p>
      <dl className={styles.logins}>
        <dt>
          <Trans>Student</Trans>
        </dt>
        <dd>{DEMO_STUDENT_EMAIL}</dd>
        <dt>
          <Trans>School</Trans>
        </dt>
        <dd>{DEMO_SCHOOL_EMAIL}</dd>
        <dt>
          <Trans>Admin</Trans>
        </dt>
        <dd>
          <Trans>any e-mail address</Trans>
        </dd>
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
        <Trans>Demo accounts</Trans>
      </h2>
      <p>
        <Trans>
          New students and schools get a set-up link by e-mail, or a code from the institute:{' '}
          <Link to="/set-password">set your password</Link> with it first. To try the portal:
        </Trans>
      </p>
      <dl className={styles.logins}>
        <dt>
          <Trans>Student</Trans>
        </dt>
        <dd>
          {DEMO_STUDENT_EMAIL} · {DEMO_STUDENT_PASSWORD}
        </dd>
        <dt>
          <Trans>School</Trans>
        </dt>
        <dd>
          {DEMO_SCHOOL_EMAIL} · {DEMO_SCHOOL_PASSWORD}
        </dd>
        <dt>
          <Trans>Admin</Trans>
        </dt>
        <dd>
          <Trans>the e-mail and password printed when the server first started</Trans>
        </dd>
      </dl>
    </section>
  );
}
