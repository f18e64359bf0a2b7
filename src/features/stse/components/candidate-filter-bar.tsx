import { useDeferredValue, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { CLASSES } from '@/data';
import type { Candidate } from '@/data';
import { Form, Select, TextField } from '@/ui';
import { ALL_CLASSES, filterCandidates, indexCandidates } from '../model/candidate-filter';
import type { CandidateFilters } from '../model/candidate-filter';
import styles from './candidate-filter-bar.module.css';

const classOptions = [
  { value: ALL_CLASSES, label: 'All' },
  ...CLASSES.map((level) => ({ value: String(level), label: String(level) })),
];

export type CandidateFiltering = {
  form: UseFormReturn<CandidateFilters>;
  /** The candidates the search and class filter let through, in the list's order. */
  rows: Candidate[];
  /** Whether either filter is narrowing the list. */
  narrowed: boolean;
};

/**
 * The filter state of a candidate table. The search is deferred, so typing stays smooth over
 * 10,000 rows: React filters with the previous text until it has time for the new one.
 */
export function useCandidateFiltering(candidates: readonly Candidate[] | undefined) {
  const form = useForm<CandidateFilters>({
    defaultValues: { search: '', classFilter: ALL_CLASSES },
  });
  const search = useWatch({ control: form.control, name: 'search' });
  const classFilter = useWatch({ control: form.control, name: 'classFilter' });
  const deferredSearch = useDeferredValue(search);
  const index = useMemo(() => indexCandidates(candidates ?? []), [candidates]);
  const rows = useMemo(
    () => filterCandidates(index, { search: deferredSearch, classFilter }),
    [index, deferredSearch, classFilter],
  );
  const narrowed = search.trim() !== '' || classFilter !== ALL_CLASSES;
  return { form, rows, narrowed } satisfies CandidateFiltering;
}

// Results follow every keystroke, so Enter has nothing left to do (the form only stops the
// browser from reloading the page).
const keepResults = () => undefined;

/** Search (name, roll number, school, mobile) and class filter, for a DataTable's toolbar. */
export function CandidateFilterBar({ filtering }: { filtering: CandidateFiltering }) {
  return (
    <Form
      form={filtering.form}
      onSubmit={keepResults}
      role="search"
      aria-label="Filter candidates"
      className={styles.bar}
    >
      <TextField<CandidateFilters>
        name="search"
        type="search"
        label="Search candidates"
        placeholder="Name, roll no., school or mobile"
        autoComplete="off"
        className={styles.search}
      />
      <Select<CandidateFilters>
        name="classFilter"
        label="Class"
        options={classOptions}
        className={styles.classFilter}
      />
    </Form>
  );
}
