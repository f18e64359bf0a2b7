import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FILTER_ALL, SearchFilterBar, useSearchFilter } from '@/ui';

const people = [
  { name: 'Aarav Gupta', group: '9' },
  { name: 'Diya Iyer', group: '10' },
  { name: 'Kabir Singh', group: '10' },
  { name: 'Meera Nair', group: '12' },
];
const groupOptions = ['9', '10', '11', '12'].map((value) => ({ value, label: value }));

/** A list filtered by the bar, the way a screen wires it to its table. */
function FilteredList({ searchPlaceholder }: { searchPlaceholder?: string }) {
  const state = useSearchFilter();
  const { search, filter } = state;
  const rows = useMemo(() => {
    const query = search.trim().toLowerCase();
    return people.filter(
      (person) =>
        (filter === FILTER_ALL || person.group === filter) &&
        person.name.toLowerCase().includes(query),
    );
  }, [search, filter]);
  return (
    <>
      <SearchFilterBar
        state={state}
        label="Filter people"
        searchLabel="Search by name"
        searchPlaceholder={searchPlaceholder}
        filterLabel="Class"
        filterOptions={groupOptions}
      />
      <p>{state.narrowed ? 'Narrowed' : 'Everyone'}</p>
      <ul aria-label="People">
        {rows.map((person) => (
          <li key={person.name}>{person.name}</li>
        ))}
      </ul>
    </>
  );
}

const meta = {
  title: 'UI/SearchFilterBar',
  component: FilteredList,
  args: { searchPlaceholder: 'Name' },
} satisfies Meta<typeof FilteredList>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'People' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * A search landmark with the search box and the filter side by side (bottoms aligned), the
 * filter on "All" (its first choice).
 */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('search', { name: 'Filter people' });
    await expect(within(bar).getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    const filter = within(bar).getByRole('combobox', { name: 'Class' });
    await expect(filter).toHaveValue(FILTER_ALL);
    const searchBox = within(bar).getByRole('searchbox', { name: 'Search by name' });
    await expect(Math.round(filter.getBoundingClientRect().bottom)).toBe(
      Math.round(searchBox.getBoundingClientRect().bottom),
    );
    await expect(filter.getBoundingClientRect().left).toBeGreaterThan(
      searchBox.getBoundingClientRect().right,
    );
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '9', '10', '11', '12']);
    await expect(names(canvas)).toHaveLength(4);
    await expect(canvas.getByText('Everyone')).toBeVisible();
  },
};

/** Search and filter together narrow the list; back on All with no text, everyone returns. */
export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search by name' });
    const filter = canvas.getByRole('combobox', { name: 'Class' });
    await userEvent.selectOptions(filter, '10');
    await expect(names(canvas)).toEqual(['Diya Iyer', 'Kabir Singh']);
    await userEvent.type(search, 'kab');
    await expect(await canvas.findByText('Narrowed')).toBeVisible();
    await expect(names(canvas)).toEqual(['Kabir Singh']);
    // Enter keeps the results: the page does not reload.
    await userEvent.keyboard('{Enter}');
    await expect(names(canvas)).toEqual(['Kabir Singh']);
    await userEvent.clear(search);
    await userEvent.selectOptions(filter, 'All');
    await expect(names(canvas)).toHaveLength(4);
    await expect(canvas.getByText('Everyone')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    await expect(names(canvas)).toEqual([]);
  },
};

/** At 320px the filter wraps under the search box; nothing is wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search by name' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
