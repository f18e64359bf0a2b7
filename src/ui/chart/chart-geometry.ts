// The arithmetic of a chart, apart from React: the value axis's round ticks, the labels along
// the bottom (every label once, in the order the series first name them) and how many of them
// fit side by side.

export type ChartPoint = {
  /** Names the point in the table and in the pointer's tooltip, e.g. "Apr 2026". */
  label: string;
  /** Null for a point with no figure: a gap in the chart, "—" in the table. */
  value: number | null;
  /** A shorter name under the axis when the label is long, e.g. a test's date for its title. */
  shortLabel?: string;
};

export type ChartSeries = { name: string; points: readonly ChartPoint[] };

/** One place along the bottom axis: its label and each series' value there. */
export type ChartRow = { label: string; shortLabel: string; values: Array<number | null> };

/** The series joined by label, in the order the labels first appear. */
export function chartRows(series: readonly ChartSeries[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  series.forEach((one, index) => {
    for (const point of one.points) {
      const row = rows.get(point.label) ?? {
        label: point.label,
        shortLabel: point.shortLabel ?? point.label,
        values: series.map(() => null),
      };
      row.values[index] = point.value;
      rows.set(point.label, row);
    }
  });
  return [...rows.values()];
}

/**
 * Round ticks from 0 (or the lowest value, when below 0) to at least the highest value, about
 * `count` of them, each step 1, 2, 2.5 or 5 times a power of ten (whole numbers for counts).
 */
export function niceTicks(values: readonly number[], count = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high === low) return [low, low + 1];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ??
    10 * power;
  const wholeStep = values.every(Number.isInteger) ? Math.max(1, Math.round(step)) : step;
  const ticks = [Math.floor(low / wholeStep) * wholeStep];
  while (ticks.at(-1)! < high) ticks.push(Number((ticks.at(-1)! + wholeStep).toPrecision(12)));
  return ticks;
}

/** About how wide a text is at the chart's 12px type, in px. */
export const textWidth = (text: string) => text.length * 7 + 8;

/** Every n-th label is written under the axis, so that the written ones never overlap. */
export function labelStride(labels: readonly string[], width: number): number {
  const widest = Math.max(0, ...labels.map(textWidth));
  return Math.max(1, Math.ceil((labels.length * widest) / Math.max(width, 1)));
}
