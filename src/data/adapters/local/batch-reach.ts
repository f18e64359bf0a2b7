// Which batches a caller reaches in the browser-only mode (the policy's BatchFilter): kept apart
// from the operations' modules, whose every export is an operation.
import type { BatchFilter } from '../../queries';
import type { Batch } from '../../schemas/batches';
import type { Session } from '../../schemas/timetable';
import { inBranchFilter } from '../../operations/branches';
import { teachesIn } from '../../operations/batches';
import { NotFoundError } from '../../errors';
import { findById } from './stored-lists';

/** Whether the filter (the caller's reach, set by the policy) lets the batch through. */
export const reaches = (filter: BatchFilter, batch: Batch) =>
  inBranchFilter({ branchIds: filter.branchIds }, batch) &&
  (filter.teacherId === undefined || teachesIn(batch, filter.teacherId));

/** The batch of this id the filter reaches, or not found (another's batch is none of theirs). */
export function reachedBatch(batches: readonly Batch[], id: string, filter: BatchFilter): Batch {
  const batch = findById(batches, id, 'batch');
  if (!reaches(filter, batch)) throw new NotFoundError('batch', id);
  return batch;
}

/** A session the caller reaches: of a batch they reach, or a class they take themselves. */
export function reachesSession(
  filter: BatchFilter,
  session: Session,
  batches: readonly Session['batchId'][],
) {
  return (
    batches.includes(session.batchId) ||
    (filter.teacherId !== undefined &&
      session.staffId === filter.teacherId &&
      inBranchFilter({ branchIds: filter.branchIds }, session))
  );
}
