import { useLiveQuery } from '@/data';
import type { SelectOption } from '@/ui';

/** The institute's active branches as a select's options (a Branch field shows for two or more). */
export function useActiveBranchOptions(): SelectOption[] {
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  return (branches.data ?? [])
    .filter((branch) => branch.active)
    .map((branch) => ({ value: branch.id, label: branch.name }));
}
