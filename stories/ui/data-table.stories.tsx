import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  DataTable,
  Money,
  moneyColumn,
  numberColumn,
  RemoteDataTable,
  textColumn,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn, DataTableProps, TablePaging } from '@/ui';

type StudentRow = {
  id: string;
  rollNo: string;
  name: string;
  currentClass: number;
  fee: number;
  mobile: string;
};

const firstNames = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha', 'Vihaan', 'Ananya'];
const lastNames = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Khan', 'Das'];

/** Deterministic rows, so every run of a story sees the same table. */
function makeStudents(count: number): StudentRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index + 1}`,
    rollNo: `SANK26${String(9 + (index % 4)).padStart(2, '0')}${String(index + 1).padStart(5, '0')}`,
    name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]}`,
    currentClass: 9 + (index % 4),
    fee: 40000 + (index % 5) * 10000,
    mobile: String(9800000000 + index),
  }));
}

const twelveStudents = makeStudents(12);
const tenThousandStudents = makeStudents(10_000);
const longNameStudents: StudentRow[] = [
  {
    id: 'l1',
    rollNo: 'SANK26120001',
    name: 'Venkata Subrahmanya Lakshminarasimha Chakravarthy Bhattacharyya Ramaswamy',
    currentClass: 12,
    fee: 120000,
    mobile: '9876543210',
  },
  ...makeStudents(4),
];

// Module-level columns: sorting is cached on these sortValue functions.
const columns: readonly DataTableColumn<StudentRow>[] = [
  { id: 'rollNo', header: 'Roll No', cell: (row) => row.rollNo, sortValue: (row) => row.rollNo },
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    id: 'class',
    header: 'Class',
    cell: (row) => row.currentClass,
    sortValue: (row) => row.currentClass,
    align: 'end',
    width: '6rem',
  },
  {
    id: 'fee',
    header: 'Total fee',
    cell: (row) => <Money amount={row.fee} />,
    sortValue: (row) => row.fee,
    align: 'end',
  },
  { id: 'mobile', header: 'Mobile', cell: (row) => row.mobile },
];

const getRowId = (row: StudentRow) => row.id;
const getRowLabel = (row: StudentRow) => `${row.name} (${row.rollNo})`;

type StudentTableProps = Pick<
  DataTableProps<StudentRow>,
  'caption' | 'captionVisibility' | 'emptyMessage' | 'status' | 'defaultPageSize' | 'initialSort'
> & {
  rows: readonly StudentRow[];
  selectable?: 'yes' | 'no';
};

/** A screen's use of DataTable: a search box in the toolbar, selection held in state. */
function StudentTable({ rows, selectable = 'no', ...props }: StudentTableProps) {
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const filtered = useMemo(() => {
    const query = search.trim().toLowerCase();
    return query ? rows.filter((row) => row.name.toLowerCase().includes(query)) : rows;
  }, [rows, search]);
  const toolbar = (
    <label style={{ display: 'grid', gap: 4 }}>
      Search by name
      <input
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ minHeight: '2.75rem', font: 'inherit' }}
      />
    </label>
  );
  return selectable === 'yes' ? (
    <DataTable
      {...props}
      columns={columns}
      rows={filtered}
      getRowId={getRowId}
      toolbar={toolbar}
      selectedIds={selectedIds}
      onSelectedIdsChange={setSelectedIds}
      getRowLabel={getRowLabel}
    />
  ) : (
    <DataTable {...props} columns={columns} rows={filtered} getRowId={getRowId} toolbar={toolbar} />
  );
}

const meta = {
  title: 'UI/DataTable',
  component: StudentTable,
  args: { caption: 'Students', rows: twelveStudents, emptyMessage: 'No students found.' },
} satisfies Meta<typeof StudentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names in the Name column, top to bottom. */
function namesInTable(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Students' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByText('Showing 1–12 of 12')).toBeVisible();
    // Twelve rows fit the smallest page: no paging controls to confuse anyone.
    await expect(canvas.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = namesInTable(table);
    await expect(ascending).toEqual(
      [...ascending].sort((a, b) => (a ?? '').localeCompare(b ?? '')),
    );
    await expect(ascending[0]).toBe('Aarav Iyer');

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(namesInTable(table)[0]).toBe('Vihaan Singh');

    // Sorting by another column moves the indicator there.
    const feeHeader = canvas.getByRole('columnheader', { name: 'Total fee' });
    await userEvent.click(within(feeHeader).getByRole('button'));
    await expect(feeHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await expect(within(within(table).getAllByRole('row')[1]!).getByText('₹40,000')).toBeVisible();
  },
};

export const StableSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Students' });
    await userEvent.click(canvas.getByRole('button', { name: 'Class' }));
    // Rows of the same class keep their original (roll number) order.
    const rollNumbers = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(rollNumbers.slice(0, 3)).toEqual([
      'SANK260900001',
      'SANK260900005',
      'SANK260900009',
    ]);
  },
};

