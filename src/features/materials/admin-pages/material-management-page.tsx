import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { describeError, useData, useLiveQuery } from '@/data';
import type { Material } from '@/data';
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  DateText,
  ListPage,
  ListTable,
  textColumn,
  useDocumentTitle,
  useToast,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { MaterialDownloadButton } from '../components/material-download-button';
import { AddMaterialDialog } from './add-material-dialog';
import { useFormatFileSize } from './format-file-size';
import styles from './material-management-page.module.css';

/** The admin's study materials: every one, with its file, and the upload of new ones. */
export function MaterialManagementPage() {
  const { t } = useLingui();
  const formatFileSize = useFormatFileSize();
  useDocumentTitle(t`Material Management · Admin Panel · Sankalp Institute`);
  const repository = useData();
  const toast = useToast();
  const materials = useLiveQuery((data) => data.listMaterials(), [], ['materials']);
  const [deleteTarget, setDeleteTarget] = useState<Material>();
  const [deleteError, setDeleteError] = useState<string>();

  const columns: DataTableColumn<Material>[] = useMemo(
    () => [
      textColumn('title', t`Title`, (material) => material.title, { emphasis: true }),
      {
        id: 'visibility',
        header: t`Visibility`,
        cell: (material) => (
          <Badge tone={material.visibility === 'Public' ? 'success' : 'info'}>
            {material.visibility}
          </Badge>
        ),
        sortValue: (material) => material.visibility,
      },
      // "Any" is the stored value for every class or stream: shown in the reader's language.
      {
        id: 'class',
        header: t`Class`,
        cell: (material) => (material.class === 'Any' ? t`Any` : material.class),
      },
      {
        id: 'stream',
        header: t`Stream`,
        cell: (material) => (material.stream === 'Any' ? t`Any` : material.stream),
      },
      {
        id: 'file',
        header: t`File`,
        cell: (material) => (
          <span className={styles.file}>
            <span>{material.fileName}</span>
            {material.fileSize === undefined ? null : (
              <span className={styles.size}>{formatFileSize(material.fileSize)}</span>
            )}
          </span>
        ),
      },
      {
        id: 'uploaded',
        header: t`Uploaded`,
        cell: (material) => <DateText value={material.uploadDate} />,
        sortValue: (material) => material.uploadDate,
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: (material) => {
          const title = material.title;
          return (
            <div className={styles.rowActions}>
              <MaterialDownloadButton material={material} variant="secondary" />
              <Button variant="danger" onClick={() => setDeleteTarget(material)}>
                <Trans>
                  Delete<span className="visually-hidden"> {title}</span>
                </Trans>
              </Button>
            </div>
          );
        },
      },
    ],
    [t, formatFileSize],
  );
  const deleteTitle = deleteTarget?.title ?? '';

  async function deleteMaterial(material: Material) {
    setDeleteError(undefined);
    const title = material.title;
    try {
      await repository.deleteMaterial(material.id);
      toast.show({ message: t`"${title}" was deleted.`, tone: 'success' });
    } catch (error) {
      const reason = describeError(error);
      setDeleteError(t`"${title}" could not be deleted. ${reason}`);
    }
  }

  return (
    <ListPage
      title={t`Material Management`}
      lead={t`Study materials and their PDF files. Public ones appear on the Downloads page; Student ones only to students of the matching class and stream.`}
      actions={<AddMaterialDialog />}
      notice={
        deleteError ? (
          <Alert tone="error" onDismiss={() => setDeleteError(undefined)}>
            {deleteError}
          </Alert>
        ) : null
      }
    >
      <ListTable
        query={materials}
        describeError={describeError}
        loadErrorTitle={t`The materials could not be loaded.`}
        caption={t`Study materials`}
        columns={columns}
        initialSort={{ columnId: 'uploaded', direction: 'descending' }}
      />
      <ConfirmDialog
        open={deleteTarget !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(undefined);
        }}
        title={t`Delete "${deleteTitle}"`}
        message={t`Are you sure you want to delete this material?`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        tone="danger"
        onConfirm={() => (deleteTarget ? deleteMaterial(deleteTarget) : undefined)}
      />
    </ListPage>
  );
}
