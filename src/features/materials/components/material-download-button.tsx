import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { describeError, useData } from '@/data';
import type { Material } from '@/data';
import { Alert, Button, saveFile } from '@/ui';
import type { ButtonVariant } from '@/ui';
import styles from './material-download-button.module.css';

type DownloadState =
  { status: 'idle' } | { status: 'downloading' } | { status: 'failed'; message: string };

export type MaterialDownloadButtonProps = {
  material: Pick<Material, 'id' | 'title' | 'fileName'>;
  variant?: ButtonVariant;
};

/**
 * The one "download the real file" action: reads the material's stored bytes and saves them
 * under the material's file name. Its accessible name includes the title, so a list of cards
 * does not read as many identical "Download" buttons.
 */
export function MaterialDownloadButton({ material, variant }: MaterialDownloadButtonProps) {
  const { t } = useLingui();
  const repository = useData();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const errorId = useId();

  const title = material.title;

  async function download() {
    const fileName = material.fileName;
    setState({ status: 'downloading' });
    try {
      const file = await repository.getMaterialFile(material.id);
      if (!file) {
        setState({
          status: 'failed',
          message: t`The file ${fileName} is missing, so it cannot be downloaded. Please contact the institute.`,
        });
        return;
      }
      saveFile(file.bytes, material.fileName);
      setState({ status: 'idle' });
    } catch (error) {
      console.error(error);
      setState({ status: 'failed', message: describeError(error) });
    }
  }

  return (
    <div className={styles.download}>
      <Button
        variant={variant}
        onClick={() => void download()}
        busy={state.status === 'downloading'}
        busyLabel={t`Downloading...`}
        aria-describedby={state.status === 'failed' ? errorId : undefined}
      >
        <Trans>
          Download<span className="visually-hidden"> {title}</span>
        </Trans>
      </Button>
      {state.status === 'failed' ? (
        <div id={errorId}>
          <Alert tone="error">{state.message}</Alert>
        </div>
      ) : null}
    </div>
  );
}
