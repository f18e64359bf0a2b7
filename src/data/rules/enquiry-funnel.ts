// The admissions funnel: how many enquiries reached each stage, how fast, and from where; and
// the admissions of a month. Pure, over narrow rows both modes read (src/data/rules/enquiries.ts
// has the rest of admissions' rules).
import type { EnquiryStage } from '../schemas/enquiries';
import { indiaDayOf } from './ledger';

/** What the funnel needs of one enquiry. */
export type FunnelRow = {
  reached: Record<string, string>;
  source: string;
  currentClass: number | null;
  schoolName: string;
  /** The STSE scholarship tier's reward, or '' for none. */
  tier: string;
};

export type FunnelStep = {
  stageId: string;
  label: string;
  count: number;
  /** Of the step before, in percent (the first step: 100). */
  conversion: number;
  /** Median days an enquiry spent at this step before the next (null: none moved on yet). */
  medianDays: number | null;
};

const DAY_MS = 24 * 60 * 60_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** The funnel's steps: every stage but the lost ones, in the owner's order. */
export const funnelStagesOf = (stages: readonly EnquiryStage[]) =>
  stages.filter((stage) => stage.kind !== 'lost');

/**
 * Each step's count (an enquiry counts at every step up to the furthest it reached, so a jump
 * from New to Applied passed Contacted), the conversion from the step before, and the median
 * days from reaching a step to reaching any later one.
 */
export function funnelOf(
  rows: readonly FunnelRow[],
  stages: readonly EnquiryStage[],
): FunnelStep[] {
  const steps = funnelStagesOf(stages);
  const counts = steps.map(() => 0);
  const days: number[][] = steps.map(() => []);
  for (const row of rows) {
    // Each stage's time parsed once per row (a year of a branch is tens of thousands of rows).
    const times = steps.map((step) => {
      const time = row.reached[step.id];
      return time === undefined ? undefined : Date.parse(time);
    });
    let furthest = 0;
    let later: number | undefined;
    // From the last step back: each reached step's next reached time is known on the way.
    for (let index = steps.length - 1; index >= 0; index -= 1) {
      const time = times[index];
      if (time === undefined) continue;
      if (furthest === 0 && later === undefined) furthest = index;
      if (later !== undefined) days[index]!.push(Math.max(0, later - time) / DAY_MS);
      later = time;
    }
    for (let index = 0; index <= furthest; index += 1) counts[index]! += 1;
  }
  return steps.map((step, index) => ({
    stageId: step.id,
    label: step.label,
    count: counts[index]!,
    conversion:
      index === 0
        ? 100
        : counts[index - 1]! === 0
          ? 0
          : Math.round((counts[index]! / counts[index - 1]!) * 1000) / 10,
    medianDays: median(days[index]!),
  }));
}

export const FUNNEL_DIMENSIONS = ['source', 'school', 'class', 'tier'] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** The funnel's first and last step per value of a dimension, the largest groups first. */
export function funnelBreakdown(
  rows: readonly FunnelRow[],
  stages: readonly EnquiryStage[],
  dimension: FunnelDimension,
  labelOf: (value: string) => string = (value) => value,
): Array<{ value: string; enquiries: number; admitted: number; conversion: number }> {
  const won = funnelStagesOf(stages).filter((stage) => stage.kind === 'won');
  const groups = new Map<string, { enquiries: number; admitted: number }>();
  for (const row of rows) {
    const value = dimensionValue(row, dimension);
    const group = groups.get(value) ?? { enquiries: 0, admitted: 0 };
    group.enquiries += 1;
    if (won.some((stage) => row.reached[stage.id] !== undefined)) group.admitted += 1;
    groups.set(value, group);
  }
  return [...groups]
    .map(([value, group]) => ({
      value: labelOf(value),
      ...group,
      conversion: Math.round((group.admitted / group.enquiries) * 1000) / 10,
    }))
    .sort((a, b) => b.enquiries - a.enquiries || a.value.localeCompare(b.value));
}

function dimensionValue(row: FunnelRow, dimension: FunnelDimension): string {
  if (dimension === 'source') return row.source;
  if (dimension === 'school') return row.schoolName || 'Not known';
  if (dimension === 'class')
    return row.currentClass === null ? 'Not known' : `Class ${row.currentClass}`;
  return row.tier || 'No scholarship';
}

/** Admissions (won enquiries) in an Indian calendar month, YYYY-MM. */
export function admissionsIn(
  rows: ReadonlyArray<Pick<FunnelRow, 'reached'>>,
  stages: readonly EnquiryStage[],
  month: string,
): number {
  const won = stages.filter((stage) => stage.kind === 'won').map((stage) => stage.id);
  return rows.filter((row) =>
    won.some(
      (id) =>
        row.reached[id] !== undefined && indiaDayOf(new Date(row.reached[id]!)).startsWith(month),
    ),
  ).length;
}

export type FunnelBreakdownRow = ReturnType<typeof funnelBreakdown>[number];

/** The funnel page's answer: the steps, and admissions by each dimension. */
export type FunnelReport = {
  total: number;
  steps: FunnelStep[];
  breakdowns: Record<FunnelDimension, FunnelBreakdownRow[]>;
};

export function funnelReport(
  rows: readonly FunnelRow[],
  stages: readonly EnquiryStage[],
  sourceLabel: (source: string) => string,
): FunnelReport {
  return {
    total: rows.length,
    steps: funnelOf(rows, stages),
    breakdowns: {
      source: funnelBreakdown(rows, stages, 'source', sourceLabel),
      school: funnelBreakdown(rows, stages, 'school'),
      class: funnelBreakdown(rows, stages, 'class'),
      tier: funnelBreakdown(rows, stages, 'tier'),
    },
  };
}

/** This month's admissions beside the same month a year before (the owner's dashboard). */
export type AdmissionsComparison = {
  month: string;
  admitted: number;
  lastYearMonth: string;
  lastYearAdmitted: number;
};

/** The month `now` is in (India's) and the same month a year before, as YYYY-MM. */
export function comparedMonths(now: string): { month: string; lastYearMonth: string } {
  const month = indiaDayOf(new Date(now)).slice(0, 7);
  return { month, lastYearMonth: `${Number(month.slice(0, 4)) - 1}${month.slice(4)}` };
}
