import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { describeError, formatDate, formatIndianNumber, indiaDayOf, useLiveQuery } from '@/data';
import type { BatchTestResult } from '@/data/daily';
import { Card, DataTable, DetailList, LoadError, Skeleton, textColumn } from '@/ui';
import styles from './batches.module.css';

/**
 * The online tests the batch's students took (those whose answer key is out): how many took
 * each, their average and the best score. A table, or on a phone a card per test.
 */
export function BatchTestResults({ batchId }: { batchId: string }) {
  const results = useLiveQuery(
    (data) => data.batchTestResults(batchId),
    [batchId],
    ['examTests', 'examAttempts', 'enrolments'],
  );
  const rows = results.data ?? [];
  const { t } = useLingui();
  const title = t`Test results`;
  const columns = useMemo(
    () => [
      textColumn('test', t`Test`, (row: BatchTestResult) => row.title, { emphasis: true }),
      textColumn('date', t`Date`, (row: BatchTestResult) =>
        formatDate(indiaDayOf(new Date(row.opensAt))),
      ),
      textColumn('takers', t`Students who took it`, (row: BatchTestResult) => String(row.takers)),
      textColumn('average', t`Average`, (row: BatchTestResult) => formatIndianNumber(row.average)),
      textColumn('best', t`Best`, (row: BatchTestResult) => formatIndianNumber(row.best)),
    ],
    [t],
  );
  return (
    <div className={styles.section}>
      <h2>{title}</h2>
      {results.status === 'error' ? (
        <LoadError
          title={t`The test results could not be loaded`}
          message={describeError(results.error)}
          onRetry={results.reload}
          size="sm"
        />
      ) : results.status === 'loading' ? (
        <Skeleton lines={3} label={t`Loading the test results…`} />
      ) : (
        <>
          <div className={rows.length > 0 ? styles.wideOnly : undefined}>
            <DataTable
              caption={title}
              columns={columns}
              rows={rows}
              getRowId={(row) => row.testId}
              emptyMessage={t`No student of this batch has a test result yet.`}
            />
          </div>
          {rows.length > 0 ? (
            <ul className={styles.cards} aria-label={title}>
              {rows.map((row) => (
                <li key={row.testId}>
                  <Card title={row.title} headingLevel={3}>
                    <DetailList
                      items={columns
                        .filter((column) => column.id !== 'test')
                        .map((column) => [String(column.header), column.cell(row)] as const)}
                    />
                  </Card>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
