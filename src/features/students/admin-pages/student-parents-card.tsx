import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Student } from '@/data';
import { newParentLinkSchema } from '@/data/parents';
import type { NewParentLink, StudentParent } from '@/data/parents';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  FormError,
  FormModal,
  LoadError,
  Spinner,
  TextField,
} from '@/ui';
import { showIssuesBesideFields } from './form-issues';
import styles from './student-parents-card.module.css';

const sourceLabel: Record<StudentParent['source'], MessageDescriptor> = {
  record: msg`Guardian's mobile on the record`,
  office: msg`Linked by the office`,
};

/**
 * The student's parents, who sign in to the parent area with a code sent to their mobile: the
 * record's guardian mobile and any the office linked. With students.manage, Link Parent and
 * Unlink; a sibling who shares the guardian mobile is the same parent's second child.
 */
export function StudentParentsCard({
  student,
  canManage,
}: {
  student: Student;
  canManage: boolean;
}) {
  const repository = useData();
  const { t, i18n } = useLingui();
  // Read again when the links change, or the record's guardian (its mobile or name): not on every
  // change to the student (a payment would cost the page a read).
  const parents = useLiveQuery(
    (data) => data.listStudentParents(student.id),
    [student.id, student.mobile, student.guardianName],
    ['parentLinks'],
  );
  const [linking, setLinking] = useState(false);
  const [notice, setNotice] = useState<string>();

  let body;
  if (parents.status === 'loading') body = <Spinner label={t`Loading the parents…`} />;
  else if (parents.status === 'error') {
    body = (
      <LoadError
        title={t`The parents could not be loaded`}
        message={describeError(parents.error)}
        onRetry={parents.reload}
      />
    );
  } else if ((parents.data ?? []).length === 0) {
    body = (
      <p>
        <Trans>No parent is linked: no one can sign in to the parent area for this student.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className={styles.list}>
        {(parents.data ?? []).map((parent) => {
          const { name, mobile } = parent;
          const studentName = student.name;
          return (
            <li key={parent.mobile} className={styles.parent}>
              <div>
                <p className={styles.name}>{parent.name}</p>
                <p>
                  {parent.mobile} · {i18n._(sourceLabel[parent.source])}
                </p>
              </div>
              {canManage ? (
                <ConfirmDialog
                  title={t`Unlink Parent`}
                  message={t`${name} (${mobile}) will no longer see ${studentName}'s fees, attendance and results.`}
                  confirmLabel={t`Unlink`}
                  busyLabel={t`Unlinking...`}
                  tone="danger"
                  trigger={
                    <Button size="sm" variant="secondary">
                      <Trans>
                        Unlink<span className="visually-hidden"> {name}</span>
                      </Trans>
                    </Button>
                  }
                  onConfirm={async () => {
                    await parents.applyWrite(
                      () => repository.unlinkParent(student.id, parent.mobile),
                      (_before, after) => after,
                    );
                    setNotice(t`${name} was unlinked.`);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      title={t`Parents`}
      actions={
        canManage ? (
          <Button size="sm" onClick={() => setLinking(true)}>
            <Trans>Link Parent</Trans>
          </Button>
        ) : undefined
      }
    >
      <p className={styles.lead}>
        <Trans>
          Parents sign in with a code sent to their mobile and see this student&apos;s fees,
          attendance and results.
        </Trans>
      </p>
      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
      {body}
      {linking ? (
        <LinkParentDialog
          onClose={() => setLinking(false)}
          onLink={async (link) => {
            await parents.applyWrite(
              () => repository.linkParent(student.id, link),
              (_before, after) => after,
            );
            const name = link.name;
            setNotice(t`${name} was linked.`);
          }}
        />
      ) : null}
    </Card>
  );
}

function LinkParentDialog({
  onClose,
  onLink,
}: {
  onClose: () => void;
  onLink: (link: NewParentLink) => Promise<void>;
}) {
  const { t } = useLingui();
  const form = useForm<NewParentLink>({
    resolver: zodResolver(newParentLinkSchema),
    defaultValues: { mobile: '', name: '' },
  });
  const submit = async (link: NewParentLink) => {
    try {
      await onLink(link);
      onClose();
    } catch (error) {
      if (!showIssuesBesideFields(form, error)) {
        form.setError('root', { message: describeError(error) });
      }
    }
  };
  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Link Parent`}
      description={t`A parent with this mobile number can sign in and see this student.`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Link Parent`}
      busyLabel={t`Linking...`}
      cancelLabel={t`Cancel`}
      size="sm"
    >
      <TextField<NewParentLink> name="name" label={t`Parent name`} required />
      <TextField<NewParentLink>
        name="mobile"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        required
      />
      <FormError />
    </FormModal>
  );
}
