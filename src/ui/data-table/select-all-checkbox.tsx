import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './data-table.module.css';

/**
 * Selects or clears every row the filters let through, on every page. A local table knows their
 * ids (`rowIds`); a remote one holds one page, so it fetches them when asked (`fetchRowIds`) and
 * keeps them until the filters (`filterKey`) change.
 */
export function SelectAllCheckbox({
  rowIds,
  fetchRowIds,
  filterKey = '',
  pageRowIds,
  empty,
  selectedIds,
  onSelectedIdsChange,
  disabled,
}: {
  rowIds?: readonly string[] | undefined;
  fetchRowIds?: (() => Promise<readonly string[]>) | undefined;
  filterKey?: string;
  pageRowIds: readonly string[];
  empty: boolean;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (selectedIds: ReadonlySet<string>) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLInputElement>(null);
  const [fetched, setFetched] = useState<{ key: string; ids: readonly string[] }>();
  const [fetching, setFetching] = useState(false);
  const allIds = rowIds ?? (fetched?.key === filterKey ? fetched.ids : undefined);

  let state: 'none' | 'some' | 'all';
  if (allIds) {
    let selectedCount = 0;
    for (const id of allIds) if (selectedIds.has(id)) selectedCount += 1;
    state = selectedCount === 0 ? 'none' : selectedCount === allIds.length ? 'all' : 'some';
  } else {
    state = pageRowIds.some((id) => selectedIds.has(id)) ? 'some' : 'none';
  }

  // "indeterminate" exists only as a DOM property, not as an attribute React can render.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);

  async function toggleAll() {
    if (state === 'all' && allIds) {
      const next = new Set(selectedIds);
      for (const id of allIds) next.delete(id);
      onSelectedIdsChange(next);
      return;
    }
    let ids = allIds;
    if (!ids) {
      if (!fetchRowIds) return;
      setFetching(true);
      try {
        ids = await fetchRowIds();
        setFetched({ key: filterKey, ids });
      } finally {
        setFetching(false);
      }
    }
    onSelectedIdsChange(new Set([...selectedIds, ...ids]));
  }

  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={state === 'all'}
      onChange={() => void toggleAll()}
      disabled={disabled || fetching || empty || (!allIds && !fetchRowIds)}
      aria-busy={fetching || undefined}
      aria-label={t`Select all rows`}
    />
  );
}
