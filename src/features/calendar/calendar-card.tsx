// The "Calendar" card: a faculty member's or student's timetable in Google Calendar or a phone's
// calendar. With a server, a secret link (shown once when made, since only its hash is kept) to
// copy, and "Reset link" to stop the old one. In the browser-only mode nothing can answer a
// calendar app, so the card offers the .ics file instead (the writer loaded only when asked).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addDays } from '@/data/daily';
import { SERVER_MODE } from '@/data/data-mode';
import { calendarFeedPath } from '@/data/definitions/calendar';
import type { Repository } from '@/data';
import type { Session } from '@/data/daily';
import { describeError, formatDate, todayIso, useData, useLiveQuery } from '@/data';
import { Alert, Button, Card, saveFile } from '@/ui';
import styles from './calendar-card.module.css';

export type CalendarCardProps = {
  /** Whose classes: a faculty member's own and their batches', or a student's batches'. */
  who: 'staff' | 'student';
  serverMode?: boolean;
  /** The portal's address, to make the link absolute. */
  origin?: string;
};

/** The file's window, as the server's feed: a month back, four months ahead. */
const DAYS_BACK = 30;
const DAYS_AHEAD = 120;
/** The timetable's longest stretch per read. */
const STRETCH_DAYS = 60;

async function sessionsOf(repository: Repository, who: CalendarCardProps['who']) {
  const today = todayIso(new Date());
  const sessions: Session[] = [];
  for (let from = addDays(today, -DAYS_BACK); from <= addDays(today, DAYS_AHEAD);) {
    const to = addDays(from, STRETCH_DAYS - 1);
    const query = { from, to };
    sessions.push(
      ...(who === 'student'
        ? await repository.myTimetable(query)
        : await repository.listSessions(query)),
    );
    from = addDays(to, 1);
  }
  return sessions;
}

export function CalendarCard({
  who,
  serverMode = SERVER_MODE,
  origin = window.location.origin,
}: CalendarCardProps) {
  const { t } = useLingui();
  return (
    <Card title={t`Calendar`} headingLevel={2}>
      {serverMode ? <CalendarLink origin={origin} /> : <CalendarDownload who={who} />}
    </Card>
  );
}

function CalendarLink({ origin }: { origin: string }) {
  const { t } = useLingui();
  const repository = useData();
  const status = useLiveQuery((r) => r.calendarLinkStatus(), [], ['auditLog']);
  const [link, setLink] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  async function makeLink() {
    setBusy(true);
    setError(undefined);
    setCopied(false);
    try {
      const made = await repository.resetCalendarLink();
      setLink(`${origin}${calendarFeedPath(made.token)}`);
      status.reload();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }
  async function copy() {
    if (link === undefined) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (caught) {
      setError(caught);
    }
  }

  if (status.status === 'loading') {
    return (
      <p>
        <Trans>Looking for your calendar link…</Trans>
      </p>
    );
  }
  if (status.status === 'error') {
    return (
      <Alert tone="error" title={t`Your calendar link could not be read`}>
        <p>{describeError(status.error)}</p>
      </Alert>
    );
  }
  const since = status.data.createdAt;
  const madeOn = since === null ? '' : formatDate(since);
  return (
    <div className={styles.stack}>
      <p>
        <Trans>
          Add your classes to Google Calendar or your phone&apos;s calendar with this link (in
          Google Calendar: Other calendars, From URL). Changes reach it when the calendar next
          refreshes.
        </Trans>
      </p>
      {link !== undefined ? (
        <>
          <label className={styles.field}>
            <span>{t`Your calendar link (keep it private)`}</span>
            <input readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <p className={styles.note}>
            <Trans>It is shown only now; save it in your calendar app.</Trans>
          </p>
        </>
      ) : since !== null ? (
        <p className={styles.note}>
          <Trans>
            You made your link on {madeOn}. It is shown only once; reset it to get a new one.
          </Trans>
        </p>
      ) : null}
      {copied ? (
        <p role="status">
          <Trans>Link copied.</Trans>
        </p>
      ) : null}
      {error !== undefined ? (
        <Alert tone="error" title={t`That did not work`}>
          <p>{describeError(error)}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        {link !== undefined ? (
          <Button onClick={() => void copy()}>
            <Trans>Copy link</Trans>
          </Button>
        ) : since === null ? (
          <Button onClick={() => void makeLink()} disabled={busy}>
            <Trans>Get calendar link</Trans>
          </Button>
        ) : null}
        {since !== null ? (
          <Button variant="secondary" onClick={() => void makeLink()} disabled={busy}>
            <Trans>Reset link</Trans>
          </Button>
        ) : null}
      </div>
      {since !== null ? (
        <p className={styles.note}>
          <Trans>Resetting stops the old link at once.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function CalendarDownload({ who }: Pick<CalendarCardProps, 'who'>) {
  const { t } = useLingui();
  const repository = useData();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    setError(undefined);
    try {
      const [sessions, { calendarFile }] = await Promise.all([
        sessionsOf(repository, who),
        import('@/data/rules/calendar-feed'),
      ]);
      const file = calendarFile({
        name: 'Timetable',
        sessions,
        now: new Date(),
        uidDomain: window.location.host || 'localhost',
      });
      saveFile(new Blob([file], { type: 'text/calendar' }), 'timetable.ics');
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.stack}>
      <p>
        <Trans>
          Download your classes from a month ago to four months ahead and open the file in your
          calendar. A live link that keeps itself up to date needs the portal running on a server.
        </Trans>
      </p>
      {error !== undefined ? (
        <Alert tone="error" title={t`The calendar could not be made`}>
          <p>{describeError(error)}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void download()} disabled={busy}>
          <Trans>Download calendar (.ics)</Trans>
        </Button>
      </div>
    </div>
  );
}
