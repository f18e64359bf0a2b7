// Branches in the browser-only mode: one stored list; the first branch is in it only once edited.
import type { Branch, NewBranch } from '../../schemas';
import { branchSchema } from '../../schemas';
import { branchesWithFirst, editedBranch, newBranchRecord } from '../../operations/branches';
import { created, edited } from '../../operations/audit';
import { validated } from '../../core/validate';
import { FIRST_BRANCH_ID } from '../../constants';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById } from './stored-lists';

export async function listBranches(context: LocalContext): Promise<Branch[]> {
  return branchesWithFirst(await context.store.read('branches'));
}

export async function addBranch(context: LocalContext, newBranch: NewBranch): Promise<Branch> {
  return auditedUpdate(context, ['branches'], ({ branches }) => {
    const branch = newBranchRecord(newBranch, branchesWithFirst(branches));
    return {
      write: { branches: [...branches, branch] },
      result: branch,
      audit: [created('branch', branch)],
    };
  });
}

export async function updateBranch(context: LocalContext, branch: Branch): Promise<Branch> {
  const input = validated(branchSchema, branch, 'branch');
  return auditedUpdate(context, ['branches'], ({ branches }) => {
    const found = findById(branchesWithFirst(branches), input.id, 'branch');
    const updated = editedBranch(input, found);
    // The first branch's row is stored once it is edited (before, it was FIRST_BRANCH).
    const list =
      input.id === FIRST_BRANCH_ID
        ? [updated, ...branches.filter((stored) => stored.id !== FIRST_BRANCH_ID)]
        : branches.map((stored) => (stored.id === input.id ? updated : stored));
    return {
      write: { branches: list },
      result: updated,
      audit: [edited('branch', found, updated)],
    };
  });
}