export const InitialSortNewestFirst: Story = {
  args: { initialSort: { columnId: 'rollNo', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Roll No' });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = within(canvas.getByRole('table')).getAllByRole('row')[1]!;
    await expect(within(firstRow).getByText('SANK261200012')).toBeVisible();
  },
};

export const Selection: Story = {
  args: { selectable: 'yes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await expect(canvas.getByText('0 selected')).toBeVisible();

    await userEvent.click(selectAll);
    await expect(canvas.getByText('12 selected')).toBeVisible();
    await expect(selectAll).toBeChecked();
    for (const box of canvas.getAllByRole('checkbox', { name: /^Select .+\(SANK/ })) {
      await expect(box).toBeChecked();
    }

    await userEvent.click(selectAll);
    await expect(canvas.getByText('0 selected')).toBeVisible();
    await expect(selectAll).not.toBeChecked();

    await userEvent.click(selectAll);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select Aarav Sharma (SANK260900001)' }),
    );
    await expect(canvas.getByText('11 selected')).toBeVisible();
    await expect(selectAll).toBePartiallyChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select Aarav Sharma (SANK260900001)' }),
    ).not.toBeChecked();
  },
};

export const TenThousandRows: Story = {
  args: { rows: tenThousandStudents, selectable: 'yes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Students' });
    // One page of 50 rows (plus the header row), not 10,000.
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await expect(canvas.getByText('Showing 1–50 of 10,000')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 200')).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 51–100 of 10,000')).toBeVisible();
    await expect(within(table).getByText('SANK261100051')).toBeVisible();
    await userEvent.click(previous);
    await expect(canvas.getByText('Showing 1–50 of 10,000')).toBeVisible();

    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '100');
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    await expect(canvas.getByText('Page 1 of 100')).toBeVisible();

    // Select all means every row, on every page.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByText('10,000 selected')).toBeVisible();

    // Sorting 10,000 rows by fee, descending: the dearest fee comes first.
    const fee = canvas.getByRole('button', { name: 'Total fee' });
    await userEvent.click(fee);
    await userEvent.click(fee);
    await expect(within(within(table).getAllByRole('row')[1]!).getByText('₹80,000')).toBeVisible();
  },
};

