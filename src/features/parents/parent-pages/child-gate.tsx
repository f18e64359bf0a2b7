import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { describeError, SignedInRecordProvider, useData, useLiveQuery } from '@/data';
import type { ParentChild } from '@/data/parents';
import { Alert, EmptyState, LoadError, Spinner } from '@/ui';
import styles from './child-gate.module.css';

/**
 * The parent area's one lookup: the parent's children and the one whose pages they see. Every
 * page below reads that child as the signed-in student's record (useSignedInRecord('student')),
 * the same pages a student sees, mounted under /parent. A parent with several children switches
 * here; the choice is kept by the portal, so the next sign-in opens on it.
 */
export function ParentChildGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const childLabel = ({ name, currentClass, stream }: ParentChild) =>
    t`${name} (Class ${currentClass}, ${stream})`;
  const repository = useData();
  const family = useLiveQuery(
    (data) => data.myChildren(),
    [],
    ['students', 'parents', 'parentLinks'],
  );
  const childId = family.data?.childId ?? null;
  const child = useLiveQuery(
    async (data) => ({
      id: childId,
      record: childId === null ? undefined : await data.getStudent(childId),
    }),
    [childId],
    ['students'],
  );
  // This child's read, once it has answered: while a new child's record is read the query still
  // holds the last read (the null child's at first, the child before a switch), not this one's.
  const childRead = child.data?.id === childId ? child.data : undefined;
  const childRecord = childRead?.record;
  const [switchError, setSwitchError] = useState<string>();
  const [switching, setSwitching] = useState(false);

  if (family.status === 'loading' || (childId !== null && child.status !== 'error' && !childRead)) {
    return <Spinner label={t`Loading your child's details…`} labelVisibility="visible" />;
  }
  if (family.status === 'error' || child.status === 'error') {
    const failed = family.status === 'error' ? family : child;
    return (
      <LoadError
        title={t`Your child's details could not be loaded`}
        message={describeError(failed.error)}
        onRetry={failed.reload}
      />
    );
  }
  if (!family.data || childId === null || !childRecord) {
    return (
      <EmptyState
        title={t`No student is linked to your mobile number`}
        message={<Trans>Ask the institute to add your mobile number to your child's record.</Trans>}
      />
    );
  }

  const choose = async (studentId: string) => {
    setSwitching(true);
    setSwitchError(undefined);
    try {
      await repository.chooseChild(studentId);
      family.reload();
    } catch (error) {
      setSwitchError(describeError(error));
    } finally {
      setSwitching(false);
    }
  };

  const kids = family.data.children;
  const { name, currentClass, rollNo } = childRecord;
  return (
    <>
      <div className={styles.bar}>
        <p className={styles.viewing}>
          <Trans>
            Viewing <strong>{name}</strong> · Class {currentClass} · Roll No. {rollNo}
          </Trans>
        </p>
        {kids.length > 1 ? (
          <label className={styles.switcher}>
            <Trans>Child</Trans>
            <select
              value={childId}
              disabled={switching}
              onChange={(event) => void choose(event.target.value)}
            >
              {kids.map((kid) => (
                <option key={kid.id} value={kid.id}>
                  {childLabel(kid)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {switchError ? (
        <Alert tone="error" title={t`The child could not be switched`}>
          <p>{switchError}</p>
        </Alert>
      ) : null}
      <SignedInRecordProvider
        key={childRecord.id}
        area="student"
        record={childRecord}
        base="/parent"
      >
        {children}
      </SignedInRecordProvider>
    </>
  );
}
