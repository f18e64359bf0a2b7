// The office's changes to a student's parents, decided once for both modes: linking a mobile
// (a second guardian, say) and unlinking one (the record's own guardian mobile included). Each
// is one parent link per (mobile, student), its change audited.
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';
import { DataValidationError } from '../errors';
import {
  ADULTS_ONLY_MESSAGE,
  ALREADY_LINKED_MESSAGE,
  DEFAULT_PARENT_PREFERENCES,
  HIDDEN_FROM_PARENTS_MESSAGE,
  newParentLinkSchema,
  parentLinkSchema,
  parentPasswordSchema,
  parentPreferencesEditSchema,
} from '../schemas/parents';
import type { ParentPasswordEdit } from '../schemas/parents';
import type { ParentPreferences } from '../schemas/parents';
import type { NewParentLink, ParentLink } from '../schemas/parents';
import type { Student } from '../schemas';
import { isAdultOn, mobileKey, parentsOfStudent, savedParentPreferences } from '../rules/parents';
import { indiaDayOf } from '../rules/ledger';
import { created, edited } from './audit';
import type { AuditedChange } from './audit';

export const NOT_A_PARENT_MESSAGE = 'This mobile number is not one of the student’s parents.';

type Decided = { link: ParentLink; change: AuditedChange };

/** The link to store, and its audit entry; `existing` is the pair's link, if one is stored. */
function linkChange(existing: ParentLink | undefined, next: ParentLink): Decided {
  const link = existing ? { ...next, id: existing.id } : next;
  const change = existing ? edited('parentLink', existing, link) : created('parentLink', link);
  return { link, change: { ...change, studentId: link.studentId } };
}

/** Links a mobile to a student; refused when it is one of the student's parents already. */
export function decideLinkParent(
  student: Student,
  links: readonly ParentLink[],
  input: NewParentLink,
  now: Date,
): Decided {
  const { mobile, name } = validated(newParentLinkSchema, input, 'parent');
  const key = mobileKey(mobile);
  if (parentsOfStudent(student, links).some((parent) => parent.mobile === key)) {
    refuse('parent', 'mobile', ALREADY_LINKED_MESSAGE);
  }
  const existing = links.find((link) => link.studentId === student.id && link.mobile === key);
  const next = parentLinkSchema.parse({
    id: newId(),
    mobile: key,
    studentId: student.id,
    linked: true,
    name,
    at: now.toISOString(),
  });
  return linkChange(existing, next);
}

/** Takes a mobile away from a student's parents (the record's own one as well). */
export function decideUnlinkParent(
  student: Student,
  links: readonly ParentLink[],
  mobile: string,
  now: Date,
): Decided {
  const key = mobileKey(mobile);
  if (!parentsOfStudent(student, links).some((parent) => parent.mobile === key)) {
    refuse('parent', 'mobile', NOT_A_PARENT_MESSAGE);
  }
  const existing = links.find((link) => link.studentId === student.id && link.mobile === key);
  const next = parentLinkSchema.parse({
    id: newId(),
    mobile: key,
    studentId: student.id,
    linked: false,
    name: '',
    at: now.toISOString(),
  });
  return linkChange(existing, next);
}

/**
 * A student's choice to keep their attendance and results from their parents: only at 18 or
 * over (on the day in India); showing them again is always allowed.
 */
export function decideHiddenFromParents(
  student: Student,
  hidden: boolean,
  now: Date,
): { student: Student; change: AuditedChange } {
  if (hidden && !isAdultOn(student.dateOfBirth, indiaDayOf(now))) {
    refuse('student', 'hiddenFromParents', ADULTS_ONLY_MESSAGE);
  }
  const { hiddenFromParents: _was, ...rest } = student;
  const after: Student = hidden ? { ...rest, hiddenFromParents: true } : rest;
  return {
    student: after,
    change: { ...edited('student', student, after), studentId: student.id },
  };
}

/** A parent's message choices as saved: the edit checked, WhatsApp's opt-in kept or cleared. */
export function decideParentPreferences(
  before: ParentPreferences | undefined,
  input: unknown,
  now: Date,
): ParentPreferences {
  const edit = validated(parentPreferencesEditSchema, input, 'message preferences');
  return savedParentPreferences(before ?? DEFAULT_PARENT_PREFERENCES, edit, now);
}

/** A parent's new password as typed: at least 10 characters, the same twice. */
export function decideParentPassword(input: unknown): ParentPasswordEdit {
  return validated(parentPasswordSchema, input, 'password');
}

/** The words for a parent whose child keeps attendance and results to themselves, when that is
 *  why a read was refused (the pages say so in place of a failure). */
export function hiddenFromParentsReason(error: unknown): string | undefined {
  return error instanceof DataValidationError &&
    error.issues.some((issue) => issue.message === HIDDEN_FROM_PARENTS_MESSAGE)
    ? HIDDEN_FROM_PARENTS_MESSAGE
    : undefined;
}
