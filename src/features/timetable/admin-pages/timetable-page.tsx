import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, formatDate, todayIso, useData, useLiveQuery } from '@/data';
import { addDays, holidayFormSchema, weekStartOf } from '@/data/daily';
import type { HolidayForm, HolidayFormInput } from '@/data/daily';
import { useHolds } from '@/features/auth';
import {
  Alert,
  Button,
  Checkbox,
  DateField,
  EmptyState,
  Form,
  FormError,
  ListPage,
  LoadError,
  Select,
  Skeleton,
  Tabs,
  TextField,
  useDocumentTitle,
  useToast,
} from '@/ui';
import { showRefusal } from './class-dialog';
import { ExtraClassDialog } from './class-form';
import { CancelClassDialog, MoveClassDialog } from './session-dialogs';
import { WeekGrid } from './week-grid';
import styles from './timetable.module.css';

type Show = { kind: 'batch' | 'staff' | 'room'; value: string };

/**
 * The timetable: a week of classes for a batch, a faculty member or a room (a grid of days and
 * class times, printed alone on one landscape A4 page), with Cancel Class and Extra Class; the holidays; the owner's guideline warnings.
 */
export function TimetablePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Timetable · Admin Panel · Sankalp Institute`);
  const owner = useHolds('settings.manage');
  return (
    <ListPage
      title={t`Timetable`}
      lead={t`Each week's classes by batch, faculty member or room, and the holidays.`}
    >
      <Tabs
        label={t`Timetable`}
        tabs={[
          { value: 'week', label: t`Week`, content: <Week /> },
          { value: 'holidays', label: t`Holidays`, content: <Holidays /> },
          ...(owner ? [{ value: 'warnings', label: t`Warnings`, content: <Warnings /> }] : []),
        ]}
      />
    </ListPage>
  );
}

