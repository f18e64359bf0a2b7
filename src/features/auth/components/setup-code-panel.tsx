import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { describeError, formatDateTime } from '@/data';
import { issueSetupCode } from '@/data/auth-server';
import { SERVER_MODE } from '@/data/data-mode';
import { Alert, Button, Card } from '@/ui';
import styles from './setup-code-panel.module.css';

export type IssuedSetupCode = {
  code: string;
  expiresAt: string;
  email: string;
  /** A link with the code went to the e-mail (e-mail is set up on the server). */
  emailed: boolean;
};

export type SetupCodePanelProps = {
  /** Whose account: a student's or a school's. */
  account: 'student' | 'school';
  subjectId: string;
  /** Who the code is for, as the admin reads it. */
  name: string;
  /** Issue a code as soon as the panel opens (straight after adding the student or school). */
  issueOnOpen?: boolean;
  /** Stories and tests: server mode and the issuing call. */
  serverMode?: boolean;
  issue?: (role: 'student' | 'school', subjectId: string) => Promise<IssuedSetupCode>;
};

/**
 * Server mode's sign-in set-up: a one-time code (valid 7 days) for the "Set your password" page,
 * e-mailed to the person as a link when e-mail is set up, and shown to the admin to pass on
 * otherwise (or if the e-mail does not arrive). A new code replaces the old one. In the
 * browser-only mode there are no passwords, so nothing shows.
 */
export function SetupCodePanel({
  account,
  subjectId,
  name,
  issueOnOpen = false,
  serverMode = SERVER_MODE,
  issue = issueSetupCode,
}: SetupCodePanelProps) {
  const { t } = useLingui();
  const [issued, setIssued] = useState<IssuedSetupCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  async function issueCode() {
    setBusy(true);
    setFailure(null);
    try {
      setIssued(await issue(account, subjectId));
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!serverMode || !issueOnOpen || started.current) return;
    started.current = true;
    void issueCode();
    // Once, when the panel first opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!serverMode) return null;
  const email = issued?.email ?? '';
  const validUntil = issued ? formatDateTime(issued.expiresAt) : '';
  return (
    <Card
      title={t`Sign-in set-up code`}
      actions={
        <Button variant="secondary" onClick={() => void issueCode()} disabled={busy}>
          {busy ? t`Issuing...` : issued ? t`Issue new code` : t`Issue set-up code`}
        </Button>
      }
    >
      <p className={styles.lead}>
        <Trans>
          {name} sets a password on the <strong>Set your password</strong> page (/set-password) with
          a one-time code. A new code replaces the old one.
        </Trans>
      </p>
      {issued ? (
        <div className={styles.issued} role="status">
          <p>
            {issued.emailed
              ? t`A link to set the password was sent to ${email}. If it does not arrive, give them the code.`
              : t`E-mail is not set up on this server, so nothing was sent: give the code to ${name}.`}
          </p>
          <p className={styles.label}>
            <Trans>Set-up code for {email}</Trans>
          </p>
          <output className={styles.code} aria-label={t`Set-up code`}>
            {issued.code}
          </output>
          <p className={styles.expiry}>
            <Trans>Valid until {validUntil}. It is shown only now.</Trans>
          </p>
        </div>
      ) : null}
      {failure ? (
        <Alert tone="error" title={t`The code could not be issued`}>
          {failure}
        </Alert>
      ) : null}
    </Card>
  );
}
