import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  OnlineTestsDetailPage,
  OnlineTestsNewPage,
  OnlineTestsPage,
} from '@/features/online-tests-admin';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { bankSeed, publishedTest, storyTest, withToasts } from './story-bank';

const meta = {
  title: 'Online Tests Admin/Admin/Online Tests',
  component: OnlineTestsPage,
  decorators: [withToasts, withRouter, withData({ session: storySessions.admin })],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/online-tests' },
    data: {
      seed: bankSeed({
        examTests: [
          storyTest({
            id: 'test-draft',
            title: 'Weekly Test 7',
            createdAt: new Date().toISOString(),
          }),
          publishedTest(),
        ],
      }),
    },
  },
} satisfies Meta<typeof OnlineTestsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tests, newest first: for whom, the window, status, key stage; a published one's Monitor. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Online tests' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    const [draft, published] = table.getAllByRole('row').slice(1);
    await expect(draft).toHaveTextContent('Weekly Test 7');
    await expect(draft).toHaveTextContent('Draft');
    await expect(published).toHaveTextContent('STSE candidates, class 10 (Online centre)');
    await expect(published).toHaveTextContent('Published');
    await expect(published).toHaveTextContent('Not published');
    await expect(
      within(published as HTMLElement).getByRole('link', {
        name: 'Monitor STSE Online 2026, Class 10',
      }),
    ).toHaveAttribute('href', '/admin/online-tests/test-class-10/monitor');
    await expect(canvas.getByRole('link', { name: 'New Test' })).toHaveAttribute(
      'href',
      '/admin/online-tests/new',
    );
  },
};

