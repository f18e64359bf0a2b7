// Admissions in the browser-only mode: the enquiries are one stored list, read and changed in
// one store write; every decision is operations/enquiries.ts's, which the server calls too.
import { NotFoundError } from '../../errors';
import type { Collections } from '../../core/collections';
import { validated } from '../../core/validate';
import {
  ENQUIRY_SOURCE_LABELS,
  contactEnquirySchema,
  enquiryFormSchema,
} from '../../schemas/enquiries';
import type {
  AssignEnquiry,
  ContactEnquiryInput,
  Counsellor,
  Enquiry,
  EnquiryDetail,
  EnquiryFormInput,
  EnquiryPage,
  EnquiryQuery,
  EnquiryReach,
  FollowUpInput,
  FunnelQuery,
  NewContactInput,
  StageMove,
} from '../../schemas/enquiries';
import type { Settings } from '../../schemas';
import {
  WEBSITE_ACTOR,
  decideAssign,
  decideFollowUp,
  decideMerge,
  decideStageMove,
} from '../../operations/enquiries';
import type { IntakeResult } from '../../operations/enquiries';
import { decideConsent } from '../../operations/enquiry-messages';
import type { EnquiryConsent } from '../../schemas/enquiry-messages';
import { branchIdOf, inBranchFilter } from '../../operations/branches';
import { pageOf } from '../../operations/queries';
import {
  admissionsIn,
  comparedMonths,
  contactKeys,
  dueFirst,
  endOfIndianDay,
  funnelReport,
  indianDateOf,
} from '../../rules/enquiries';
import type { AdmissionsComparison, FunnelReport, FunnelRow } from '../../rules/enquiries';
import { scholarshipTierFor } from '../../rules';
import type { LocalContext } from './context';
import { counsellorsOf, intakeInto, reaches } from './enquiry-intake';

type Lists = Pick<Collections, 'enquiries' | 'staff' | 'settings'>;

const INTAKE_KEYS = ['enquiries', 'staff', 'settings'] as const;

export async function submitContactEnquiry(context: LocalContext, input: ContactEnquiryInput) {
  const form = validated(contactEnquirySchema, input, 'enquiry');
  await context.store.update(INTAKE_KEYS, (lists) => {
    const { enquiries } = intakeInto(
      lists,
      [{ source: 'contact', ...form, interest: form.subject }],
      WEBSITE_ACTOR,
      context.now().toISOString(),
    );
    return { write: { enquiries }, result: undefined };
  });
}

export async function addEnquiry(
  context: LocalContext,
  input: EnquiryFormInput,
  reach: EnquiryReach = {},
): Promise<IntakeResult> {
  const form = validated(enquiryFormSchema, input, 'enquiry');
  return context.store.update(INTAKE_KEYS, (lists) => {
    const { enquiries, results } = intakeInto(
      lists,
      [form],
      context.actor().name,
      context.now().toISOString(),
      { assignTo: reach.assigneeId },
    );
    return { write: { enquiries }, result: results[0]! };
  });
}

export async function importEnquiries(
  context: LocalContext,
  rows: NewContactInput[],
  branchId?: string,
): Promise<{ created: number; joined: number }> {
  const contacts = rows.map((row) => ({
    ...row,
    source: 'import' as const,
    ...(branchId ? { branchId } : {}),
  }));
  return context.store.update(INTAKE_KEYS, (lists) => {
    const { enquiries, results } = intakeInto(
      lists,
      contacts,
      context.actor().name,
      context.now().toISOString(),
      { numbered: true },
    );
    const joined = results.filter((result) => result.joined).length;
    return { write: { enquiries }, result: { created: results.length - joined, joined } };
  });
}

function reachedEnquiry(enquiries: readonly Enquiry[], id: string, reach: EnquiryReach): Enquiry {
  const enquiry = enquiries.find((candidate) => candidate.id === id);
  if (!enquiry || !reaches(reach, enquiry)) throw new NotFoundError('enquiry', id);
  return enquiry;
}

