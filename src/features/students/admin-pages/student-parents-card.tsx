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

const sourceLabel: Record<StudentParent['source'], string> = {
  record: "Guardian's mobile on the record",
  office: 'Linked by the office',
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
  if (parents.status === 'loading') body = <Spinner label="Loading the parents…" />;
  else if (parents.status === 'error') {
    body = (
      <LoadError
        title="The parents could not be loaded"
        message={describeError(parents.error)}
        onRetry={parents.reload}
      />
    );
  } else if ((parents.data ?? []).length === 0) {
    body = <p>No parent is linked: no one can sign in to the parent area for this student.</p>;
  } else {
    body = (
      <ul className={styles.list}>
        {(parents.data ?? []).map((parent) => (
          <li key={parent.mobile} className={styles.parent}>
            <div>
              <p className={styles.name}>{parent.name}</p>
              <p>
                {parent.mobile} · {sourceLabel[parent.source]}
              </p>
            </div>
            {canManage ? (
              <ConfirmDialog
                title="Unlink Parent"
                message={`${parent.name} (${parent.mobile}) will no longer see ${student.name}'s fees, attendance and results.`}
                confirmLabel="Unlink"
                busyLabel="Unlinking..."
                tone="danger"
                trigger={
                  <Button size="sm" variant="secondary">
                    Unlink<span className="visually-hidden"> {parent.name}</span>
                  </Button>
                }
                onConfirm={async () => {
                  await parents.applyWrite(
                    () => repository.unlinkParent(student.id, parent.mobile),
                    (_before, after) => after,
                  );
                  setNotice(`${parent.name} was unlinked.`);
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Parents"
      actions={
        canManage ? (
          <Button size="sm" onClick={() => setLinking(true)}>
            Link Parent
          </Button>
        ) : undefined
      }
    >
      <p className={styles.lead}>
        Parents sign in with a code sent to their mobile and see this student&apos;s fees,
        attendance and results.
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
            setNotice(`${link.name} was linked.`);
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
      title="Link Parent"
      description="A parent with this mobile number can sign in and see this student."
      form={form}
      onSubmit={submit}
      submitLabel="Link Parent"
      busyLabel="Linking..."
      cancelLabel="Cancel"
      size="sm"
    >
      <TextField<NewParentLink> name="name" label="Parent name" required />
      <TextField<NewParentLink>
        name="mobile"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        required
      />
      <FormError />
    </FormModal>
  );
}
