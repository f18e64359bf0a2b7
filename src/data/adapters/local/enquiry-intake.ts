// The browser-only mode's intake and admission link, kept apart from the operations (every
// export of local/enquiries.ts is a Repository method): registrations and admissions call them
// inside their own store writes.
import type { Collections } from '../../core/collections';
import { NotFoundError } from '../../errors';
import type { Counsellor, Enquiry, EnquiryReach, NewContactInput } from '../../schemas/enquiries';
import type { StaffMember } from '../../schemas/staff';
import { admittedEnquiry, intakeAll } from '../../operations/enquiries';
import type { IntakeContext, IntakeResult } from '../../operations/enquiries';
import { branchIdOf, inBranchFilter } from '../../operations/branches';

type Lists = Pick<Collections, 'enquiries' | 'staff' | 'settings'>;

/** Whether the caller's reach (set by the policy) takes in the enquiry. */
export const reaches = (reach: EnquiryReach, enquiry: Enquiry) =>
  inBranchFilter({ branchIds: reach.branchIds }, enquiry) &&
  (reach.assigneeId === undefined || enquiry.assigneeId === reach.assigneeId);

/** The active counsellors, by id (round-robin's fixed order). */
export function counsellorsOf(staff: readonly StaffMember[]): Counsellor[] {
  return staff
    .filter((member) => member.active && member.staffRole === 'counsellor')
    .map(({ id, name, branchIds }) => ({ id, name, ...(branchIds ? { branchIds } : {}) }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** Runs intake over the stored list: the new and joined enquiries written in one write. */
export function intakeInto(
  { enquiries, staff, settings }: Lists,
  contacts: readonly NewContactInput[],
  by: string,
  at: string,
  options: Pick<IntakeContext, 'assignTo' | 'numbered'> = {},
): { enquiries: Enquiry[]; results: IntakeResult[] } {
  const lastAssignees = new Map<string, string>();
  for (const enquiry of enquiries) {
    if (enquiry.assigneeId !== undefined)
      lastAssignees.set(branchIdOf(enquiry), enquiry.assigneeId);
  }
  const { results, changed } = intakeAll(contacts, {
    openMatches: enquiries.filter((enquiry) => enquiry.open),
    settings: settings.admissions,
    counsellors: counsellorsOf(staff),
    lastAssignees,
    by,
    at,
    ...options,
  });
  const byId = new Map(changed.map((enquiry) => [enquiry.id, enquiry]));
  const kept = enquiries.map((enquiry) => byId.get(enquiry.id) ?? enquiry);
  const stored = new Set(enquiries.map((enquiry) => enquiry.id));
  return { enquiries: [...kept, ...changed.filter((enquiry) => !stored.has(enquiry.id))], results };
}

/**
 * Admission links the enquiry (the one named, else the one the STSE candidate made) in the
 * admitting write: `enquiries` as they are after it.
 */
export function linkAdmission(
  { enquiries, settings }: Pick<Collections, 'enquiries' | 'settings'>,
  link: { enquiryId?: string | undefined; candidateId?: string | undefined; studentId: string },
  by: string,
  at: string,
): Enquiry[] | undefined {
  const enquiry = enquiries.find((item) =>
    link.enquiryId !== undefined
      ? item.id === link.enquiryId
      : link.candidateId !== undefined && item.candidateId === link.candidateId && item.open,
  );
  if (!enquiry) {
    if (link.enquiryId !== undefined) throw new NotFoundError('enquiry', link.enquiryId);
    return undefined;
  }
  const admitted = admittedEnquiry(enquiry, link.studentId, settings.admissions.stages, by, at);
  return enquiries.map((item) => (item.id === enquiry.id ? admitted : item));
}
