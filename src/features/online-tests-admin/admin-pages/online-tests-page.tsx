import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { KEY_STAGE_LABELS } from '@/data/online-tests';
import type { ExamTestSummary } from '@/data/online-tests';
import { useDataMessage } from '@/features/data-messages';
import { Badge, ButtonLink, ListPage, ListTable, textColumn, useDocumentTitle } from '@/ui';
import type { DataTableColumn } from '@/ui';
import {
  TEST_STATUS_LABELS,
  TEST_STATUS_TONES,
  audienceText,
  windowText,
} from '../model/test-format';

/** Admin → Online Tests: every test, newest first, each linked to its page (and its monitor). */
export function OnlineTestsPage() {
  const { t, i18n } = useLingui();
  const dataMessage = useDataMessage();
  useDocumentTitle(t`Online Tests · Admin Panel · Sankalp Institute`);
  const tests = useLiveQuery((data) => data.listExamTests(), [], ['examTests']);
  const columns: readonly DataTableColumn<ExamTestSummary>[] = useMemo(
    () => [
      {
        id: 'title',
        header: t`Title`,
        cell: (test) => <Link to={`/admin/online-tests/${test.id}`}>{test.title}</Link>,
        sortValue: (test) => test.title,
      },
      textColumn('for', t`For`, (test) => audienceText(test.audience, i18n)),
      {
        id: 'window',
        header: t`Window (India time)`,
        cell: (test) => windowText(test, i18n),
        sortValue: (test) => test.opensAt,
      },
      {
        id: 'duration',
        header: t`Duration`,
        cell: (test) => {
          const minutes = test.durationMinutes;
          return t`${minutes} min`;
        },
        sortValue: (test) => test.durationMinutes,
      },
      {
        id: 'questions',
        header: t`Questions`,
        cell: (test) => test.questionCount,
        align: 'end',
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (test) => (
          <Badge tone={TEST_STATUS_TONES[test.status]}>
            {i18n._(TEST_STATUS_LABELS[test.status])}
          </Badge>
        ),
      },
      {
        id: 'key',
        header: t`Answer key`,
        cell: (test) =>
          test.status === 'published' ? dataMessage(KEY_STAGE_LABELS[test.keyStage]) : '—',
      },
      {
        id: 'monitor',
        header: t`Monitor`,
        cell: (test) => {
          const title = test.title;
          return test.status === 'published' ? (
            <Link to={`/admin/online-tests/${test.id}/monitor`} aria-label={t`Monitor ${title}`}>
              <Trans>Monitor</Trans>
            </Link>
          ) : (
            '—'
          );
        },
      },
    ],
    [t, i18n, dataMessage],
  );
  return (
    <ListPage
      title={t`Online Tests`}
      lead={t`Computer-based tests for STSE candidates at the Online centre and for enrolled students. The window is when a candidate may start, in India time.`}
      actions={
        <ButtonLink to="/admin/online-tests/new">
          <Trans>New Test</Trans>
        </ButtonLink>
      }
    >
      <ListTable
        query={tests}
        describeError={describeError}
        loadErrorTitle={t`The online tests could not be loaded`}
        caption={t`Online tests`}
        columns={columns}
        emptyMessage={t`No online tests yet. Create one with New Test.`}
      />
    </ListPage>
  );
}
