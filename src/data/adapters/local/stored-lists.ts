// How the local operations find and replace records in a stored list (a frozen array).
import { NotFoundError } from '../../errors';

/**
 * Newest first by the given time; records with the same time keep "stored later comes first",
 * so a batch registered in one instant still lists its last row first.
 */
export function newestFirst<T>(items: readonly T[], time: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, at: Date.parse(time(item)) }))
    .sort((first, second) => second.at - first.at || second.index - first.index)
    .map(({ item }) => item);
}

/** A copy of the list with the record of this id replaced, or a NotFoundError. */
export function replaceById<T extends { id: string }>(
  list: readonly T[],
  id: string,
  entity: string,
  replace: (found: T) => T,
): { list: T[]; updated: T; found: T } {
  const index = list.findIndex((item) => item.id === id);
  const found = list[index];
  if (found === undefined) throw new NotFoundError(entity, id);
  const updated = replace(found);
  return { list: list.with(index, updated), updated, found };
}

export function findById<T extends { id: string }>(
  list: readonly T[],
  id: string,
  entity: string,
): T {
  const found = list.find((item) => item.id === id);
  if (found === undefined) throw new NotFoundError(entity, id);
  return found;
}
