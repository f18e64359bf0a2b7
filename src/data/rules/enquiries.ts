// Admissions' rules: who is the same person, who gets a new enquiry, the counsellors' clocks in
// working hours, what is due today, and the funnel. Pure: the clock is a parameter.
import type {
  Enquiry,
  EnquiryStage,
  NewContact,
  StageKind,
  WorkingHours,
} from '../schemas/enquiries';
import { IST_OFFSET_MS } from './ledger';
import { mobileKey } from './parents';

const OPEN_KINDS: readonly StageKind[] = ['open', 'in-progress', 'on-hold'];

/** The stage's kind; a stage the owner has since removed counts as open (never lost silently). */
export function stageKindOf(stages: readonly EnquiryStage[], stageId: string): StageKind {
  return stages.find((stage) => stage.id === stageId)?.kind ?? 'open';
}

/** Open, in progress or on hold: still someone to follow up. */
export const isOpenKind = (kind: StageKind) => OPEN_KINDS.includes(kind);

export const stageLabelOf = (stages: readonly EnquiryStage[], stageId: string) =>
  stages.find((stage) => stage.id === stageId)?.label ?? stageId;

/** The first stage of a kind (a new enquiry's, Admit's, Lost's). */
export function firstStageOf(stages: readonly EnquiryStage[], kind: StageKind): EnquiryStage {
  const stage = stages.find((candidate) => candidate.kind === kind);
  if (!stage) throw new Error(`The admissions settings have no ${kind} stage.`);
  return stage;
}

/** How two contacts are matched: the mobile's last 10 digits, and the e-mail in lower case. */
export function contactKeys(contact: { mobile: string; email: string }) {
  return { mobile: mobileKey(contact.mobile), email: contact.email.trim().toLowerCase() };
}

/** The open enquiry this contact is the same person as (same mobile or same e-mail), if any. */
export function duplicateOf<E extends Pick<Enquiry, 'mobile' | 'email' | 'createdAt'>>(
  openEnquiries: readonly E[],
  contact: { mobile: string; email: string },
): E | undefined {
  const keys = contactKeys(contact);
  const matches = openEnquiries.filter((enquiry) => {
    const own = contactKeys(enquiry);
    return (
      (keys.mobile !== '' && own.mobile === keys.mobile) ||
      (keys.email !== '' && own.email === keys.email)
    );
  });
  // The oldest: the one a counsellor has most likely worked on.
  return matches.sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
}

/** The next counsellor in turn after the one assigned last (ids in a fixed order). */
export function nextCounsellor(
  counsellorIds: readonly string[],
  lastAssigneeId: string | undefined,
): string | undefined {
  if (counsellorIds.length === 0) return undefined;
  const last = lastAssigneeId === undefined ? -1 : counsellorIds.indexOf(lastAssigneeId);
  return counsellorIds[(last + 1) % counsellorIds.length];
}

type IntakeContext = {
  id: string;
  at: string;
  by: string;
  stages: readonly EnquiryStage[];
  assigneeId: string | undefined;
};

/** A new person's enquiry, at the first open stage. */
export function newEnquiryFrom(contact: NewContact, context: IntakeContext): Enquiry {
  const stage = firstStageOf(context.stages, 'open');
  const keys = contactKeys(contact);
  return {
    id: context.id,
    ...(contact.branchId === undefined ? {} : { branchId: contact.branchId }),
    name: contact.name,
    mobile: keys.mobile,
    email: keys.email,
    currentClass: contact.currentClass,
    schoolName: contact.schoolName,
    interest: contact.interest,
    source: contact.source,
    stageId: stage.id,
    open: true,
    ...(context.assigneeId === undefined ? {} : { assigneeId: context.assigneeId }),
    ...(contact.candidateId === undefined ? {} : { candidateId: contact.candidateId }),
    createdAt: context.at,
    updatedAt: context.at,
    reached: { [stage.id]: context.at },
    contacts: [contactRecord(contact, context.at)],
    events: [
      {
        at: context.at,
        by: context.by,
        kind: 'created',
        source: contact.source,
        stageId: stage.id,
      },
      ...(context.assigneeId === undefined
        ? []
        : [
            {
              at: context.at,
              by: context.by,
              kind: 'assigned' as const,
              assigneeId: context.assigneeId,
            },
          ]),
    ],
  };
}

function contactRecord(contact: NewContact, at: string) {
  const keys = contactKeys(contact);
  return {
    at,
    source: contact.source,
    name: contact.name,
    mobile: keys.mobile,
    email: keys.email,
    message: contact.message,
  };
}

