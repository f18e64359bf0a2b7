import { formatIndianNumber } from '@/lib';

/**
 * A count and the words that go with it, singular for exactly one: "1 candidate",
 * "10,000 candidates", "0 candidates". The count is grouped the Indian way. `many` defaults to
 * `one` with an "s"; give it for other plurals ("row was" / "rows were").
 */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${formatIndianNumber(count)} ${count === 1 ? one : many}`;
}

export type CountLabelProps = { count: number; one: string; many?: string };

/** countLabel as text in a screen. */
export function CountLabel({ count, one, many }: CountLabelProps) {
  return <>{countLabel(count, one, many)}</>;
}
