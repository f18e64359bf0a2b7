import { Trans } from '@lingui/react/macro';
import type { Candidate, CandidateSortKey } from '@/data';
import type { DataTableColumn } from '@/ui';

/** Who the candidate is: the first columns of every admin table of candidates (headers translate as they render). */
export const candidateIdentityColumns: readonly DataTableColumn<Candidate>[] = [
  {
    id: 'rollNo',
    header: <Trans>Roll No.</Trans>,
    cell: (candidate) => candidate.rollNo,
    sortable: true,
  },
  { id: 'name', header: <Trans>Name</Trans>, cell: (candidate) => candidate.name, sortable: true },
  {
    id: 'class',
    header: <Trans>Class</Trans>,
    cell: (candidate) => candidate.currentClass,
    sortable: true,
    align: 'end',
  },
];

/** The query's sort keys of the identity columns (the ids match the keys). */
export const candidateIdentitySortKeys = {
  rollNo: 'rollNo',
  name: 'name',
  class: 'class',
} as const satisfies Record<string, CandidateSortKey>;

export const candidateRowId = (candidate: Candidate) => candidate.id;