/** The same person again: the contact is added; what the enquiry lacked is filled in. */
export function joinedEnquiry(
  enquiry: Enquiry,
  contact: NewContact,
  at: string,
  by: string,
): Enquiry {
  const keys = contactKeys(contact);
  return {
    ...enquiry,
    mobile: enquiry.mobile || keys.mobile,
    email: enquiry.email || keys.email,
    currentClass: enquiry.currentClass ?? contact.currentClass,
    schoolName: enquiry.schoolName || contact.schoolName,
    interest: enquiry.interest || contact.interest,
    ...(enquiry.candidateId === undefined && contact.candidateId !== undefined
      ? { candidateId: contact.candidateId }
      : {}),
    updatedAt: at,
    contacts: [...enquiry.contacts, contactRecord(contact, at)].slice(-200),
    events: appendEvent(enquiry, { at, by, kind: 'joined', source: contact.source }),
  };
}

/** The history with one more event; the oldest give way past 500 (the first, created, stays). */
export function appendEvent(enquiry: Enquiry, event: Enquiry['events'][number]): Enquiry['events'] {
  const events = [...enquiry.events, event];
  return events.length <= 500 ? events : [events[0]!, ...events.slice(-499)];
}

// ---- Working hours: India's clock (no daylight saving), counted per working day ----

const MINUTE_MS = 60_000;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** `hours` working hours after `fromIso`: a contact after hours starts the clock at opening. */
export function addWorkingHours(fromIso: string, hours: number, working: WorkingHours): string {
  const opens = minutesOf(working.opens);
  const closes = minutesOf(working.closes);
  let left = Math.round(hours * 60);
  // Work in India's wall-clock time as if it were UTC, and convert back at the end.
  let local = new Date(Date.parse(fromIso) + IST_OFFSET_MS);
  for (let day = 0; day < 400; day += 1) {
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
    const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    if (working.days.includes(local.getUTCDay()) && minute < closes) {
      const start = Math.max(minute, opens);
      if (start + left <= closes) {
        return new Date(dayStart + (start + left) * MINUTE_MS - IST_OFFSET_MS).toISOString();
      }
      left -= closes - start;
    }
    local = new Date(dayStart + 24 * 60 * MINUTE_MS);
  }
  throw new Error('Working hours must include at least one day.');
}

/** India's calendar date of a moment. */
export const indianDateOf = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);

export type FollowUpStatus = 'overdue' | 'today' | 'upcoming' | 'none';

/** Where the enquiry's next step stands at `now`: late, today, later, or nothing planned. */
export function followUpStatus(
  enquiry: Pick<Enquiry, 'nextFollowUpAt'>,
  now: string,
): FollowUpStatus {
  if (enquiry.nextFollowUpAt === undefined) return 'none';
  if (enquiry.nextFollowUpAt < now) return 'overdue';
  return indianDateOf(enquiry.nextFollowUpAt) === indianDateOf(now) ? 'today' : 'upcoming';
}

/** When a new enquiry's first call is due (none once someone has responded). */
export function firstResponseDue(
  enquiry: Pick<Enquiry, 'createdAt' | 'firstResponseAt'>,
  hours: number,
  working: WorkingHours,
): string | undefined {
  return enquiry.firstResponseAt === undefined
    ? addWorkingHours(enquiry.createdAt, hours, working)
    : undefined;
}

/**
 * A counsellor's list order: the next step soonest first (so the overdue and today's lead), then
 * the enquiries with none planned, newest first. The server orders by the same columns.
 */
export function dueFirst(
  a: Pick<Enquiry, 'nextFollowUpAt' | 'createdAt'>,
  b: Pick<Enquiry, 'nextFollowUpAt' | 'createdAt'>,
): number {
  if (a.nextFollowUpAt !== b.nextFollowUpAt) {
    if (a.nextFollowUpAt === undefined) return 1;
    if (b.nextFollowUpAt === undefined) return -1;
    return a.nextFollowUpAt.localeCompare(b.nextFollowUpAt);
  }
  return b.createdAt.localeCompare(a.createdAt);
}

/** The end of India's day `now` falls in (follow-ups before it are due today or overdue). */
export function endOfIndianDay(now: string): string {
  const day = Date.parse(`${indianDateOf(now)}T00:00:00.000Z`) - IST_OFFSET_MS;
  return new Date(day + 24 * 60 * MINUTE_MS).toISOString();
}

// ---- The funnel ----

/** What the funnel needs of one enquiry. */
export type FunnelRow = {
  reached: Record<string, string>;
  source: string;
  currentClass: number | null;
  schoolName: string;
  /** The STSE scholarship tier's reward, or '' for none. */
  tier: string;
};

export type FunnelStep = {
  stageId: string;
  label: string;
  count: number;
  /** Of the step before, in percent (the first step: 100). */
  conversion: number;
  /** Median days an enquiry spent at this step before the next (null: none moved on yet). */
  medianDays: number | null;
};

const DAY_MS = 24 * 60 * MINUTE_MS;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** The funnel's steps: every stage but the lost ones, in the owner's order. */
export const funnelStagesOf = (stages: readonly EnquiryStage[]) =>
  stages.filter((stage) => stage.kind !== 'lost');

