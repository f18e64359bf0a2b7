// Branches: the institute's centres (Kota, Jaipur, Delhi). The first branch is the data from
// before branches; each further one has a code its receipt numbers carry.
import { z } from 'zod';
import { BRANCH_CODE_PATTERN, RESERVED_BRANCH_CODES, TEXT_LIMITS } from '../constants';
import { idField, limited, required } from './fields';

export const BRANCH_CODE_MESSAGE = 'Code must be 2 to 6 capital letters, e.g. JAI.';
export const RESERVED_BRANCH_CODE_MESSAGE = 'CN cannot be a code: it marks credit notes.';

const branchCodeField = z
  .string({ error: 'Code is required.' })
  .trim()
  .regex(BRANCH_CODE_PATTERN, BRANCH_CODE_MESSAGE)
  .refine((code) => !RESERVED_BRANCH_CODES.includes(code), RESERVED_BRANCH_CODE_MESSAGE);

export const branchSchema = z.object({
  id: idField,
  /** None for the first branch: its receipts keep the series from before branches. */
  code: branchCodeField.nullable(),
  name: required('Name', TEXT_LIMITS.name),
  address: limited('Address', TEXT_LIMITS.address, z.string().trim()).default(''),
  active: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

/** The Add Branch form: a new branch is active. */
export const newBranchSchema = z.object({
  code: branchCodeField,
  name: branchSchema.shape.name,
  address: branchSchema.shape.address,
});
export type NewBranch = z.infer<typeof newBranchSchema>;
export type NewBranchInput = z.input<typeof newBranchSchema>;

/** The Edit Branch form: the code stays (a series is numbered by it). */
export const branchEditSchema = branchSchema.pick({ name: true, address: true, active: true });
export type BranchEdit = z.infer<typeof branchEditSchema>;
export type BranchEditInput = z.input<typeof branchEditSchema>;