const rowOf = ({ contacts: _c, events: _e, reached: _r, ...row }: Enquiry) => row;

export async function listEnquiries(
  context: LocalContext,
  query: EnquiryQuery,
  reach: EnquiryReach = {},
): Promise<EnquiryPage> {
  const enquiries = await context.store.read('enquiries');
  const search = query.search?.trim().toLowerCase() ?? '';
  const searchKeys = contactKeys({ mobile: search, email: search });
  // Newest stored first, so that ties in due-first order read as on the server (its seq, desc).
  const reached = enquiries
    .filter((enquiry) => reaches(reach, enquiry) && enquiry.mergedInto === undefined)
    .reverse();
  const open = reached.filter((enquiry) => enquiry.open);
  const listed = (
    query.status === 'open'
      ? open
      : query.status === 'closed'
        ? reached.filter((enquiry) => !enquiry.open)
        : reached
  )
    .filter(
      (enquiry) =>
        (query.stageId === undefined || enquiry.stageId === query.stageId) &&
        (query.source === undefined || enquiry.source === query.source) &&
        (query.assignee === undefined ||
          (query.assignee === 'none'
            ? enquiry.assigneeId === undefined
            : enquiry.assigneeId === query.assignee)) &&
        (search === '' ||
          enquiry.name.toLowerCase().includes(search) ||
          (searchKeys.mobile.length >= 4 && enquiry.mobile.includes(searchKeys.mobile)) ||
          enquiry.email.includes(search)),
    )
    .sort(dueFirst);
  const tonight = endOfIndianDay(context.now().toISOString());
  return {
    ...pageOf(listed.map(rowOf), query),
    dueToday: open.filter(
      (enquiry) => enquiry.nextFollowUpAt !== undefined && enquiry.nextFollowUpAt < tonight,
    ).length,
  };
}

export async function listCounsellors(context: LocalContext): Promise<Counsellor[]> {
  return counsellorsOf(await context.store.read('staff'));
}

export async function getEnquiry(
  context: LocalContext,
  id: string,
  reach: EnquiryReach = {},
): Promise<EnquiryDetail> {
  const [enquiries, candidates, settings] = await Promise.all([
    context.store.read('enquiries'),
    context.store.read('stseCandidates'),
    context.store.read('settings'),
  ]);
  return detailOf(reachedEnquiry(enquiries, id, reach), candidates, settings);
}

function detailOf(
  enquiry: Enquiry,
  candidates: Collections['stseCandidates'],
  settings: Settings,
): EnquiryDetail {
  const candidate = candidates.find((item) => item.id === enquiry.candidateId);
  if (!candidate) return { enquiry };
  // As on the server and the merit list: the office sees the tier before the results are out.
  const tier =
    candidate.marks === undefined
      ? undefined
      : scholarshipTierFor(candidate.marks, settings.stse.scholarshipTiers);
  return {
    enquiry,
    candidate: {
      id: candidate.id,
      rollNo: candidate.rollNo,
      ...(candidate.marks === undefined ? {} : { marks: candidate.marks }),
      tier: tier?.reward ?? '',
    },
  };
}

/** One enquiry changed by a decision, written, and its page read back. */
function changeEnquiry(
  context: LocalContext,
  id: string,
  reach: EnquiryReach,
  decide: (
    enquiry: Enquiry,
    lists: Lists & Pick<Collections, 'stseCandidates'>,
    by: string,
    at: string,
  ) => Enquiry[],
): Promise<EnquiryDetail> {
  return context.store.update(['enquiries', 'staff', 'settings', 'stseCandidates'], (lists) => {
    const enquiry = reachedEnquiry(lists.enquiries, id, reach);
    const changed = decide(enquiry, lists, context.actor().name, context.now().toISOString());
    const byId = new Map(changed.map((item) => [item.id, item]));
    return {
      write: { enquiries: lists.enquiries.map((item) => byId.get(item.id) ?? item) },
      result: detailOf(byId.get(id) ?? enquiry, lists.stseCandidates, lists.settings),
    };
  });
}

