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
import { formatFileSize } from './format-file-size';
import styles from './material-management-page.module.css';

export const DELETE_MATERIAL_MESSAGE = 'Are you sure you want to delete this material?';

/** The admin's study materials: every one, with its file, and the upload of new ones. */
export function MaterialManagementPage() {
  useDocumentTitle('Material Management · Admin Panel · Sankalp Institute');
  const repository = useData();
  const toast = useToast();
  const materials = useLiveQuery((data) => data.listMaterials(), [], ['materials']);
  const [deleteTarget, setDeleteTarget] = useState<Material>();
  const [deleteError, setDeleteError] = useState<string>();

  const columns = useMemo(() => materialColumns(setDeleteTarget), []);

  async function deleteMaterial(material: Material) {
    setDeleteError(undefined);
    try {
      await repository.deleteMaterial(material.id);
      toast.show({ message: `"${material.title}" was deleted.`, tone: 'success' });
    } catch (error) {
      setDeleteError(`"${material.title}" could not be deleted. ${describeError(error)}`);
    }
  }

  return (
    <ListPage
      title="Material Management"
      lead="Study materials and their PDF files. Public ones appear on the Downloads page; Student ones only to students of the matching class and stream."
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
        loadErrorTitle="The materials could not be loaded."
        caption="Study materials"
        columns={columns}
        initialSort={{ columnId: 'uploaded', direction: 'descending' }}
      />
      <ConfirmDialog
        open={deleteTarget !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(undefined);
        }}
        title={`Delete "${deleteTarget?.title ?? ''}"`}
        message={DELETE_MATERIAL_MESSAGE}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        tone="danger"
        onConfirm={() => (deleteTarget ? deleteMaterial(deleteTarget) : undefined)}
      />
    </ListPage>
  );
}

function materialColumns(onDelete: (material: Material) => void): DataTableColumn<Material>[] {
  return [
    textColumn('title', 'Title', (material) => material.title, { emphasis: true }),
    {
      id: 'visibility',
      header: 'Visibility',
      cell: (material) => (
        <Badge tone={material.visibility === 'Public' ? 'success' : 'info'}>
          {material.visibility}
        </Badge>
      ),
      sortValue: (material) => material.visibility,
    },
    { id: 'class', header: 'Class', cell: (material) => material.class },
    { id: 'stream', header: 'Stream', cell: (material) => material.stream },
    {
      id: 'file',
      header: 'File',
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
      header: 'Uploaded',
      cell: (material) => <DateText value={material.uploadDate} />,
      sortValue: (material) => material.uploadDate,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (material) => (
        <div className={styles.rowActions}>
          <MaterialDownloadButton material={material} variant="secondary" />
          <Button variant="danger" onClick={() => onDelete(material)}>
            Delete<span className="visually-hidden"> {material.title}</span>
          </Button>
        </div>
      ),
    },
  ];
}