export const FilteringResetsPage: Story = {
  args: { rows: tenThousandStudents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 101–150 of 10,000')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'Diya');
    // The filtered rows start again at page 1.
    await waitFor(() => expect(canvas.getByText(/^Showing 1–50 of /)).toBeVisible());
    await expect(canvas.getByText('Page 1 of 25')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], selectable: 'yes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No students found.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
    await expect(canvas.queryByText(/^Showing/)).not.toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'Zzz');
    await expect(canvas.getByText('No students found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Students' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Students…');
    await expect(canvas.queryByText('Aarav Sharma')).not.toBeInTheDocument();
  },
};

export const VisibleCaption: Story = {
  args: { caption: 'Students of class 12', captionVisibility: 'visible' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Students of class 12')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Students of class 12' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

export const LongContentSmallScreen: Story = {
  args: { rows: longNameStudents, selectable: 'yes' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Students' });
    // The table scrolls inside its own box; the page does not scroll sideways.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The long name wraps onto several lines instead of stretching the table forever.
    const longName = canvas.getByText(/^Venkata Subrahmanya/);
    await expect(longName.getBoundingClientRect().height).toBeGreaterThan(40);
    region.focus();
    await expect(region).toHaveFocus();
  },
};

type Place = { id: string; name: string; city: string; students: number; fees: number };
const places: Place[] = [
  { id: 'p1', name: 'delhi public school', city: 'Noida', students: 120, fees: 1250000 },
  { id: 'p2', name: 'Army Public School', city: 'meerut', students: 9, fees: 40000 },
  { id: 'p3', name: 'Bal Bharati', city: 'Agra', students: 45, fees: 300000.5 },
];
const textColumns = [
  textColumn<Place>('name', 'Name', (place) => place.name, { emphasis: true }),
  textColumn<Place>('city', 'City', (place) => place.city),
  numberColumn<Place>('students', 'Students', (place) => place.students),
  moneyColumn<Place>('fees', 'Fees', (place) => place.fees),
];

/**
 * The ready-made columns: text sorted ignoring case (the naming column in bold), numbers sorted
 * as numbers, money shown in rupees; numbers and money aligned to the end.
 */
export const ReadyMadeColumns: Story = {
  render: () => (
    <DataTable
      caption="Places"
      columns={textColumns}
      rows={places}
      getRowId={(place) => place.id}
      initialSort={{ columnId: 'name', direction: 'ascending' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Places' });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!);
    await expect(firstCells().map((cell) => cell.textContent)).toEqual([
      'Army Public School',
      'Bal Bharati',
      'delhi public school',
    ]);
    await expect(getComputedStyle(firstCells()[0]!.firstElementChild!).fontWeight).toBe('600');
    await userEvent.click(within(table).getByRole('button', { name: /City/ }));
    await expect(firstCells().map((cell) => cell.textContent)).toEqual([
      'Bal Bharati',
      'Army Public School',
      'delhi public school',
    ]);
    await userEvent.click(within(table).getByRole('button', { name: /Students/ }));
    await expect(firstCells().map((cell) => cell.textContent)).toEqual([
      'Army Public School',
      'Bal Bharati',
      'delhi public school',
    ]);
    const armyCells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(armyCells[3]).toHaveTextContent('₹40,000');
    await expect(getComputedStyle(armyCells[2]!).textAlign).toBe('end');
  },
};

// ----- a remote table: one page at a time from a (simulated) server -----
const lakhOfStudents = makeStudents(100_000);

/** Stands in for a server: filters, sorts and pages after `latency` ms, as a query endpoint would. */
async function fetchStudentPage(search: string, state: TablePaging, latency: number) {
  await new Promise((resolve) => setTimeout(resolve, latency));
  const query = search.trim().toLowerCase();
  let matching = query
    ? lakhOfStudents.filter((row) => row.name.toLowerCase().includes(query))
    : lakhOfStudents;
  const column = columns.find((item) => item.id === state.sort?.columnId);
  if (column?.sortValue && state.sort) {
    const sign = state.sort.direction === 'ascending' ? 1 : -1;
    const valueOf = column.sortValue;
    matching = [...matching].sort((a, b) => {
      const first = valueOf(a);
      const second = valueOf(b);
      return sign * (first < second ? -1 : first > second ? 1 : 0);
    });
  }
  const start = (state.page - 1) * state.pageSize;
  return {
    rows: matching.slice(start, start + state.pageSize),
    total: matching.length,
    page: state.page,
    pageSize: state.pageSize,
  };
}

const remoteColumns = columns.map((column) => ({ ...column, sortable: Boolean(column.sortValue) }));

/** A screen's use of a remote DataTable: it fetches the page the table's paging state names. */
function RemoteStudentTable({ latency = 20 }: { latency?: number }) {
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const paging = useTablePaging({ filterKey: search });
  const [page, setPage] = useState<Awaited<ReturnType<typeof fetchStudentPage>>>();
  const { state } = paging;
  useEffect(() => {
    let current = true;
    void fetchStudentPage(search, state, latency).then((result) => {
      if (current) setPage(result);
    });
    return () => {
      current = false;
    };
  }, [search, state, latency]);
  return (
    <RemoteDataTable
      caption="Students"
      columns={remoteColumns}
      rows={page?.rows ?? []}
      status={page ? 'ready' : 'loading'}
      total={page?.total ?? 0}
      shown={page}
      {...paging}
      filterKey={search}
      allRowIds={async () => {
        const query = search.trim().toLowerCase();
        return lakhOfStudents.filter((row) => row.name.toLowerCase().includes(query)).map(getRowId);
      }}
      getRowId={getRowId}
      toolbar={
        <label style={{ display: 'grid', gap: 4 }}>
          Search by name
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ minHeight: '2.75rem', font: 'inherit' }}
          />
        </label>
      }
      selectedIds={selectedIds}
      onSelectedIdsChange={setSelectedIds}
      getRowLabel={getRowLabel}
    />
  );
}

export const RemoteOneLakhRows: Story = {
  render: () => <RemoteStudentTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–50 of 1,00,000')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Students' });
    // The table holds the one page it was given.
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await expect(canvas.getByText('Page 1 of 2,000')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 51–100 of 1,00,000')).toBeVisible();
    await expect(await within(table).findByText('SANK261100051')).toBeVisible();

    // Sorting asks the source for its order, and starts again from page 1.
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(await canvas.findByText('Showing 1–50 of 1,00,000')).toBeVisible();
    // (The first cell of each row is its checkbox.)
    await waitFor(() =>
      expect(
        within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[2],
      ).toHaveTextContent('Aarav Das'),
    );

    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(101));
    await expect(canvas.getByText('Page 1 of 1,000')).toBeVisible();

    // A search narrows the list at the source and goes back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 101–200 of 1,00,000')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search by name'), 'Kavya Sharma');
    await expect(await canvas.findByText(/^Showing 1–100 of [\d,]+$/)).toBeVisible();

    // Select all means every matching row, on every page, fetched by id.
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(selectAll);
    const matching = lakhOfStudents.filter((row) => row.name === 'Kavya Sharma').length;
    await expect(
      await canvas.findByText(`${matching.toLocaleString('en-IN')} selected`),
    ).toBeVisible();
    await expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await expect(canvas.getByText('0 selected')).toBeVisible();
  },
};