export const moveEnquiryStage = (
  context: LocalContext,
  id: string,
  move: StageMove,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, (enquiry, { settings }, by, at) => [
    decideStageMove(enquiry, move, settings.admissions, by, at),
  ]);

export const recordFollowUp = (
  context: LocalContext,
  id: string,
  followUp: FollowUpInput,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, (enquiry, { settings }, by, at) => [
    decideFollowUp(enquiry, followUp, settings.admissions, by, at),
  ]);

export const assignEnquiry = (
  context: LocalContext,
  id: string,
  request: AssignEnquiry,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, (enquiry, { staff }, by, at) => {
    const ids = counsellorsOf(staff)
      .filter(
        (counsellor) => !counsellor.branchIds || counsellor.branchIds.includes(branchIdOf(enquiry)),
      )
      .map((counsellor) => counsellor.id);
    return [decideAssign(enquiry, request?.assigneeId ?? '', ids, by, at)];
  });

export const mergeEnquiries = (
  context: LocalContext,
  id: string,
  request: { otherId: string },
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, (enquiry, { enquiries, settings }, by, at) => {
    const other = reachedEnquiry(enquiries, String(request?.otherId ?? ''), reach);
    const merged = decideMerge(enquiry, other, settings.admissions.stages, by, at);
    return [merged.keep, merged.other];
  });

export const setEnquiryConsent = (
  context: LocalContext,
  id: string,
  consent: EnquiryConsent,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, (enquiry, _lists, by, at) => [
    decideConsent(enquiry, consent, by, at),
  ]);

/** What the funnel needs of each enquiry created in the period (merged ones are counted once). */
function funnelRows(
  enquiries: readonly Enquiry[],
  candidates: Collections['stseCandidates'],
  settings: Settings,
  query: FunnelQuery,
): FunnelRow[] {
  const marks = new Map(candidates.map((candidate) => [candidate.id, candidate.marks]));
  return enquiries
    .filter((enquiry) => {
      const day = indianDateOf(enquiry.createdAt);
      return (
        enquiry.mergedInto === undefined &&
        day >= query.from &&
        day <= query.to &&
        inBranchFilter({ branchId: query.branchId, branchIds: query.branchIds }, enquiry)
      );
    })
    .map((enquiry) => {
      const mark = enquiry.candidateId === undefined ? undefined : marks.get(enquiry.candidateId);
      return {
        reached: enquiry.reached,
        source: enquiry.source,
        currentClass: enquiry.currentClass,
        schoolName: enquiry.schoolName,
        tier:
          mark === undefined
            ? ''
            : (scholarshipTierFor(mark, settings.stse.scholarshipTiers)?.reward ?? ''),
      };
    });
}

export async function enquiryFunnel(
  context: LocalContext,
  query: FunnelQuery,
): Promise<FunnelReport> {
  const [enquiries, candidates, settings] = await Promise.all([
    context.store.read('enquiries'),
    context.store.read('stseCandidates'),
    context.store.read('settings'),
  ]);
  return funnelReport(
    funnelRows(enquiries, candidates, settings, query),
    settings.admissions.stages,
    (source) => ENQUIRY_SOURCE_LABELS[source as keyof typeof ENQUIRY_SOURCE_LABELS] ?? source,
  );
}

export async function admissionsComparison(
  context: LocalContext,
  reach: EnquiryReach = {},
): Promise<AdmissionsComparison> {
  const [enquiries, settings] = await Promise.all([
    context.store.read('enquiries'),
    context.store.read('settings'),
  ]);
  const rows = enquiries.filter((enquiry) =>
    inBranchFilter({ branchIds: reach.branchIds }, enquiry),
  );
  const { month, lastYearMonth } = comparedMonths(context.now().toISOString());
  return {
    month,
    admitted: admissionsIn(rows, settings.admissions.stages, month),
    lastYearMonth,
    lastYearAdmitted: admissionsIn(rows, settings.admissions.stages, lastYearMonth),
  };
}
