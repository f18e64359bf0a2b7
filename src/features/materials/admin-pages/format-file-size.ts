import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { formatIndianNumber } from '@/data';

const units = [
  { unit: 'MB', bytes: 1024 * 1024 },
  { unit: 'KB', bytes: 1024 },
] as const;

/** 2.4 MB, 312 KB or 900 bytes: a file's size as people read it, to one decimal place. */
export function useFormatFileSize(): (bytes: number) => string {
  const { t } = useLingui();
  return useCallback(
    (bytes: number) => {
      for (const { unit, bytes: size } of units) {
        if (bytes >= size)
          return `${formatIndianNumber(Number((bytes / size).toFixed(1)))} ${unit}`;
      }
      return t`${plural(bytes, { one: '# byte', other: '# bytes' })}`;
    },
    [t],
  );
}
