import { useDeferredValue } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { Form } from './form/form';
import { Select } from './form/select';
import type { SelectOption } from './form/select';
import { TextField } from './form/text-field';
import tableStyles from './data-table/data-table.module.css';
import styles from './search-filter.module.css';
import { cn } from './cn';

/** The filter's value for "All": the one sentinel every search-and-filter bar uses. */
export const FILTER_ALL = 'all';

export type SearchFilterValues = { search: string; filter: string; secondFilter: string };

export type SearchFilter = {
  form: UseFormReturn<SearchFilterValues>;
  /**
   * The search text, deferred: typing stays smooth over thousands of rows, as React filters
   * with the previous text until it has time for the new one.
   */
  search: string;
  /** FILTER_ALL or the chosen option's value. */
  filter: string;
  /** The second filter's (when the bar has one): FILTER_ALL or the chosen option's value. */
  secondFilter: string;
  /** Whether the search or the filter is narrowing the list (e.g. to word its empty message). */
  narrowed: boolean;
};

/** The state of a SearchFilterBar: empty search, filter on All. */
export function useSearchFilter(): SearchFilter {
  const form = useForm<SearchFilterValues>({
    defaultValues: { search: '', filter: FILTER_ALL, secondFilter: FILTER_ALL },
  });
  const [search = '', filter = FILTER_ALL, secondFilter = FILTER_ALL] = useWatch({
    control: form.control,
    name: ['search', 'filter', 'secondFilter'],
  });
  const deferredSearch = useDeferredValue(search);
  return {
    form,
    search: deferredSearch,
    filter,
    secondFilter,
    narrowed: search.trim() !== '' || filter !== FILTER_ALL || secondFilter !== FILTER_ALL,
  };
}

export type SearchFilterBarProps = {
  state: SearchFilter;
  /** Names the search landmark, e.g. "Filter candidates". */
  label: string;
  searchLabel: string;
  searchPlaceholder?: string;
  filterLabel: string;
  /** The filter's choices; "All" comes first on its own. */
  filterOptions: readonly SelectOption[];
  /** A second filter beside the first (e.g. Batch beside Class), when there is one. */
  second?: { label: string; options: readonly SelectOption[] } | undefined;
};

// Results follow every keystroke, so Enter has nothing left to do (the form only stops the
// browser from reloading the page).
const keepResults = () => undefined;

/** A search box and one filter, for a DataTable's toolbar; the list follows every change. */
export function SearchFilterBar({
  state,
  label,
  searchLabel,
  searchPlaceholder,
  filterLabel,
  filterOptions,
  second,
}: SearchFilterBarProps) {
  const { t } = useLingui();
  const all = { value: FILTER_ALL, label: t`All` };
  return (
    <Form
      form={state.form}
      onSubmit={keepResults}
      role="search"
      aria-label={label}
      className={cn(tableStyles.toolbar, styles.bar)}
    >
      <TextField<SearchFilterValues>
        name="search"
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        autoComplete="off"
        className={styles.search}
      />
      <Select<SearchFilterValues>
        name="filter"
        label={filterLabel}
        options={[all, ...filterOptions]}
        className={styles.filter}
      />
      {second ? (
        <Select<SearchFilterValues>
          name="secondFilter"
          label={second.label}
          options={[all, ...second.options]}
          className={styles.filter}
        />
      ) : null}
    </Form>
  );
}
