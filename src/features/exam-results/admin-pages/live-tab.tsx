import { describeError, formatDateTime, useLiveQuery } from '@/data';
import { ATTEMPT_STATUS_LABELS } from '@/data/online-tests';
import type { ExamAttempt, ExamMonitor } from '@/data/online-tests';
import { Badge, Chart, DataTable, DateText, LoadError, Skeleton, StatCard } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { attemptStatusTones } from '../model/exam-format';
import styles from '../components/exam-results.module.css';

const attemptColumns: readonly DataTableColumn<ExamAttempt>[] = [
  { id: 'name', header: 'Name', cell: (attempt) => attempt.taker.name },
  {
    id: 'rollNo',
    header: 'Roll number',
    cell: (attempt) => (attempt.taker.kind === 'candidate' ? attempt.taker.rollNo : '—'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (attempt) => (
      <Badge tone={attemptStatusTones[attempt.status]}>
        {ATTEMPT_STATUS_LABELS[attempt.status]}
      </Badge>
    ),
  },
  {
    id: 'lastSeen',
    header: 'Last seen',
    cell: (attempt) => (
      <span className={styles.nowrap}>
        <DateText value={attempt.lastSeenAt} withTime />
      </span>
    ),
  },
  { id: 'answered', header: 'Answered', align: 'end', cell: (attempt) => attempt.answered },
  { id: 'focus', header: 'Focus losses', align: 'end', cell: (attempt) => attempt.focusLosses },
  {
    id: 'fullscreen',
    header: 'Full-screen exits',
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
  return (
    <Chart
      title="Saves per minute (last 15 minutes, India time)"
      kind="bar"
      labelHeader="Minute"
      series={[
        {
          name: 'Saves',
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
  // Heard again whenever attempts change: a start, a submit, the server's tick of saves.
  const query = useLiveQuery(
    (repository) => repository.getExamMonitor(testId),
    [testId],
    ['examAttempts'],
  );
  if (query.status === 'error') {
    return (
      <LoadError
        title="The monitor could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  if (query.status === 'loading') return <Skeleton lines={4} />;
  const monitor = query.data;
  return (
    <div className={styles.stack}>
      <div className={styles.tiles}>
        <StatCard label="Eligible" value={monitor.eligible} />
        <StatCard label="Started" value={monitor.started} />
        <StatCard label="In progress" value={monitor.inProgress} />
        <StatCard label="Submitted" value={monitor.submitted} />
      </div>
      <p className={styles.hint}>
        {monitor.lastSeenAt
          ? `Last seen: ${formatDateTime(monitor.lastSeenAt)}`
          : 'No one has started yet.'}
      </p>
      <SavesPerMinute minutes={monitor.savesPerMinute} />
      <DataTable
        caption="Recently seen attempts"
        captionVisibility="visible"
        columns={attemptColumns}
        rows={monitor.attempts}
        getRowId={(attempt) => attempt.id}
        emptyMessage="No attempts yet."
      />
    </div>
  );
}
