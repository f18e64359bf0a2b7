import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Material } from '@/data';
import { CardGridItem, DateText } from '@/ui';
import { MaterialDownloadButton } from './material-download-button';
import styles from './material-card.module.css';

export type MaterialCardProps = {
  material: Pick<Material, 'id' | 'title' | 'description' | 'fileName' | 'uploadDate'>;
  /** Shown beside the title, e.g. the student's New badge. */
  actions?: ReactNode;
};

/** One material in a CardGrid: what it is, its file and date, and the Download button. */
export function MaterialCard({ material, actions }: MaterialCardProps) {
  const uploaded = <DateText value={material.uploadDate} />;
  const fileName = material.fileName;
  return (
    <CardGridItem
      title={material.title}
      actions={actions}
      footer={
        <>
          <p className={styles.meta}>
            <Trans>
              {fileName} · added {uploaded}
            </Trans>
          </p>
          <MaterialDownloadButton material={material} />
        </>
      }
    >
      <p>{material.description}</p>
    </CardGridItem>
  );
}
