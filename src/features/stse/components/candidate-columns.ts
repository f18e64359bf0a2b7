import type { Candidate } from '@/data';
import type { DataTableColumn } from '@/ui';

/** Who the candidate is: the first columns of every admin table of candidates. */
export const candidateIdentityColumns: readonly DataTableColumn<Candidate>[] = [
  {
    id: 'rollNo',
    header: 'Roll No.',
    cell: (candidate) => candidate.rollNo,
    sortValue: (candidate) => candidate.rollNo,
  },
  {
    id: 'name',
    header: 'Name',
    cell: (candidate) => candidate.name,
    sortValue: (candidate) => candidate.name,
  },
  {
    id: 'class',
    header: 'Class',
    cell: (candidate) => candidate.currentClass,
    sortValue: (candidate) => candidate.currentClass,
    align: 'end',
  },
];

export const candidateRowId = (candidate: Candidate) => candidate.id;
