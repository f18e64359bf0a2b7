import { useMemo } from 'react';
import { CLASSES } from '@/data';
import type { Candidate } from '@/data';
import { SearchFilterBar, useSearchFilter } from '@/ui';
import type { SearchFilter } from '@/ui';
import { filterCandidates, indexCandidates } from '../model/candidate-filter';
import type { ClassFilter } from '../model/candidate-filter';

const classOptions = CLASSES.map((level) => ({ value: String(level), label: String(level) }));

export type CandidateFiltering = {
  state: SearchFilter;
  /** The candidates the search and class filter let through, in the list's order. */
  rows: Candidate[];
  /** Whether either filter is narrowing the list. */
  narrowed: boolean;
};

/** The filter state of a candidate table, over 10,000 rows. */
export function useCandidateFiltering(candidates: readonly Candidate[] | undefined) {
  const state = useSearchFilter();
  const index = useMemo(() => indexCandidates(candidates ?? []), [candidates]);
  const { search, filter } = state;
  const rows = useMemo(
    () => filterCandidates(index, { search, classFilter: filter as ClassFilter }),
    [index, search, filter],
  );
  return { state, rows, narrowed: state.narrowed } satisfies CandidateFiltering;
}

/** Search (name, roll number, school, mobile) and class filter, for a DataTable's toolbar. */
export function CandidateFilterBar({ filtering }: { filtering: CandidateFiltering }) {
  return (
    <SearchFilterBar
      state={filtering.state}
      label="Filter candidates"
      searchLabel="Search candidates"
      searchPlaceholder="Name, roll no., school or mobile"
      filterLabel="Class"
      filterOptions={classOptions}
    />
  );
}
