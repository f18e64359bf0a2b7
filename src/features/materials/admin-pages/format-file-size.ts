import { formatIndianNumber } from '@/data';
import { countLabel } from '@/ui';

const units = [
  { unit: 'MB', bytes: 1024 * 1024 },
  { unit: 'KB', bytes: 1024 },
] as const;

/** 2.4 MB, 312 KB or 900 bytes: a file's size as people read it, to one decimal place. */
export function formatFileSize(bytes: number): string {
  for (const { unit, bytes: size } of units) {
    if (bytes >= size) return `${formatIndianNumber(Number((bytes / size).toFixed(1)))} ${unit}`;
  }
  return countLabel(bytes, 'byte');
}
