import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StudentManagementPage } from '@/features/students';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { manyStudents, sampleStudents } from './story-students';

const meta = {
  title: 'Students/Admin/List',
  component: StudentManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { path: '/admin/student-management' },
    data: { session: storySessions.admin },
  },
} satisfies Meta<typeof StudentManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the table, top to bottom. */
function namesIn(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole('table', { name: 'Students' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

export const AllStudents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Student Management' }),
    ).toBeVisible();
    await canvas.findByText('Rahul Sharma');
    await expect(namesIn(canvasElement)).toEqual([
      'Rahul Sharma',
      'Priya Verma',
      'Arjun Mehta',
      'Sneha Iyer',
    ]);
    const rahulRow = canvas.getByRole('row', { name: /Rahul Sharma/ });
    const rahul = sampleStudents[0];
    await expect(within(rahulRow).getByText(rahul?.rollNo ?? '')).toBeVisible();
    await expect(within(rahulRow).getByText('Non-Medical')).toBeVisible();
    await expect(within(rahulRow).getByText('9876543210')).toBeVisible();

    const details = canvas.getByRole('link', { name: 'View Details for Rahul Sharma' });
    await expect(details).toHaveTextContent(/^View Details$/);
    await userEvent.click(details);
    await expect(
      await canvas.findByText('Navigated to /admin/student-management/student-rahul-sharma'),
    ).toBeVisible();
  },
};

export const AddNewStudentButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Add New Student' }));
    await expect(
      await canvas.findByText('Navigated to /admin/student-management/add'),
    ).toBeVisible();
  },
};

/** Search matches names and roll numbers, ignoring case. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    const search = canvas.getByRole('searchbox', { name: 'Search by name or roll number' });
    await userEvent.type(search, 'PRIYA');
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Priya Verma']));

    const arjunRollNo = sampleStudents[2]?.rollNo ?? '';
    await userEvent.clear(search);
    await userEvent.type(search, arjunRollNo.toLowerCase());
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Arjun Mehta']));
  },
};

export const ClassFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    const classFilter = canvas.getByRole('combobox', { name: 'Class' });
    await expect(
      within(classFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', '9', '10', '11', '12']);
    await userEvent.selectOptions(classFilter, '12');
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Rahul Sharma']));
    // Search and class filter together.
    await userEvent.type(canvas.getByRole('searchbox'), 'priya');
    await expect(await canvas.findByText('No students found.')).toBeVisible();
    await userEvent.selectOptions(classFilter, 'All');
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Priya Verma']));
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(await canvas.findByText('No students found.')).toBeVisible();
  },
};

export const NoStudents: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No students found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add New Student' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Students…');
    await expect(canvas.getByRole('table', { name: 'Students' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { queryStudents: new Error('The stored students could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The students could not be loaded');
    await expect(alert).toHaveTextContent('The stored students could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

const fiveThousand = manyStudents(5000);

/** 5,000 students: pages of 50, and searching stays quick. */
export const FiveThousandStudents: Story = {
  parameters: { data: { seed: { students: fiveThousand } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–50 of 5,000')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search by name or roll number' });
    await userEvent.type(search, 'Kavya Reddy 4');
    // Every keystroke reached the box (the deferred table never held the input back).
    await expect(search).toHaveValue('Kavya Reddy 4');
    await waitFor(() => expect(namesIn(canvasElement)[0]).toMatch(/^Kavya Reddy 4/));
    // Every "Kavya Reddy 4…" is in class 12, so class 11 leaves none.
    const classFilter = canvas.getByRole('combobox', { name: 'Class' });
    await userEvent.selectOptions(classFilter, '11');
    await expect(await canvas.findByText('No students found.')).toBeVisible();
    await userEvent.selectOptions(classFilter, '12');
    await waitFor(() => expect(namesIn(canvasElement)[0]).toMatch(/^Kavya Reddy 4/));
  },
};

/** Sorting and paging are asked of the repository's query, one page at a time. */
export const SortAndPagesThroughTheQuery: Story = {
  parameters: { data: { seed: { students: fiveThousand } } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Showing 1–50 of 5,000')).toBeVisible();
    const queryStudents = spyOn(storyRepository(context), 'queryStudents');
    try {
      const nameHeader = canvas.getByRole('columnheader', { name: 'Name' });
      await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
      await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      // Lower-cased names by code point, as the query orders text.
      const byName = fiveThousand
        .map((student) => student.name)
        .sort((first, second) => (first.toLowerCase() < second.toLowerCase() ? 1 : -1));
      await waitFor(() => expect(namesIn(context.canvasElement)).toEqual(byName.slice(0, 50)));

      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(await canvas.findByText('Showing 51–100 of 5,000')).toBeVisible();
      await waitFor(() => expect(namesIn(context.canvasElement)).toEqual(byName.slice(50, 100)));
      await expect(queryStudents).toHaveBeenLastCalledWith({
        search: '',
        classLevel: undefined,
        page: 2,
        pageSize: 50,
        sort: { by: 'name', direction: 'descending' },
      });

      // A filter starts again from page 1, keeping the order.
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Class' }), '9');
      await expect(await canvas.findByText('Showing 1–50 of 1,250')).toBeVisible();
      const ninth = fiveThousand.filter((student) => student.currentClass === 9);
      await waitFor(() =>
        expect(namesIn(context.canvasElement)[0]).toBe(
          byName.find((name) => ninth.some((student) => student.name === name)),
        ),
      );
    } finally {
      queryStudents.mockRestore();
    }
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A staff member who may see students but not add them: the list without Add New Student. */
export const ViewOnly: Story = {
  parameters: {
    data: {
      session: { ...storySessions.office, permissions: ['dashboard.view', 'students.view'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: /Students/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add New Student' })).toBeNull();
  },
};

/** An Office member adds students. */
export const OfficeAddsStudents: Story = {
  parameters: { data: { session: storySessions.office } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Add New Student' })).toBeVisible();
  },
};

/** The Batch filter shows only the students with a seat in the batch chosen. */
export const FilterByBatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rahul Sharma');
    const batch = canvas.getByRole('combobox', { name: 'Batch' });
    const foundation = within(batch).getByRole('option', { name: /^Foundation Weekend/ });
    await userEvent.selectOptions(batch, foundation);
    await waitFor(() => expect(namesIn(canvasElement)).toEqual(['Arjun Mehta', 'Sneha Iyer']));
    await userEvent.selectOptions(batch, 'All');
    await waitFor(() => expect(namesIn(canvasElement)).toHaveLength(4));
  },
};

/** In Hindi: heading, button, table headers, the details link and the empty result, on a phone. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'छात्र प्रबंधन' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'नया छात्र जोड़ें' })).toBeVisible();
    await canvas.findByText('Rahul Sharma');
    await expect(
      canvas.getByRole('link', { name: 'Rahul Sharma का पूरा विवरण देखें' }),
    ).toHaveTextContent('विवरण देखें');
    const table = canvas.getByRole('table', { name: 'छात्र' });
    await expect(within(table).getByRole('columnheader', { name: /नाम/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'नाम या Roll Number से खोजें' }),
      'zzz',
    );
    await expect(await canvas.findByText('कोई छात्र नहीं मिला।')).toBeVisible();
  },
};
