import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { describeError } from '@/data';
import { translateDataMessage } from '@/features/data-messages';
import { saveFile } from '@/ui';
import { CSV_FILE_TYPE } from '../model/fee-report';

/**
 * Saves a CSV made from a read (every page of a list), once at a time; a read that fails leaves
 * `error` saying why, until the next try.
 */
export function useCsvExport(failure: string) {
  const { i18n } = useLingui();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string>();

  async function exportCsv(makeCsv: () => Promise<{ csv: string; fileName: string }>) {
    setExporting(true);
    setError(undefined);
    try {
      const { csv, fileName } = await makeCsv();
      saveFile(new Blob([csv], { type: CSV_FILE_TYPE }), fileName);
    } catch (caught) {
      setError(`${failure} ${translateDataMessage(i18n, describeError(caught))}`);
    } finally {
      setExporting(false);
    }
  }

  return { exporting, error, exportCsv };
}
