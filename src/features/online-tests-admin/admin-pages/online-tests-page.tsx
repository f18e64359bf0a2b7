import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { KEY_STAGE_LABELS } from '@/data/online-tests';
import type { ExamTestSummary } from '@/data/online-tests';
import { ButtonLink, ListPage, ListTable, StatusBadge, textColumn, useDocumentTitle } from '@/ui';
import type { DataTableColumn } from '@/ui';
import {
  TEST_STATUS_LABELS,
  audienceText,
  testStatusTones,
  windowText,
} from '../model/test-format';

export const NO_TESTS_MESSAGE = 'No online tests yet. Create one with New Test.';

/** Admin → Online Tests: every test, newest first, each linked to its page (and its monitor). */
export function OnlineTestsPage() {
  useDocumentTitle('Online Tests · Admin Panel · Sankalp Institute');
  const tests = useLiveQuery((data) => data.listExamTests(), [], ['examTests']);
  return (
    <ListPage
      title="Online Tests"
      lead="Computer-based tests for STSE candidates at the Online centre and for enrolled students. The window is when a candidate may start, in India time."
      actions={<ButtonLink to="/admin/online-tests/new">New Test</ButtonLink>}
    >
      <ListTable
        query={tests}
        describeError={describeError}
        loadErrorTitle="The online tests could not be loaded"
        caption="Online tests"
        columns={columns}
        emptyMessage={NO_TESTS_MESSAGE}
      />
    </ListPage>
  );
}

const columns: readonly DataTableColumn<ExamTestSummary>[] = [
  {
    id: 'title',
    header: 'Title',
    cell: (test) => <Link to={`/admin/online-tests/${test.id}`}>{test.title}</Link>,
    sortValue: (test) => test.title,
  },
  textColumn('for', 'For', (test) => audienceText(test.audience)),
  {
    id: 'window',
    header: 'Window (India time)',
    cell: windowText,
    sortValue: (test) => test.opensAt,
  },
  {
    id: 'duration',
    header: 'Duration',
    cell: (test) => `${test.durationMinutes} min`,
    sortValue: (test) => test.durationMinutes,
  },
  {
    id: 'questions',
    header: 'Questions',
    cell: (test) => test.questionCount,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (test) => (
      <StatusBadge status={TEST_STATUS_LABELS[test.status]} tones={testStatusTones} />
    ),
  },
  {
    id: 'key',
    header: 'Answer key',
    cell: (test) => (test.status === 'published' ? KEY_STAGE_LABELS[test.keyStage] : '—'),
  },
  {
    id: 'monitor',
    header: 'Monitor',
    cell: (test) =>
      test.status === 'published' ? (
        <Link to={`/admin/online-tests/${test.id}/monitor`} aria-label={`Monitor ${test.title}`}>
          Monitor
        </Link>
      ) : (
        '—'
      ),
  },
];
