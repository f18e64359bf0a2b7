import type { Candidate } from '@/data';
import { numberColumn, textColumn } from '@/ui';
import type { DataTableColumn } from '@/ui';

/** Who the candidate is: the first columns of every admin table of candidates. */
export const candidateIdentityColumns: readonly DataTableColumn<Candidate>[] = [
  textColumn('rollNo', 'Roll No.', (candidate) => candidate.rollNo),
  textColumn('name', 'Name', (candidate) => candidate.name),
  numberColumn('class', 'Class', (candidate) => candidate.currentClass),
];

export const candidateRowId = (candidate: Candidate) => candidate.id;
