// Search and class filter shared by the Candidates and Results Entry tabs. Built for 10,000
// candidates: the lower-cased search text is made once per list, not once per keystroke.
import type { Candidate, ClassLevel } from '@/data';
import { FILTER_ALL } from '@/ui';

/** All classes (the filter bars' one "All" value) or a class as the select gives it ('9'-'12'). */
export type ClassFilter = typeof FILTER_ALL | `${ClassLevel}`;

export type CandidateFilters = { search: string; classFilter: ClassFilter };

type CandidateSearchIndex = readonly { candidate: Candidate; text: string }[];

/** Name, roll number, school and mobile, lower-cased; a line break keeps fields apart. */
export function indexCandidates(candidates: readonly Candidate[]): CandidateSearchIndex {
  return candidates.map((candidate) => ({
    candidate,
    text: [candidate.name, candidate.rollNo, candidate.schoolName, candidate.mobile]
      .join('\n')
      .toLowerCase(),
  }));
}

/** The candidates matching the search (ignoring case) and the class, in the list's order. */
export function filterCandidates(
  index: CandidateSearchIndex,
  { search, classFilter }: CandidateFilters,
): Candidate[] {
  const query = search.trim().toLowerCase();
  const wantedClass = classFilter === FILTER_ALL ? undefined : Number(classFilter);
  const matches: Candidate[] = [];
  for (const { candidate, text } of index) {
    if (wantedClass !== undefined && candidate.currentClass !== wantedClass) continue;
    if (query !== '' && !text.includes(query)) continue;
    matches.push(candidate);
  }
  return matches;
}
