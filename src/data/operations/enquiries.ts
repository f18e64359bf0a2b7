// Admissions' decisions, made once for both modes: intake (one person, one enquiry), a stage
// move, a follow-up, an assignment, a merge and an admission. Each returns the enquiry to store;
// the enquiry's own history records who did what and when.
import { newId } from '../core/ids';
import { branchIdOf } from './branches';
import type { z } from 'zod';
import type { Candidate } from '../schemas/candidates';
import { refuse, validated } from '../core/validate';
import {
  FOLLOW_UP_IN_PAST_MESSAGE,
  LOST_REASON_MESSAGE,
  followUpSchema,
  newContactSchema,
  stageMoveSchema,
} from '../schemas/enquiries';
import type {
  AdmissionsSettings,
  Counsellor,
  Enquiry,
  EnquiryStage,
  FollowUpInput,
  NewContactInput,
  StageMove,
} from '../schemas/enquiries';
import {
  appendEvent,
  duplicateOf,
  firstStageOf,
  isOpenKind,
  joinedEnquiry,
  newEnquiryFrom,
  nextCounsellor,
  stageKindOf,
  withDetailsFrom,
} from '../rules/enquiries';

export const USE_ADMIT_MESSAGE = 'Use Admit as Student to admit them: it records the student.';
export const CLOSED_ENQUIRY_MESSAGE = 'This enquiry is closed: it was admitted or merged.';
export const NOT_A_COUNSELLOR_MESSAGE = 'Choose a counsellor of the enquiry’s branch.';
export const SAME_ENQUIRY_MESSAGE = 'Choose another enquiry to merge.';
export const UNKNOWN_STAGE_MESSAGE = 'Choose a stage from the list.';

/** Who is acting: a staff member's name, or the website for a visitor's form. */
export const WEBSITE_ACTOR = 'Website';
export const intakeActor = (actor: { name: string; role: string }) =>
  actor.role === 'visitor' ? WEBSITE_ACTOR : actor.name;

export type IntakeResult = { enquiry: Enquiry; joined: boolean };

/** What intake needs to know: the open enquiries the contacts might be, and who is next. */
export type IntakeContext = {
  /** The open, unmerged enquiries sharing a mobile or an e-mail with any of the contacts. */
  openMatches: readonly Enquiry[];
  settings: AdmissionsSettings;
  /** The active counsellors, in a fixed order (round-robin goes through them in it). */
  counsellors: readonly Counsellor[];
  /** Per branch id (branchIdOf), the counsellor the newest assigned enquiry went to. */
  lastAssignees: ReadonlyMap<string, string>;
  by: string;
  at: string;
  /** A counsellor typing in their own walk-in: the new enquiry is theirs, not the next in turn. */
  assignTo?: string | undefined;
  /** A list (an import): every refusal names its row, even in a list of one. */
  numbered?: boolean;
};

/**
 * One intake for every source: the same person (an open enquiry's mobile or e-mail) joins that
 * enquiry; anyone else gets a new one, assigned to the branch's next counsellor in turn. Every
 * contact is checked before any is taken (a list is taken whole or not at all); a later
 * contact may join an enquiry an earlier one of the same list made.
 */
export function intakeAll(
  inputs: readonly NewContactInput[],
  context: IntakeContext,
): { results: IntakeResult[]; changed: Enquiry[] } {
  const contacts = inputs.map((input, row) =>
    validatedRow(newContactSchema, input, context.numbered || inputs.length > 1 ? row : undefined),
  );
  const open = [...context.openMatches];
  const changed = new Map<string, Enquiry>();
  const lastAssignees = new Map(context.lastAssignees);
  const results = contacts.map((contact): IntakeResult => {
    const same = duplicateOf(open, contact);
    if (same) {
      const enquiry = joinedEnquiry(same, contact, context.at, context.by);
      open[open.indexOf(same)] = enquiry;
      changed.set(enquiry.id, enquiry);
      return { enquiry, joined: true };
    }
    const branch = branchIdOf(contact);
    const ids = context.counsellors
      .filter((counsellor) => !counsellor.branchIds || counsellor.branchIds.includes(branch))
      .map((counsellor) => counsellor.id);
    const assigneeId =
      context.assignTo ??
      (context.settings.roundRobin ? nextCounsellor(ids, lastAssignees.get(branch)) : undefined);
    if (assigneeId !== undefined) lastAssignees.set(branch, assigneeId);
    const enquiry = newEnquiryFrom(contact, {
      id: newId(),
      at: context.at,
      by: context.by,
      stages: context.settings.stages,
      assigneeId,
    });
    open.push(enquiry);
    changed.set(enquiry.id, enquiry);
    return { enquiry, joined: false };
  });
  return { results, changed: [...changed.values()] };
}

