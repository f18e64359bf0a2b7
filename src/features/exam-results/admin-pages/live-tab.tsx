import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, formatDateTime, useLiveQuery } from '@/data';
import type { ExamAttempt, ExamMonitor } from '@/data/online-tests';
import { Badge, Chart, DataTable, DateText, LoadError, Skeleton, StatCard } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { attemptStatusTones } from '../model/exam-format';
import { AttemptStatusLabel } from '../components/attempt-status-label';
import styles from '../components/exam-results.module.css';

const attemptColumns: readonly DataTableColumn<ExamAttempt>[] = [
  { id: 'name', header: <Trans>Name</Trans>, cell: (attempt) => attempt.taker.name },
  {
    id: 'rollNo',
    header: <Trans>Roll number</Trans>,
    cell: (attempt) => (attempt.taker.kind === 'candidate' ? attempt.taker.rollNo : '—'),
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: (attempt) => (
      <Badge tone={attemptStatusTones[attempt.status]}>
        <AttemptStatusLabel status={attempt.status} />
      </Badge>
    ),
  },
  {
    id: 'lastSeen',
    header: <Trans>Last seen</Trans>,
    cell: (attempt) => (
      <span className={styles.nowrap}>
        <DateText value={attempt.lastSeenAt} withTime />
      </span>
    ),
  },
  {
    id: 'answered',
    header: <Trans>Answered</Trans>,
    align: 'end',
    cell: (attempt) => attempt.answered,
  },
  {
    id: 'focus',
    header: <Trans>Focus losses</Trans>,
    align: 'end',
    cell: (attempt) => attempt.focusLosses,
  },
  {
    id: 'fullscreen',
    header: <Trans>Full-screen exits</Trans>,
    align: 'end',
    cell: (attempt) => attempt.fullscreenExits,
  },
];

/** HH:MM of a minute, India time. */
const minuteLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** Saves in each of the last 15 minutes, drawn as bars, with their numbers behind Show as table. */
function SavesPerMinute({ minutes }: { minutes: ExamMonitor['savesPerMinute'] }) {
  const { t } = useLingui();
  return (
    <Chart
      title={t`Saves per minute (last 15 minutes, India time)`}
      kind="bar"
      labelHeader={t`Minute`}
      series={[
        {
          name: t`Saves`,
          points: minutes.map((minute) => ({
            label: minuteLabel(minute.minute),
            value: minute.saves,
          })),
        },
      ]}
    />
  );
}

/** The live view: counts, last seen, saves per minute and the most recently seen attempts. */
export function LiveTab({ testId }: { testId: string }) {
  const { t } = useLingui();
  // Heard again whenever attempts change: a start, a submit, the server's tick of saves.
  const query = useLiveQuery(
    (repository) => repository.getExamMonitor(testId),
    [testId],
    ['examAttempts'],
  );
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`The monitor could not be loaded`}
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  if (query.status === 'loading') return <Skeleton lines={4} />;
  const monitor = query.data;
  const lastSeen = monitor.lastSeenAt ? formatDateTime(monitor.lastSeenAt) : '';
  return (
    <div className={styles.stack}>
      <div className={styles.tiles}>
        <StatCard label={t`Eligible`} value={monitor.eligible} />
        <StatCard label={t`Started`} value={monitor.started} />
        <StatCard label={t`In progress`} value={monitor.inProgress} />
        <StatCard label={t`Submitted`} value={monitor.submitted} />
      </div>
      <p className={styles.hint}>
        {monitor.lastSeenAt ? t`Last seen: ${lastSeen}` : t`No one has started yet.`}
      </p>
      <SavesPerMinute minutes={monitor.savesPerMinute} />
      <DataTable
        caption={t`Recently seen attempts`}
        captionVisibility="visible"
        columns={attemptColumns}
        rows={monitor.attempts}
        getRowId={(attempt) => attempt.id}
        emptyMessage={t`No attempts yet.`}
      />
    </div>
  );
}
