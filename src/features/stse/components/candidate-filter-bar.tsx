import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CLASSES, useData, useLiveQuery } from '@/data';
import type {
  Candidate,
  CandidateFilter,
  CandidateSortKey,
  ClassLevel,
  LiveQuery,
  Page,
} from '@/data';
import { FILTER_ALL, querySort, SearchFilterBar, useSearchFilter, useTablePaging } from '@/ui';
import type { RemoteRows, SearchFilter } from '@/ui';

const classOptions = CLASSES.map((level) => ({ value: String(level), label: String(level) }));

export type CandidateFiltering = {
  state: SearchFilter;
  /** What the search box and the class filter ask the repository for. */
  filter: CandidateFilter;
  /** Changes whenever the filter does (paging starts again, select all fetches again). */
  filterKey: string;
  /** Whether either filter is narrowing the list. */
  narrowed: boolean;
};

/** The search and class filter of a candidate table. */
export function useCandidateFiltering(): CandidateFiltering {
  const state = useSearchFilter();
  const search = state.search.trim();
  const classLevel = state.filter === FILTER_ALL ? undefined : (Number(state.filter) as ClassLevel);
  const filter = useMemo(
    (): CandidateFilter => ({ search: search === '' ? undefined : search, classLevel }),
    [search, classLevel],
  );
  return {
    state,
    filter,
    filterKey: `${classLevel ?? FILTER_ALL}|${search.toLowerCase()}`,
    narrowed: state.narrowed,
  };
}

/**
 * The page of candidates a remote DataTable shows: the repository filters, sorts and pages, so
 * the screen never holds more than one page; select all asks for every matching id.
 * `sortKeys` maps the sortable columns' ids to the query's sort keys.
 */
export function useCandidatePage(
  filtering: CandidateFiltering,
  sortKeys: Readonly<Record<string, CandidateSortKey>>,
): { query: LiveQuery<Page<Candidate>>; remote: RemoteRows } {
  const repository = useData();
  const { filter, filterKey } = filtering;
  const paging = useTablePaging({ filterKey });
  const { page, pageSize } = paging.state;
  const sort = querySort(paging.state.sort, sortKeys);
  const query = useLiveQuery(
    (source) => source.queryCandidates({ ...filter, page, pageSize, sort }),
    [filterKey, page, pageSize, sort?.by, sort?.direction],
    ['stseCandidates'],
  );
  return {
    query,
    remote: {
      total: query.data?.total ?? 0,
      shown: query.data,
      ...paging,
      filterKey,
      allRowIds: () => repository.candidateIds(filter),
    },
  };
}

/** Search (name, roll number, school, mobile) and class filter, for a DataTable's toolbar. */
export function CandidateFilterBar({ filtering }: { filtering: CandidateFiltering }) {
  const { t } = useLingui();
  return (
    <SearchFilterBar
      state={filtering.state}
      label={t`Filter candidates`}
      searchLabel={t`Search candidates`}
      searchPlaceholder={t`Name, roll no., school or mobile`}
      filterLabel={t`Class`}
      filterOptions={classOptions}
    />
  );
}