/**
 * Each step's count (an enquiry counts at every step up to the furthest it reached, so a jump
 * from New to Applied passed Contacted), the conversion from the step before, and the median
 * days from reaching a step to reaching any later one.
 */
export function funnelOf(
  rows: readonly FunnelRow[],
  stages: readonly EnquiryStage[],
): FunnelStep[] {
  const steps = funnelStagesOf(stages);
  const counts = steps.map(() => 0);
  const days: number[][] = steps.map(() => []);
  for (const row of rows) {
    const times = steps.map((step) => row.reached[step.id]);
    let furthest = 0;
    times.forEach((time, index) => {
      if (time !== undefined) furthest = index;
    });
    for (let index = 0; index <= furthest; index += 1) counts[index]! += 1;
    times.forEach((time, index) => {
      const later = times.slice(index + 1).find((next) => next !== undefined);
      if (time !== undefined && later !== undefined) {
        days[index]!.push(Math.max(0, Date.parse(later) - Date.parse(time)) / DAY_MS);
      }
    });
  }
  return steps.map((step, index) => ({
    stageId: step.id,
    label: step.label,
    count: counts[index]!,
    conversion:
      index === 0
        ? 100
        : counts[index - 1]! === 0
          ? 0
          : Math.round((counts[index]! / counts[index - 1]!) * 1000) / 10,
    medianDays: median(days[index]!),
  }));
}

export const FUNNEL_DIMENSIONS = ['source', 'school', 'class', 'tier'] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** The funnel's first and last step per value of a dimension, the largest groups first. */
export function funnelBreakdown(
  rows: readonly FunnelRow[],
  stages: readonly EnquiryStage[],
  dimension: FunnelDimension,
  labelOf: (value: string) => string = (value) => value,
): Array<{ value: string; enquiries: number; admitted: number; conversion: number }> {
  const won = funnelStagesOf(stages).filter((stage) => stage.kind === 'won');
  const groups = new Map<string, { enquiries: number; admitted: number }>();
  for (const row of rows) {
    const value = dimensionValue(row, dimension);
    const group = groups.get(value) ?? { enquiries: 0, admitted: 0 };
    group.enquiries += 1;
    if (won.some((stage) => row.reached[stage.id] !== undefined)) group.admitted += 1;
    groups.set(value, group);
  }
  return [...groups]
    .map(([value, group]) => ({
      value: labelOf(value),
      ...group,
      conversion: Math.round((group.admitted / group.enquiries) * 1000) / 10,
    }))
    .sort((a, b) => b.enquiries - a.enquiries || a.value.localeCompare(b.value));
}

function dimensionValue(row: FunnelRow, dimension: FunnelDimension): string {
  if (dimension === 'source') return row.source;
  if (dimension === 'school') return row.schoolName || 'Not known';
  if (dimension === 'class')
    return row.currentClass === null ? 'Not known' : `Class ${row.currentClass}`;
  return row.tier || 'No scholarship';
}

/** Admissions (won enquiries) in an Indian calendar month, YYYY-MM. */
export function admissionsIn(
  rows: ReadonlyArray<Pick<FunnelRow, 'reached'>>,
  stages: readonly EnquiryStage[],
  month: string,
): number {
  const won = stages.filter((stage) => stage.kind === 'won').map((stage) => stage.id);
  return rows.filter((row) =>
    won.some(
      (id) => row.reached[id] !== undefined && indianDateOf(row.reached[id]!).startsWith(month),
    ),
  ).length;
}

export type FunnelBreakdownRow = ReturnType<typeof funnelBreakdown>[number];

/** The funnel page's answer: the steps, and admissions by each dimension. */
export type FunnelReport = {
  total: number;
  steps: FunnelStep[];
  breakdowns: Record<FunnelDimension, FunnelBreakdownRow[]>;
};

export function funnelReport(
  rows: readonly FunnelRow[],
  stages: readonly EnquiryStage[],
  sourceLabel: (source: string) => string,
): FunnelReport {
  return {
    total: rows.length,
    steps: funnelOf(rows, stages),
    breakdowns: {
      source: funnelBreakdown(rows, stages, 'source', sourceLabel),
      school: funnelBreakdown(rows, stages, 'school'),
      class: funnelBreakdown(rows, stages, 'class'),
      tier: funnelBreakdown(rows, stages, 'tier'),
    },
  };
}

/** This month's admissions beside the same month a year before (the owner's dashboard). */
export type AdmissionsComparison = {
  month: string;
  admitted: number;
  lastYearMonth: string;
  lastYearAdmitted: number;
};

/** The month `now` is in (India's) and the same month a year before, as YYYY-MM. */
export function comparedMonths(now: string): { month: string; lastYearMonth: string } {
  const month = indianDateOf(now).slice(0, 7);
  return { month, lastYearMonth: `${Number(month.slice(0, 4)) - 1}${month.slice(4)}` };
}
