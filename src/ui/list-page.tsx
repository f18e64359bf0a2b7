import type { ReactNode } from 'react';
import { DataTable } from './data-table/data-table';
import type { DataTableProps } from './data-table/data-table';
import { RemoteDataTable } from './data-table/remote-data-table';
import type { RemoteDataTableProps } from './data-table/remote-data-table';
import type { RemoteRows } from './data-table/types';
import { LoadError } from './load-error';
import styles from './list-page.module.css';
import { PageContainer } from './page-container';

export type ListPageProps = {
  title: string;
  lead?: ReactNode;
  /** Buttons above the list, at its right, e.g. Add. */
  actions?: ReactNode;
  /** A message above the list, e.g. why a delete failed. */
  notice?: ReactNode;
  /** The list (often a ListTable) and any dialogs it opens. */
  children: ReactNode;
};

/**
 * The frame of a management list page: the title and lead, the actions at the right above the
 * list, a notice, then the list at the page's width (a wide table scrolls in its own region).
 */
export function ListPage({ title, lead, actions, notice, children }: ListPageProps) {
  return (
    <PageContainer title={title} lead={lead}>
      <div className={styles.content}>
        {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
        {notice}
        {children}
      </div>
    </PageContainer>
  );
}

/** The state of a read, whatever it returns, e.g. what useLiveQuery returns. */
export type ReadState = {
  status: 'loading' | 'success' | 'error';
  error?: unknown;
  reload: () => void;
};

/** A read of the list's records. */
export type ListQuery<Row> = ReadState & { data?: readonly Row[] };

/** The rows: the query's, or others given, e.g. after a search or a page read from a source. */
type ListRows<Row> =
  | {
      query: ListQuery<Row>;
      /** The rows to show when they are not all of the query's, e.g. after a search. */
      rows?: readonly Row[];
    }
  | { query: ReadState; rows: readonly Row[] };

type ListTableOwnProps<Row> = ListRows<Row> & {
  /** Shown when there are no rows; "No data available." unless given. */
  emptyMessage?: ReactNode;
  /** What could not be loaded, e.g. "The schools could not be loaded." */
  loadErrorTitle: string;
  /** Why, written for people (the data layer's describeError). */
  describeError: (error: unknown) => string;
};

export type ListTableProps<Row extends { id: string }> = Pick<
  DataTableProps<Row>,
  'caption' | 'columns' | 'toolbar' | 'initialSort' | 'defaultPageSize'
> &
  ListTableOwnProps<Row>;

export type RemoteListTableProps<Row extends { id: string }> = Pick<
  RemoteDataTableProps<Row>,
  'caption' | 'columns' | 'toolbar' | keyof RemoteRows
> &
  ListTableOwnProps<Row>;

/**
 * A DataTable over a read: placeholder rows while it loads, and on failure the reason with a
 * Try again button in place of the table.
 */
export function ListTable<Row extends { id: string }>({
  query,
  rows,
  emptyMessage,
  loadErrorTitle,
  describeError,
  ...table
}: ListTableProps<Row>) {
  if (query.status === 'error') {
    return <ListLoadError query={query} title={loadErrorTitle} describeError={describeError} />;
  }
  return (
    <DataTable
      {...table}
      rows={rows ?? (query as ListQuery<Row>).data ?? []}
      getRowId={rowId}
      status={query.status === 'loading' ? 'loading' : 'ready'}
      emptyMessage={emptyMessage}
    />
  );
}

/** ListTable over a RemoteDataTable: `rows` is the page the read returned. */
export function RemoteListTable<Row extends { id: string }>({
  query,
  rows,
  emptyMessage,
  loadErrorTitle,
  describeError,
  ...table
}: RemoteListTableProps<Row>) {
  if (query.status === 'error') {
    return <ListLoadError query={query} title={loadErrorTitle} describeError={describeError} />;
  }
  return (
    <RemoteDataTable
      {...table}
      rows={rows ?? (query as ListQuery<Row>).data ?? []}
      getRowId={rowId}
      status={query.status === 'loading' ? 'loading' : 'ready'}
      emptyMessage={emptyMessage}
    />
  );
}

function ListLoadError({
  query,
  title,
  describeError,
}: {
  query: ReadState;
  title: string;
  describeError: (error: unknown) => string;
}) {
  return (
    <LoadError
      title={title}
      message={describeError(query.error)}
      onRetry={query.reload}
      size="sm"
    />
  );
}

const rowId = (row: { id: string }) => row.id;