/** A new test: two sections, each with its marking and questions picked from the bank. */
export const NewTestWithSections: Story = {
  render: () => <OnlineTestsNewPage />,
  parameters: {
    route: { path: '/admin/online-tests/new' },
    data: { seed: bankSeed({ examTests: [] }) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Practice Test 1');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^For/ }), 'students');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Stream/ }), 'Medical');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Class/ }), '11');
    const name = canvas.getByRole('textbox', { name: /^Section name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Mathematics');
    const wrong = canvas.getByRole('spinbutton', { name: 'Single correct: wrong' });
    await userEvent.clear(wrong);
    await userEvent.type(wrong, '-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add questions to Mathematics' }));
    let picker = within(
      await screen.findByRole('dialog', { name: 'Add questions to Mathematics' }),
    );
    await userEvent.click(await picker.findByRole('checkbox', { name: /What is/ }));
    await userEvent.click(picker.getByRole('checkbox', { name: /what is \$x\$/i }));
    await userEvent.click(picker.getByRole('button', { name: 'Add 2 questions' }));
    await expect(await canvas.findByText('Questions in Mathematics: 2')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    const second = canvas.getAllByRole('textbox', { name: /^Section name/ })[1] as HTMLElement;
    await userEvent.clear(second);
    await userEvent.type(second, 'Science');
    await userEvent.click(canvas.getByRole('button', { name: 'Add questions to Science' }));
    picker = within(await screen.findByRole('dialog', { name: 'Add questions to Science' }));
    // A question already in the test cannot be chosen twice.
    await expect(await picker.findByRole('checkbox', { name: /What is/ })).toBeDisabled();
    await userEvent.click(picker.getByRole('checkbox', { name: /noble gases/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Add 1 question' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Navigated to \/admin\/online-tests\/.+/)).toBeVisible();
    const [stored] = await storyRepository(context).listExamTests();
    await expect(stored?.audience).toEqual({
      kind: 'students',
      currentClass: 11,
      stream: 'Medical',
    });
    await expect(stored?.sections.map((section) => [section.name, section.questionIds])).toEqual([
      ['Mathematics', ['q-half', 'q-square']],
      ['Science', ['q-noble']],
    ]);
    await expect(stored?.sections[0]?.marking.single).toEqual({
      correct: 4,
      wrong: -2,
      partialPerOption: 0,
    });
    await expect(stored?.sections[1]?.marking.multiple).toEqual({
      correct: 4,
      wrong: -2,
      partialPerOption: 1,
    });
  },
};

/** A section with no question is refused beside it, and nothing is saved. */
export const SectionWithoutQuestions: Story = {
  render: () => <OnlineTestsNewPage />,
  parameters: {
    route: { path: '/admin/online-tests/new' },
    data: { seed: bankSeed({ examTests: [] }) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }), 'Empty Test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Add at least one question to the section.'),
    ).toBeVisible();
    await expect(await storyRepository(context).listExamTests()).toEqual([]);
  },
};

/** Publish asks first, then freezes the paper: the test opens read-only with its Monitor link. */
export const PublishDraft: Story = {
  render: () => <OnlineTestsDetailPage />,
  parameters: {
    route: { path: '/admin/online-tests/:id', initialEntry: '/admin/online-tests/test-class-10' },
    data: { seed: bankSeed({ examTests: [storyTest()] }) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Questions in Mathematics: 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Publish the test' }));
    await expect(confirm.getByText(/^Publishing freezes the paper/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('link', { name: 'Monitor' })).toHaveAttribute(
      'href',
      '/admin/online-tests/test-class-10/monitor',
    );
    const stored = await storyRepository(context).getExamTest('test-class-10');
    await expect(stored?.status).toBe('published');
    await expect(stored?.frozen.map((question) => question.id).sort()).toEqual([
      'q-half',
      'q-noble',
      'q-square',
    ]);
  },
};

/** A published test is read-only; only its instructions and a later closing time can change. */
export const PublishedReadOnly: Story = {
  render: () => <OnlineTestsDetailPage />,
  parameters: {
    route: { path: '/admin/online-tests/:id', initialEntry: '/admin/online-tests/test-class-10' },
    data: { seed: bankSeed({ examTests: [publishedTest()] }) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Maximum marks')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Title/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Publish' })).toBeNull();
    // Its window has not opened: there is nothing to close.
    await expect(canvas.queryByRole('button', { name: 'Close start window now' })).toBeNull();
    const instructions = canvas.getByRole('textbox', { name: /^Instructions/ });
    await userEvent.clear(instructions);
    await userEvent.type(instructions, 'Bring nothing but a pen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect((await storyRepository(context).getExamTest('test-class-10'))?.instructions).toBe(
        'Bring nothing but a pen.',
      ),
    );
  },
};

const HOUR = 3_600_000;
const openTest = () => ({
  ...publishedTest(),
  opensAt: new Date(Date.now() - HOUR).toISOString(),
  closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
});

/**
 * Close start window now, on a test whose window is open: it asks first (Cancel changes nothing),
 * then closes the window at once, in the audit log; the button goes with the open window.
 */
export const CloseStartWindowNow: Story = {
  render: () => <OnlineTestsDetailPage />,
  parameters: {
    route: { path: '/admin/online-tests/:id', initialEntry: '/admin/online-tests/test-class-10' },
    data: { seed: bankSeed({ examTests: [openTest()] }) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const repository = storyRepository(context);
    const planned = (await repository.getExamTest('test-class-10'))!.closesAt;

    await userEvent.click(await canvas.findByRole('button', { name: 'Close start window now' }));
    let confirm = within(
      await screen.findByRole('alertdialog', { name: 'Close start window now' }),
    );
    await expect(confirm.getByText(/^No one can start this test from now on/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect((await repository.getExamTest('test-class-10'))?.closesAt).toBe(planned);

    await userEvent.click(canvas.getByRole('button', { name: 'Close start window now' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Close start window now' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Close window' }));
    await expect(
      await screen.findByText('The start window of "STSE Online 2026, Class 10" is closed.'),
    ).toBeVisible();
    const closed = await repository.getExamTest('test-class-10');
    await expect(Date.parse(closed!.closesAt)).toBeLessThanOrEqual(Date.now());
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Close start window now' })).toBeNull(),
    );
    const log = await repository.listAuditLog({ page: 1, pageSize: 5, entity: 'examTest' });
    await expect(log.rows[0]?.changes).toContainEqual({
      field: 'closesAt',
      before: planned,
      after: closed!.closesAt,
    });
  },
};
