// Branches, decided once for the browser's repository core and the server: the first branch
// (the data from before branches, never created), a new branch's record with its unique code,
// an edit (the code stays: a receipt series is numbered by it), and the branch a student may join.
import { FIRST_BRANCH_ID } from '../constants';
import { branchEditSchema, branchSchema, newBranchSchema } from '../schemas';
import type { Branch, NewBranch, Student } from '../schemas';
import type { BranchCode } from '../rules/ledger';
import type { BranchFilter } from '../queries';
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';

export const DUPLICATE_BRANCH_CODE = 'Another branch has this code.';
export const FIRST_BRANCH_STAYS_ACTIVE = 'The first branch cannot be deactivated.';
export const CHOOSE_ACTIVE_BRANCH = 'Choose an active branch.';

/** The first branch until the owner edits it: the institute itself, under its own name. */
export const FIRST_BRANCH: Branch = Object.freeze({
  id: FIRST_BRANCH_ID,
  code: null,
  name: 'Sankalp Institute',
  address: '',
  active: true,
});

/**
 * Every branch, the first one first: the stored rows hold the further branches and, once the
 * owner has edited it, the first branch's own row.
 */
export function branchesWithFirst(stored: readonly Branch[]): Branch[] {
  const first = stored.find((branch) => branch.id === FIRST_BRANCH_ID) ?? FIRST_BRANCH;
  return [first, ...stored.filter((branch) => branch.id !== FIRST_BRANCH_ID)];
}

/** A record's branch: data from before branches has none, and is the first branch's. */
export const branchIdOf = (record: { branchId?: string | undefined }): string =>
  record.branchId ?? FIRST_BRANCH_ID;

/** Whether a record is among the branches a list reads (the one chosen, within any limit). */
export function inBranchFilter(filter: BranchFilter, record: { branchId?: string | undefined }) {
  const branchId = branchIdOf(record);
  return (
    (filter.branchId === undefined || branchId === filter.branchId) &&
    (filter.branchIds === undefined || filter.branchIds.includes(branchId))
  );
}

/** The ids of the students in the given branches (a staff member's branch limit). */
export const studentIdsInBranches = (
  students: readonly Student[],
  branchIds: readonly string[],
): Set<string> =>
  new Set(students.filter((student) => inBranchFilter({ branchIds }, student)).map((s) => s.id));

/**
 * A new ledger entry's branch field: none for the first branch, so the ledger of a one-branch
 * institute reads exactly as before branches.
 */
export const branchField = (branchId: string): { branchId?: string } =>
  branchId === FIRST_BRANCH_ID ? {} : { branchId };

/** The code a branch's numbers carry: none for the first branch or a branch not found. */
export function branchCodeOf(branchId: string, branches: readonly Branch[]): BranchCode {
  return branches.find((branch) => branch.id === branchId)?.code ?? null;
}

/** The new branch's record (active); a code another branch has is refused. */
export function newBranchRecord(
  newBranch: NewBranch,
  branches: readonly Pick<Branch, 'code'>[],
): Branch {
  const input = validated(newBranchSchema, newBranch, 'branch');
  if (branches.some((branch) => branch.code === input.code)) {
    refuse('branch', 'code', DUPLICATE_BRANCH_CODE);
  }
  return validated(branchSchema, { ...input, id: newId(), active: true }, 'branch');
}

/** The stored branch with the edit's name, address and active; the first stays active. */
export function editedBranch(edit: unknown, stored: Branch): Branch {
  const input = validated(branchEditSchema, edit, 'branch');
  if (stored.id === FIRST_BRANCH_ID && !input.active) {
    refuse('branch', 'active', FIRST_BRANCH_STAYS_ACTIVE);
  }
  return { ...stored, ...input };
}

/**
 * The branch a student is added to or moved to (`chosen`, none: stays as it is): one of the
 * active branches. A student may stay at a branch since deactivated.
 */
export function checkStudentBranch(
  chosen: string | undefined,
  current: string | undefined,
  branches: readonly Branch[],
): void {
  if (chosen === undefined || chosen === current) return;
  if (!branches.some((branch) => branch.id === chosen && branch.active)) {
    refuse('student', 'branchId', CHOOSE_ACTIVE_BRANCH);
  }
}
