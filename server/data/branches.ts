// Branches: a row for each further branch, and for the first branch once the owner edits it
// (until then it is FIRST_BRANCH, never created). A code is unique (branches_code), so two
// branches added at once with one code cannot both be stored.
import { asc, eq } from 'drizzle-orm';
import {
  DUPLICATE_BRANCH_CODE,
  FIRST_BRANCH_ID,
  NotFoundError,
  branchSchema,
  branchesWithFirst,
  created,
  edited,
  editedBranch,
  newBranchRecord,
  newBranchSchema,
  refuse,
  validated,
} from '../../src/data/server';
import type { Branch, BranchCode, NewBranch } from '../../src/data/server';
import * as t from '../db/schema';
import { audit, docs, violates } from './context';
import type { DataContext, Runner } from './context';

/** Every branch, the first one first (branchesWithFirst). */
export async function readBranches(runner: Runner): Promise<Branch[]> {
  const rows = await runner
    .select({ doc: t.branches.doc })
    .from(t.branches)
    .orderBy(asc(t.branches.seq));
  return branchesWithFirst(docs(rows));
}

/** The code a branch's receipt and credit-note numbers carry: none for the first branch. */
export async function branchCodeOf(runner: Runner, branchId: string): Promise<BranchCode> {
  if (branchId === FIRST_BRANCH_ID) return null;
  const [row] = await runner
    .select({ code: t.branches.code })
    .from(t.branches)
    .where(eq(t.branches.id, branchId));
  return row?.code ?? null;
}

export const branchRow = (branch: Branch) => ({ id: branch.id, code: branch.code, doc: branch });

/** Writes a branch's row; another branch taking its code meanwhile is refused as taken. */
async function writeBranch(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (violates(error, 'branches_code')) refuse('branch', 'code', DUPLICATE_BRANCH_CODE);
    throw error;
  }
}

async function listBranches({ db }: DataContext): Promise<Branch[]> {
  return readBranches(db);
}

async function addBranch(context: DataContext, newBranch: NewBranch): Promise<Branch> {
  const input = validated(newBranchSchema, newBranch, 'branch');
  return context.db.transaction(async (tx) => {
    const branch = newBranchRecord(input, await readBranches(tx));
    await writeBranch(() => tx.insert(t.branches).values(branchRow(branch)));
    await audit(context, tx, [created('branch', branch)]);
    return branch;
  });
}

async function updateBranch(context: DataContext, branch: Branch): Promise<Branch> {
  const input = validated(branchSchema, branch, 'branch');
  return context.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ doc: t.branches.doc })
      .from(t.branches)
      .where(eq(t.branches.id, input.id))
      .for('update');
    const found = stored?.doc ?? branchesWithFirst([]).find((first) => first.id === input.id);
    if (!found) throw new NotFoundError('branch', input.id);
    const updated = editedBranch(input, found);
    // The first branch's row is written the first time it is edited.
    await writeBranch(() =>
      tx
        .insert(t.branches)
        .values(branchRow(updated))
        .onConflictDoUpdate({ target: t.branches.id, set: { doc: updated } }),
    );
    await audit(context, tx, [edited('branch', found, updated)]);
    return updated;
  });
}

export const branchOperations = { listBranches, addBranch, updateBranch };
