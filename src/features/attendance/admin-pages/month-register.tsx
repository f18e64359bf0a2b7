import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { describeError, todayIso, useLiveQuery } from '@/data';
import { attendanceFigures, weekStartOf } from '@/data/daily';
import type { AttendanceMark, MonthRegister } from '@/data/daily';
import { formatDate, toCsv } from '@/lib';
import { Button, Chart, EmptyState, LoadError, Skeleton, saveFile } from '@/ui';
import styles from './attendance.module.css';

const shortDate = (date: string) => formatDate(date).replace(/ \d{4}$/, '');

/** What a mark is called (the grid shows its letter). */
const MARK_NAMES: Record<AttendanceMark, MessageDescriptor> = {
  P: msg`Present`,
  A: msg`Absent`,
  L: msg`Late`,
  E: msg`On leave`,
};

/** Each student's mark in each class of the month ('' where none was taken). */
function gridOf(month: MonthRegister) {
  const byClass = new Map(
    month.registers.map((register) => [
      register.sessionId,
      new Map(register.marks.map((mark) => [mark.studentId, mark.status])),
    ]),
  );
  const held = month.sessions.filter((session) => session.status === 'scheduled');
  return month.students.map((student) => {
    const marks = held.map((session) => byClass.get(session.id)?.get(student.id) ?? '');
    const figures = attendanceFigures(
      marks.filter((mark): mark is AttendanceMark => mark !== '').map((status) => ({ status })),
    );
    return { student, marks, percent: figures.percent };
  });
}

/** The batch's attendance by week: (present + late) of the marks taken, in percent. */
function weeklySeries(month: MonthRegister, weekOf: (day: string) => string) {
  const weeks = new Map<string, { status: AttendanceMark }[]>();
  const sessions = new Map(month.sessions.map((session) => [session.id, session]));
  for (const register of month.registers) {
    const session = sessions.get(register.sessionId);
    if (!session || session.status === 'cancelled') continue;
    const week = weekStartOf(session.date);
    weeks.set(week, [...(weeks.get(week) ?? []), ...register.marks]);
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, marks]) => ({
      label: weekOf(shortDate(week)),
      shortLabel: shortDate(week),
      value: attendanceFigures(marks).percent,
    }));
}

/** The month register of a batch: the grid (students × classes), its CSV, print and chart. */
export function MonthRegisterView() {
  const batches = useLiveQuery((data) => data.listBatches(), [], ['batches']);
  const { t, i18n } = useLingui();
  const [batchId, setBatchId] = useState('');
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const chosen = batchId || batches.data?.[0]?.id || '';
  const register = useLiveQuery(
    (data) => (chosen ? data.monthRegister(chosen, month) : Promise.resolve(undefined)),
    [chosen, month],
    ['registers', 'classSessions', 'enrolments'],
  );
  const rows = useMemo(() => (register.data ? gridOf(register.data) : []), [register.data]);
  const held = (register.data?.sessions ?? []).filter((session) => session.status === 'scheduled');
  const batchName = batches.data?.find((batch) => batch.id === chosen)?.name ?? '';

  function downloadCsv() {
    const header = ['Roll No', 'Name', ...held.map((session) => session.date), 'Attendance %'];
    const body = rows.map((row) => [
      row.student.rollNo,
      row.student.name,
      ...row.marks,
      row.percent === null ? '' : String(row.percent),
    ]);
    saveFile(
      new Blob([toCsv([header, ...body])], { type: 'text/csv;charset=utf-8' }),
      `register-${batchName.replace(/\W+/g, '-')}-${month}.csv`,
    );
  }

  if (batches.status === 'success' && (batches.data ?? []).length === 0) {
    return <EmptyState message={t`No batches yet.`} />;
  }
  return (
    <div className={styles.tabBody}>
      <div className={`${styles.picker} ${styles.noPrint}`}>
        <label>
          <Trans>Batch</Trans>
          <select value={chosen} onChange={(event) => setBatchId(event.target.value)}>
            {(batches.data ?? []).map((batch) => (
              <option key={batch.id} value={batch.id}>
                {batch.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Month</Trans>
          <input type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
        </label>
        <Button variant="secondary" onClick={downloadCsv} disabled={rows.length === 0}>
          <Trans>Download CSV</Trans>
        </Button>
        <Button variant="secondary" onClick={() => window.print()} disabled={rows.length === 0}>
          <Trans>Print</Trans>
        </Button>
      </div>
      {register.status === 'loading' ? (
        <Skeleton lines={5} label={t`Loading the register…`} />
      ) : null}
      {register.status === 'error' ? (
        <LoadError
          title={t`The register could not be loaded`}
          message={describeError(register.error)}
          onRetry={register.reload}
          size="sm"
        />
      ) : null}
      {register.status === 'success' && rows.length === 0 ? (
        <EmptyState message={t`No student had a seat in this batch that month.`} />
      ) : null}
      {rows.length > 0 ? (
        <>
          <h2>{`${batchName} · ${month}`}</h2>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
          <div className={styles.grid} role="region" aria-label={t`Register`} tabIndex={0}>
            <table>
              <caption className="visually-hidden">{t`Register of ${batchName}, ${month}`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Student</Trans>
                  </th>
                  {held.map((session) => (
                    <th key={session.id} scope="col">
                      {shortDate(session.date)}
                    </th>
                  ))}
                  <th scope="col">%</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.student.id}>
                    <th scope="row">{row.student.name}</th>
                    {row.marks.map((mark, index) => (
                      <td
                        key={held[index]!.id}
                        title={mark ? i18n._(MARK_NAMES[mark]) : t`Not taken`}
                      >
                        {mark || '·'}
                      </td>
                    ))}
                    <td>{row.percent === null ? '—' : `${row.percent}%`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.rollNo}>
            <Trans>P Present · A Absent · L Late · E On leave · · not taken</Trans>
          </p>
          <Chart
            title={t`Attendance by week: ${batchName}`}
            kind="bar"
            labelHeader={t`Week`}
            series={[
              {
                name: t`Attendance %`,
                points: weeklySeries(register.data!, (week) => t`Week of ${week}`),
              },
            ]}
            formatValue={(value) => `${value}%`}
            emptyMessage={t`No register was taken this month.`}
          />
        </>
      ) : null}
    </div>
  );
}