/** A row of a list validated, its errors naming the row ("Row 3: ..."). */
function validatedRow<T>(schema: z.ZodType<T>, input: unknown, row: number | undefined): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.path.join('.');
  if (row === undefined) refuse('enquiry', path, issue.message);
  return refuse('enquiry', `rows.${row}.${path}`, `Row ${row + 1}: ${issue.message}`);
}

function checkOpen(enquiry: Enquiry, stages: readonly EnquiryStage[]) {
  if (enquiry.mergedInto !== undefined || stageKindOf(stages, enquiry.stageId) === 'won') {
    refuse('enquiry', 'stageId', CLOSED_ENQUIRY_MESSAGE);
  }
}

/** The enquiry at a stage: first reaching it is remembered; a closed one has no next step. */
function atStage(
  enquiry: Enquiry,
  stage: EnquiryStage,
  lostReason: string | undefined,
  at: string,
) {
  const open = isOpenKind(stage.kind);
  const { nextFollowUpAt, lostReason: _previousReason, ...rest } = enquiry;
  return {
    ...rest,
    stageId: stage.id,
    open,
    reached: enquiry.reached[stage.id] ? enquiry.reached : { ...enquiry.reached, [stage.id]: at },
    ...(open && nextFollowUpAt !== undefined ? { nextFollowUpAt } : {}),
    ...(stage.kind === 'lost' && lostReason !== undefined ? { lostReason } : {}),
    // Moving on from the first stage is a response.
    ...(enquiry.firstResponseAt === undefined && stage.kind !== 'open'
      ? { firstResponseAt: at }
      : {}),
    updatedAt: at,
  } satisfies Enquiry;
}

/** The stage a move asks for, refused when unknown, won (Admit does that) or lost unexplained. */
function stageFor(move: StageMove, settings: AdmissionsSettings): EnquiryStage {
  const stage = settings.stages.find((candidate) => candidate.id === move.stageId);
  if (!stage) return refuse('enquiry', 'stageId', UNKNOWN_STAGE_MESSAGE);
  if (stage.kind === 'won') refuse('enquiry', 'stageId', USE_ADMIT_MESSAGE);
  if (stage.kind === 'lost' && !settings.lostReasons.includes(move.lostReason ?? '')) {
    refuse('enquiry', 'lostReason', LOST_REASON_MESSAGE);
  }
  return stage;
}

/** Moves the enquiry to another stage (Lost with one of the owner's reasons). */
export function decideStageMove(
  enquiry: Enquiry,
  input: StageMove,
  settings: AdmissionsSettings,
  by: string,
  at: string,
): Enquiry {
  const move = validated(stageMoveSchema, input, 'enquiry');
  checkOpen(enquiry, settings.stages);
  const stage = stageFor(move, settings);
  if (stage.id === enquiry.stageId && stage.kind !== 'lost') return enquiry;
  const moved = atStage(enquiry, stage, move.lostReason, at);
  return {
    ...moved,
    events: appendEvent(enquiry, {
      at,
      by,
      kind: 'stage',
      stageId: stage.id,
      ...(stage.kind === 'lost' ? { lostReason: move.lostReason } : {}),
    }),
  };
}

/** What happened on a call or visit, the next step's time, and (chosen) a new stage. */
export function decideFollowUp(
  enquiry: Enquiry,
  input: FollowUpInput,
  settings: AdmissionsSettings,
  by: string,
  at: string,
): Enquiry {
  const followUp = validated(followUpSchema, input, 'enquiry');
  checkOpen(enquiry, settings.stages);
  // Compared as moments: the time may be written with an offset ("…T11:00+05:30").
  if (followUp.nextFollowUpAt !== '' && Date.parse(followUp.nextFollowUpAt) <= Date.parse(at)) {
    refuse('enquiry', 'nextFollowUpAt', FOLLOW_UP_IN_PAST_MESSAGE);
  }
  const stageId = followUp.stageId || enquiry.stageId;
  const stage =
    stageId === enquiry.stageId
      ? (settings.stages.find((candidate) => candidate.id === stageId) ??
        firstStageOf(settings.stages, 'open'))
      : stageFor({ stageId, lostReason: followUp.lostReason }, settings);
  const { nextFollowUpAt: _previous, ...withoutNext } = enquiry;
  const planned: Enquiry =
    followUp.nextFollowUpAt === ''
      ? withoutNext
      : { ...enquiry, nextFollowUpAt: new Date(followUp.nextFollowUpAt).toISOString() };
  const moved =
    stage.id === enquiry.stageId ? planned : atStage(planned, stage, followUp.lostReason, at);
  const events = appendEvent(enquiry, {
    at,
    by,
    kind: 'follow-up',
    outcome: followUp.outcome,
    ...(followUp.note === '' ? {} : { note: followUp.note }),
  });
  return {
    ...moved,
    firstResponseAt: enquiry.firstResponseAt ?? at,
    updatedAt: at,
    events:
      stage.id === enquiry.stageId
        ? events
        : [
            ...events,
            {
              at,
              by,
              kind: 'stage',
              stageId: stage.id,
              ...(stage.kind === 'lost' ? { lostReason: followUp.lostReason } : {}),
            },
          ],
  };
}

