import { formatIndianNumber } from '@/data';

/** "1 candidate", "10,000 candidates": a count with Indian grouping and the noun to match. */
export function countLabel(count: number, noun: string): string {
  return `${formatIndianNumber(count)} ${count === 1 ? noun : `${noun}s`}`;
}
