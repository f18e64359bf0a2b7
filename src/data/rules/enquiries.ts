// Admissions' rules: who is the same person, who gets a new enquiry, the counsellors' clocks in
// working hours, what is due today, and the funnel. Pure: the clock is a parameter.
import type {
  AdmissionsSettings,
  Enquiry,
  EnquiryStage,
  NewContact,
  StageKind,
  WorkingHours,
} from '../schemas/enquiries';
import { IST_OFFSET_MS } from './ledger';
import { mobileKey } from './parents';
import { FIRST_BRANCH_ID } from '../constants';

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
    ...(contact.whatsappOptIn ? { whatsappOptInAt: context.at } : {}),
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
  return {
    ...withDetailsFrom(enquiry, {
      ...contact,
      ...contactKeys(contact),
      ...(contact.whatsappOptIn ? { whatsappOptInAt: at } : {}),
    }),
    updatedAt: at,
    contacts: [...enquiry.contacts, contactRecord(contact, at)].slice(-200),
    events: appendEvent(enquiry, {
      at,
      by,
      kind: 'joined',
      source: contact.source,
      // A WhatsApp opt-in this contact brings is the person's, and the history says so.
      ...(contact.whatsappOptIn && enquiry.whatsappOptInAt === undefined
        ? { note: 'Agreed to WhatsApp messages.' }
        : {}),
    }),
  };
}

type PersonDetails = Pick<
  Enquiry,
  | 'mobile'
  | 'email'
  | 'currentClass'
  | 'schoolName'
  | 'interest'
  | 'candidateId'
  | 'whatsappOptInAt'
  | 'unsubscribedAt'
>;

/**
 * The enquiry as it was, with what it did not know taken from `other` (a contact, a merge): an
 * opt-in or an unsubscribe on either side holds for the person.
 */
export function withDetailsFrom(enquiry: Enquiry, other: PersonDetails): Enquiry {
  const whatsappOptInAt = enquiry.whatsappOptInAt ?? other.whatsappOptInAt;
  const unsubscribedAt = enquiry.unsubscribedAt ?? other.unsubscribedAt;
  return {
    ...enquiry,
    mobile: enquiry.mobile || other.mobile,
    email: enquiry.email || other.email,
    currentClass: enquiry.currentClass ?? other.currentClass,
    schoolName: enquiry.schoolName || other.schoolName,
    interest: enquiry.interest || other.interest,
    ...(enquiry.candidateId === undefined && other.candidateId !== undefined
      ? { candidateId: other.candidateId }
      : {}),
    ...(whatsappOptInAt === undefined ? {} : { whatsappOptInAt }),
    ...(unsubscribedAt === undefined ? {} : { unsubscribedAt }),
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
  enquiry: Pick<Enquiry, 'createdAt' | 'firstResponseAt' | 'branchId'>,
  settings: Pick<AdmissionsSettings, 'firstResponseHours' | 'workingHours' | 'branchHours'>,
): string | undefined {
  return enquiry.firstResponseAt === undefined
    ? addWorkingHours(
        enquiry.createdAt,
        settings.firstResponseHours,
        workingHoursOf(enquiry, settings),
      )
    : undefined;
}

/** The working week of the enquiry's branch: its own, else the institute's. */
export const workingHoursOf = (
  enquiry: Pick<Enquiry, 'branchId'>,
  settings: Pick<AdmissionsSettings, 'workingHours' | 'branchHours'>,
): WorkingHours =>
  settings.branchHours[enquiry.branchId ?? FIRST_BRANCH_ID] ?? settings.workingHours;

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

export {
  FUNNEL_DIMENSIONS,
  admissionsIn,
  comparedMonths,
  funnelBreakdown,
  funnelOf,
  funnelReport,
  funnelStagesOf,
} from './enquiry-funnel';
export type {
  AdmissionsComparison,
  FunnelBreakdownRow,
  FunnelDimension,
  FunnelReport,
  FunnelRow,
  FunnelStep,
} from './enquiry-funnel';