export const RemoteNextPageOnItsWay: Story = {
  render: () => <RemoteStudentTable latency={1500} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Showing 1–50 of 1,00,000', undefined, { timeout: 5000 }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Students' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    // Page 2 is asked for at once; until it arrives the summary names the rows still on screen.
    await expect(canvas.getByText('Page 2 of 2,000')).toBeVisible();
    await expect(canvas.getByText('Showing 1–50 of 1,00,000')).toBeVisible();
    await expect(within(table).getByText('SANK260900001')).toBeVisible();
    await expect(
      await canvas.findByText('Showing 51–100 of 1,00,000', undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(table).getByText('SANK261100051')).toBeVisible();
    await expect(within(table).queryByText('SANK260900001')).not.toBeInTheDocument();
  },
};

/** A remote table asked for a page past the end (rows were removed since): it shows the last. */
function RemotePastTheEnd() {
  const sixty = useMemo(() => makeStudents(60), []);
  const [state, setState] = useState<TablePaging>({ page: 4, pageSize: 25, sort: undefined });
  const start = (state.page - 1) * state.pageSize;
  return (
    <RemoteDataTable
      caption="Students"
      columns={remoteColumns}
      rows={sixty.slice(start, start + state.pageSize)}
      total={sixty.length}
      shown={state}
      state={state}
      onStateChange={setState}
      getRowId={getRowId}
    />
  );
}

export const RemotePagePastTheEnd: Story = {
  render: () => <RemotePastTheEnd />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByText('Showing 51–60 of 60')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * In Hindi on a 375px phone: the range, the pager and the selection count in Hindi with Indian
 * grouping; the longer words wrap without the page scrolling sideways.
 */
export const Hindi: Story = {
  args: { rows: tenThousandStudents, selectable: 'yes' },
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10,000 में से 1–50')).toBeVisible();
    await expect(canvas.getByText('पेज 1 / 200')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पिछला पेज' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'अगला पेज' }));
    await expect(canvas.getByText('10,000 में से 51–100')).toBeVisible();
    await expect(canvas.getByLabelText('हर पेज पर पंक्तियाँ')).toHaveValue('50');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'सभी पंक्तियाँ चुनें' }));
    await expect(canvas.getByText('10,000 चुने गए')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, with no message given, the table's own empty text. */
export const HindiEmpty: Story = {
  args: { rows: [], emptyMessage: undefined },
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('कोई जानकारी नहीं है।')).toBeVisible();
  },
};
