// What a school sees of its candidates before the STSE results are published: their registrations
// only. The results (marks, Absent, the scholarship tier and an admission that follows from it)
// reach everyone at once, when the admin publishes them; until then the public lookup says "not
// published", and a school's lists and their order must not tell it either. The server's policy
// (definitions/candidates.ts) and the browser-only adapters (adapters/local/queries.ts) both
// apply these.
import { refuse } from '../core/validate';
import type { CandidateSortKey, Page, Sort } from '../queries';
import type { AuditActor, Candidate, Settings } from '../schemas';

export const RESULTS_SORT_MESSAGE =
  'Candidates can be sorted by marks once the STSE results are published.';

/** The sort keys whose order would tell the results. */
const RESULT_SORT_KEYS: readonly CandidateSortKey[] = ['marks'];

/** Whether this caller sees candidates without their results: a school, before publication. */
export function resultsHiddenFrom(role: AuditActor['role'], settings: Settings): boolean {
  return role === 'school' && !settings.stse.resultsPublished;
}

/** The candidate as registered: no marks, Absent, scholarship or admission. */
export function withoutResults(candidate: Candidate): Candidate {
  const {
    marks: _marks,
    absent: _absent,
    scholarship: _scholarship,
    admission: _admission,
    ...registration
  } = candidate;
  return registration;
}

export function pageWithoutResults(page: Page<Candidate>): Page<Candidate> {
  return { ...page, rows: page.rows.map(withoutResults) };
}

/** Refuses an order by marks while the results are hidden from the caller. */
export function refuseResultsOrder(sort: Sort<CandidateSortKey> | undefined): void {
  if (sort && RESULT_SORT_KEYS.includes(sort.by)) refuse('query', 'sort', RESULTS_SORT_MESSAGE);
}