function Week() {
  const manages = useHolds('timetable.manage');
  const { t } = useLingui();
  const batches = useLiveQuery((data) => data.listBatches(), [], ['batches']);
  const teachers = useLiveQuery((data) => data.listTeachers(), [], ['staff']);
  const [monday, setMonday] = useState(() => weekStartOf(todayIso()));
  const [show, setShow] = useState<Show | undefined>();
  // Classes to come are those after the page opened; one begun since is refused with its reason.
  const [openedAt] = useState(() => Date.now());
  const chosen: Show | undefined =
    show ?? (batches.data?.[0] ? { kind: 'batch', value: batches.data[0].id } : undefined);
  const week = useLiveQuery(
    (data) =>
      chosen
        ? data.listSessions({
            from: monday,
            to: addDays(monday, 6),
            ...(chosen.kind === 'batch' ? { batchId: chosen.value } : {}),
            ...(chosen.kind === 'staff' ? { staffId: chosen.value } : {}),
            ...(chosen.kind === 'room' ? { room: chosen.value } : {}),
          })
        : Promise.resolve([]),
    [monday, chosen?.kind, chosen?.value],
    ['classSessions'],
  );
  const batchName = (id: string) => batches.data?.find((batch) => batch.id === id)?.name ?? '';
  const teacherName = (id: string) =>
    teachers.data?.find((teacher) => teacher.id === id)?.name ?? '';
  const rooms = [...new Set((batches.data ?? []).map((batch) => batch.room).filter(Boolean))];
  const options = [
    ...(batches.data ?? []).map(({ id, name }) => ({
      value: `batch:${id}`,
      label: t`Batch: ${name}`,
    })),
    ...(teachers.data ?? [])
      .filter((teacher) => teacher.active)
      .map(({ id, name }) => ({ value: `staff:${id}`, label: t`Faculty: ${name}` })),
    ...rooms.map((room) => ({ value: `room:${room}`, label: t`Room: ${room}` })),
  ];
  const shown = options.find((option) => option.value === `${chosen?.kind}:${chosen?.value}`);
  const showing = shown?.label ?? '';
  const weekStart = formatDate(monday);
  const batch =
    chosen?.kind === 'batch' ? batches.data?.find((b) => b.id === chosen.value) : undefined;
  if (batches.status === 'success' && (batches.data ?? []).length === 0) {
    return <EmptyState message={t`No batches yet: add one under Batches first.`} />;
  }
  return (
    <div className={styles.section} data-print-only-root>
      <div className={`${styles.toolbar} ${styles.noPrint}`}>
        <label>
          <Trans>Show</Trans>
          <select
            value={chosen ? `${chosen.kind}:${chosen.value}` : ''}
            onChange={(event) => {
              const [kind, ...rest] = event.target.value.split(':');
              setShow({ kind: kind as Show['kind'], value: rest.join(':') });
            }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
          <Trans>Previous week</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
          <Trans>Next week</Trans>
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </Button>
        {manages && batch ? (
          <ExtraClassDialog batch={batch} teachers={teachers.data ?? []} />
        ) : null}
      </div>
      <h2>{shown ? t`Week of ${weekStart} · ${showing}` : t`Week of ${weekStart}`}</h2>
      {week.status === 'loading' ? <Skeleton lines={5} label={t`Loading the week…`} /> : null}
      {week.status === 'error' ? (
        <LoadError
          title={t`The week could not be loaded`}
          message={describeError(week.error)}
          onRetry={week.reload}
          size="sm"
        />
      ) : null}
      {week.status === 'success' ? (
        <WeekGrid
          monday={monday}
          sessions={week.data ?? []}
          batchName={batchName}
          teacherName={teacherName}
          actions={(session) =>
            manages && session.status === 'scheduled' && Date.parse(session.startsAt) > openedAt ? (
              <>
                <MoveClassDialog session={session} />
                <CancelClassDialog session={session} />
              </>
            ) : null
          }
        />
      ) : null}
    </div>
  );
}

function Holidays() {
  const repository = useData();
  const manages = useHolds('timetable.manage');
  const holidays = useLiveQuery((data) => data.listHolidays(), [], ['holidays']);
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const toast = useToast();
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | undefined>();
  const several = (branches.data ?? []).length > 1;
  const form = useForm<HolidayFormInput, unknown, HolidayForm>({
    resolver: zodResolver(holidayFormSchema),
    defaultValues: { date: '', name: '' },
  });
  async function add(values: HolidayForm) {
    try {
      await repository.addHoliday(values);
      const name = values.name;
      form.reset({ date: '', name: '' });
      toast.show({
        message: t`${name} added: that day's classes are cancelled.`,
        tone: 'success',
      });
    } catch (error) {
      showRefusal(form, error);
    }
  }
  const branchName = (id: string | undefined) =>
    branches.data?.find((branch) => branch.id === (id ?? branches.data?.[0]?.id))?.name ?? '';
  return (
    <div className={styles.section}>
      {manages ? (
        <Form form={form} onSubmit={add} aria-label={t`Add Holiday`}>
          <div className={styles.pair}>
            <DateField<HolidayFormInput> name="date" label={t`Date`} required />
            <TextField<HolidayFormInput> name="name" label={t`Name`} maxLength={200} required />
            {several ? (
              <Select<HolidayFormInput>
                name="branchId"
                label={t`Branch`}
                placeholder={t`Choose a branch`}
                options={(branches.data ?? []).map((branch) => ({
                  value: branch.id,
                  label: branch.name,
                }))}
              />
            ) : null}
          </div>
          <FormError />
          <Button type="submit">
            <Trans>Add Holiday</Trans>
          </Button>
        </Form>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {holidays.status === 'error' ? (
        <LoadError
          title={t`The holidays could not be loaded`}
          message={describeError(holidays.error)}
          onRetry={holidays.reload}
          size="sm"
        />
      ) : (holidays.data ?? []).length === 0 ? (
        <EmptyState message={t`No holidays yet.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Holidays`}>
          {(holidays.data ?? []).map((holiday) => {
            const name = holiday.name;
            return (
              <li key={holiday.id} className={styles.row}>
                <span>{`${formatDate(holiday.date)} · ${holiday.name}${several ? ` · ${branchName(holiday.branchId)}` : ''}`}</span>
                {manages ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={async () => {
                      setFailure(undefined);
                      try {
                        await repository.removeHoliday(holiday.id);
                        toast.show({
                          message: t`${name} removed: its classes are back.`,
                          tone: 'success',
                        });
                      } catch (error) {
                        setFailure(describeError(error));
                      }
                    }}
                  >
                    <Trans>
                      Remove<span className="visually-hidden"> {name}</span>
                    </Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

type WarningSwitches = {
  warnSchoolHours: boolean;
  warnFiveHoursADay: boolean;
  warnWeeklyOff: boolean;
};

/** The owner's switches for the coaching guidelines' warnings (Settings' daily section). */
function Warnings() {
  const repository = useData();
  const toast = useToast();
  const { t } = useLingui();
  const settings = useLiveQuery((data) => data.getSettings(), [], ['settings']);
  const daily = settings.data?.daily;
  const form = useForm<WarningSwitches>({
    values: daily
      ? {
          warnSchoolHours: daily.warnSchoolHours,
          warnFiveHoursADay: daily.warnFiveHoursADay,
          warnWeeklyOff: daily.warnWeeklyOff,
        }
      : { warnSchoolHours: false, warnFiveHoursADay: false, warnWeeklyOff: false },
  });
  if (!daily) return <Skeleton lines={3} label={t`Loading the settings…`} />;
  async function save(values: WarningSwitches) {
    try {
      await repository.replaceSettings({ daily: { ...daily!, ...values } });
      toast.show({ message: t`Warnings saved.`, tone: 'success' });
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }
  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t`Coaching guideline warnings`}
      className={styles.section}
    >
      <p>
        <Trans>
          From India's 2024 guidelines for coaching centres: shown on a batch's timetable, never
          refused.
        </Trans>
      </p>
      <Checkbox<WarningSwitches>
        name="warnSchoolHours"
        label={t`Warn of classes in school hours (08:00-14:00, Monday to Saturday)`}
      />
      <Checkbox<WarningSwitches>
        name="warnFiveHoursADay"
        label={t`Warn of more than 5 hours of classes a day for a batch`}
      />
      <Checkbox<WarningSwitches>
        name="warnWeeklyOff"
        label={t`Warn when a batch has no day off in a week`}
      />
      <FormError />
      <div>
        <Button type="submit">
          <Trans>Save Warnings</Trans>
        </Button>
      </div>
    </Form>
  );
}
