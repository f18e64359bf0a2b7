import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { describeError, useLiveQuery } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import { SetupCodePanel } from '@/features/auth';
import type { School } from '@/data';
import { Button, ListPage, ListTable, textColumn, useDocumentTitle } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { AddSchoolDialog, EditSchoolDialog } from './school-form-dialog';
import styles from './school-management-page.module.css';

/** The partner schools (their contact email is their login), the adding of new ones and their edits. */
export function SchoolManagementPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t } = useLingui();
  useDocumentTitle(t`School Management · Admin Panel · Sankalp Institute`);
  const schools = useLiveQuery((data) => data.listSchools(), [], ['schools']);
  // Server mode: the school whose sign-in set-up code is shown (just added, or chosen to reset).
  const [setup, setSetup] = useState<{ school: School; issueOnOpen: boolean } | null>(null);
  const columns: readonly DataTableColumn<School>[] = useMemo(
    () => [
      textColumn('name', t`Name`, (school) => school.name, { emphasis: true }),
      textColumn('city', t`City`, (school) => school.city),
      textColumn('state', t`State`, (school) => school.state),
      { id: 'principal', header: t`Principal`, cell: (school) => school.principalName },
      {
        id: 'contact',
        header: t`Contact`,
        cell: (school) => (
          <span className={styles.contact}>
            <a href={`mailto:${school.contactEmail}`}>{school.contactEmail}</a>
            <a href={`tel:+91${school.contactPhone}`}>{school.contactPhone}</a>
          </span>
        ),
      },
    ],
    [t],
  );
  const withEdit: readonly DataTableColumn<School>[] = [
    ...columns,
    {
      id: 'actions',
      header: t`Actions`,
      cell: (school) => <EditSchoolDialog school={school} serverMode={serverMode} />,
    },
  ];
  const tableColumns: readonly DataTableColumn<School>[] = serverMode
    ? [
        ...withEdit,
        {
          id: 'signIn',
          header: t`Sign-in`,
          cell: (school) => {
            const name = school.name;
            return (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setSetup({ school, issueOnOpen: false })}
                aria-label={t`Set-up code for ${name}`}
              >
                {t`Set-up code`}
              </Button>
            );
          },
        },
      ]
    : withEdit;

  return (
    <ListPage
      title={t`School Management`}
      lead={t`Partner schools. A school signs in with its contact email to register its students for STSE.`}
      actions={<AddSchoolDialog onAdded={(school) => setSetup({ school, issueOnOpen: true })} />}
    >
      {setup ? (
        <SetupCodePanel
          key={setup.school.id}
          account="school"
          subjectId={setup.school.id}
          name={setup.school.name}
          issueOnOpen={setup.issueOnOpen}
        />
      ) : null}
      <ListTable
        caption={t`Partner schools`}
        columns={tableColumns}
        initialSort={{ columnId: 'name', direction: 'ascending' }}
        query={schools}
        loadErrorTitle={t`The schools could not be loaded.`}
        describeError={describeError}
      />
    </ListPage>
  );
}
