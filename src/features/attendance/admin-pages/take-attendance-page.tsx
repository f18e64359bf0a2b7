import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DataValidationError,
  NotFoundError,
  describeError,
  formatDate,
  useData,
  useLiveQuery,
} from '@/data';
import { HttpError } from '@/data/http-error';
import { timeOf } from '@/data/daily';
import type { AttendanceMark, RegisterView } from '@/data/daily';
import {
  Alert,
  Avatar,
  Button,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  useDocumentTitle,
} from '@/ui';
import { openRegisterQueue, registerStatusText } from '../model/register-queue';
import type { RegisterQueue } from '../model/register-queue';
import styles from './attendance.module.css';

/** One tap moves Present → Absent → Late → Present (On leave is the office's). */
const NEXT: Record<AttendanceMark, AttendanceMark> = { P: 'A', A: 'L', L: 'P', E: 'E' };

/** What a mark is called on the button (the stored mark stays the letter). */
const MARK_NAMES: Record<AttendanceMark, MessageDescriptor> = {
  P: msg`Present`,
  A: msg`Absent`,
  L: msg`Late`,
  E: msg`On leave`,
};

type Tapped = { status: AttendanceMark; markedAt: string | null };

/** A refusal the server gave (keep nothing waiting for it), not a network that failed. */
const isRefusal = (error: unknown) =>
  error instanceof DataValidationError ||
  error instanceof NotFoundError ||
  (error instanceof HttpError && error.status < 500);

/**
 * Take Attendance, on a phone: the roster with everyone Present, a tap for Absent, another for
 * Late; Submit keeps the register on this phone first and sends it when the network allows.
 */
export function TakeAttendancePage({
  openQueue = openRegisterQueue,
}: {
  openQueue?: () => Promise<RegisterQueue>;
}) {
  const { sessionId = '' } = useParams();
  const query = useLiveQuery(
    (data) => data.getRegister(sessionId),
    [sessionId],
    ['registers', 'classSessions', 'enrolments'],
  );
  const { t } = useLingui();
  useDocumentTitle(t`Take Attendance · Admin Panel · Sankalp Institute`);
  if (query.status === 'success' && query.data)
    return <Register view={query.data} openQueue={openQueue} />;
  return (
    <PageContainer title={t`Take Attendance`}>
      <Link to="/admin/attendance">
        <Trans>Back to Attendance</Trans>
      </Link>
      {query.status === 'error' ? (
        query.error instanceof NotFoundError ? (
          <EmptyState message={t`Class not found.`} />
        ) : (
          <LoadError
            title={t`The class could not be loaded`}
            message={describeError(query.error)}
            onRetry={query.reload}
            size="sm"
          />
        )
      ) : (
        <Skeleton lines={6} label={t`Loading the class…`} />
      )}
    </PageContainer>
  );
}

function Register({
  view,
  openQueue,
}: {
  view: RegisterView;
  openQueue: () => Promise<RegisterQueue>;
}) {
  const repository = useData();
  const { t, i18n } = useLingui();
  const markName = (mark: AttendanceMark) => i18n._(MARK_NAMES[mark]);
  const { session, roster, register } = view;
  const stored = useMemo(
    () => new Map(register?.marks.map((mark) => [mark.studentId, mark]) ?? []),
    [register],
  );
  const [tapped, setTapped] = useState<Record<string, Tapped>>({});
  const [waiting, setWaiting] = useState(0);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const queue = useRef<RegisterQueue | null>(null);

  const statusOf = (studentId: string): AttendanceMark =>
    tapped[studentId]?.status ?? stored.get(studentId)?.status ?? 'P';

  /** Sends what waits for this class, oldest first; a network failure leaves it waiting. */
  const flush = useCallback(async () => {
    const store = queue.current ?? (queue.current = await openQueue());
    const items = await store.list(session.id);
    setWaiting(items.length);
    if (items.length === 0) return;
    setSending(true);
    try {
      for (const { seq, ...submission } of items) {
        try {
          await repository.submitAttendance(session.id, submission);
        } catch (error) {
          if (!isRefusal(error)) throw error;
          // Refused (the day is over, a student left): said on screen, not retried for ever.
          setRefusal(describeError(error));
        }
        await store.removeUpTo(session.id, seq);
      }
      setTapped({});
    } catch {
      // The network: it waits on this phone; sent on reconnect or when the page opens again.
    } finally {
      setSending(false);
      setWaiting((await store.list(session.id)).length);
    }
  }, [openQueue, repository, session.id]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  function tap(studentId: string) {
    setTapped((current) => ({
      ...current,
      [studentId]: { status: NEXT[statusOf(studentId)], markedAt: new Date().toISOString() },
    }));
  }

  async function submit() {
    setRefusal(undefined);
    const now = new Date().toISOString();
    // Every student without a stored mark (Present unless tapped), and each one tapped since.
    const marks = roster
      .filter((student) => tapped[student.id] || !stored.has(student.id))
      .map((student) => ({
        studentId: student.id,
        status: statusOf(student.id),
        markedAt: tapped[student.id]?.markedAt ?? now,
      }));
    if (marks.length === 0) return;
    const store = queue.current ?? (queue.current = await openQueue());
    await store.add(session.id, { seq: Date.now(), submissionId: crypto.randomUUID(), marks });
    await flush();
  }

  const counts = { P: 0, A: 0, L: 0, E: 0 };
  for (const student of roster) counts[statusOf(student.id)] += 1;
  const { P: present, A: absent, L: late, E: onLeave } = counts;

  return (
    <PageContainer
      title={t`Take Attendance`}
      lead={`${session.subject} · ${formatDate(session.date)} · ${timeOf(session.startMinute)}-${timeOf(session.endMinute)}${session.room ? ` · ${session.room}` : ''}`}
    >
      <Link to="/admin/attendance">
        <Trans>Back to Attendance</Trans>
      </Link>
      {session.status === 'cancelled' ? (
        <Alert tone="info">
          <Trans>This class was cancelled: it has no register.</Trans>
        </Alert>
      ) : null}
      <p className={styles.counts} aria-live="polite">
        {onLeave
          ? t`Present ${present} · Absent ${absent} · Late ${late} · On leave ${onLeave}`
          : t`Present ${present} · Absent ${absent} · Late ${late}`}
      </p>
      {roster.length === 0 ? (
        <EmptyState message={t`No student had a seat in this batch on the day of this class.`} />
      ) : (
        <ul className={styles.roster} aria-label={t`Students`}>
          {roster.map((student) => {
            const status = statusOf(student.id);
            const name = student.name;
            const mark = markName(status);
            const next = markName(NEXT[status]);
            return (
              <li key={student.id} className={styles.student}>
                <Avatar name={student.name} />
                <span className={styles.name}>
                  {student.name}
                  <span className={styles.rollNo}>{student.rollNo}</span>
                </span>
                <button
                  type="button"
                  className={styles.mark}
                  data-status={status}
                  disabled={status === 'E'}
                  onClick={() => tap(student.id)}
                  aria-label={
                    status === 'E' ? `${name}: ${mark}` : t`${name}: ${mark}. Tap for ${next}`
                  }
                >
                  {mark}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className={styles.submitBar}>
        <p role="status" className={styles.status}>
          {register || waiting > 0 || sending
            ? registerStatusText(waiting, sending)
            : t`Not sent yet`}
        </p>
        <Button
          onClick={() => void submit()}
          disabled={roster.length === 0 || session.status === 'cancelled'}
        >
          <Trans>Submit</Trans>
        </Button>
      </div>
    </PageContainer>
  );
}