/** Gives the enquiry to a counsellor (one of `counsellorIds`), or to no one. */
export function decideAssign(
  enquiry: Enquiry,
  assigneeId: string,
  counsellorIds: readonly string[],
  by: string,
  at: string,
): Enquiry {
  if (assigneeId !== '' && !counsellorIds.includes(assigneeId)) {
    refuse('enquiry', 'assigneeId', NOT_A_COUNSELLOR_MESSAGE);
  }
  if ((enquiry.assigneeId ?? '') === assigneeId) return enquiry;
  const { assigneeId: _previous, ...rest } = enquiry;
  return {
    ...rest,
    ...(assigneeId === '' ? {} : { assigneeId }),
    updatedAt: at,
    events: appendEvent(enquiry, {
      at,
      by,
      kind: 'assigned',
      ...(assigneeId ? { assigneeId } : {}),
    }),
  };
}

/**
 * Merges `other` into `keep` (two enquiries the office knows are one person): `keep` gains the
 * other's contacts, history and what it lacked; `other` is closed, pointing at `keep`.
 */
export function decideMerge(
  keep: Enquiry,
  other: Enquiry,
  stages: readonly EnquiryStage[],
  by: string,
  at: string,
): { keep: Enquiry; other: Enquiry } {
  if (keep.id === other.id) refuse('enquiry', 'otherId', SAME_ENQUIRY_MESSAGE);
  checkOpen(keep, stages);
  checkOpen(other, stages);
  const reached = { ...other.reached };
  for (const [stageId, time] of Object.entries(keep.reached)) {
    if (reached[stageId] === undefined || time < reached[stageId]!) reached[stageId] = time;
  }
  const kept: Enquiry = {
    ...withDetailsFrom(keep, other),
    createdAt: keep.createdAt < other.createdAt ? keep.createdAt : other.createdAt,
    reached,
    updatedAt: at,
    contacts: [...keep.contacts, ...other.contacts]
      .sort((a, b) => a.at.localeCompare(b.at))
      .slice(-200),
    events: appendEvent(keep, {
      at,
      by,
      kind: 'merged',
      note: `Merged ${other.name} into this enquiry.`,
    }),
  };
  const { nextFollowUpAt: _next, ...closed } = other;
  return {
    keep: kept,
    other: {
      ...closed,
      mergedInto: keep.id,
      open: false,
      updatedAt: at,
      events: appendEvent(other, { at, by, kind: 'merged', note: `Merged into ${keep.name}.` }),
    },
  };
}

/** Admit as Student linked the new student: the enquiry is won. */
export function admittedEnquiry(
  enquiry: Enquiry,
  studentId: string,
  stages: readonly EnquiryStage[],
  by: string,
  at: string,
): Enquiry {
  checkOpen(enquiry, stages);
  const won = firstStageOf(stages, 'won');
  return {
    ...atStage(enquiry, won, undefined, at),
    studentId,
    events: appendEvent(enquiry, { at, by, kind: 'admitted', stageId: won.id }),
  };
}

/** An STSE registrant as a contact (a school's list: source School registration). */
export function contactOfCandidate(
  candidate: Pick<Candidate, 'id' | 'name' | 'mobile' | 'email' | 'currentClass' | 'schoolName'>,
  source: 'stse' | 'school',
): NewContactInput {
  return {
    source,
    name: candidate.name,
    mobile: candidate.mobile,
    email: candidate.email,
    currentClass: candidate.currentClass,
    schoolName: candidate.schoolName,
    interest: 'STSE',
    candidateId: candidate.id,
  };
}

/** Whether a registrant can be reached at all: a school's list may owe both for now. */
export const isReachable = (candidate: { mobile: string; email: string }) =>
  candidate.mobile !== '' || candidate.email !== '';
