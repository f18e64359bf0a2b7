// The funnel page's CSV: the steps, then each breakdown, as the tables on the page show them.
import { toCsv } from '@/lib';
import type { FunnelReport } from '@/data/enquiries';

export const BREAKDOWN_LABELS = {
  source: 'Source',
  school: 'School',
  class: 'Class',
  tier: 'STSE tier',
} as const;

const days = (value: number | null) => (value === null ? '' : String(value));

export function funnelCsv(report: FunnelReport): string {
  const rows: Array<Array<string | number>> = [
    ['Stage', 'Enquiries', 'From the stage before (%)', 'Median days at the stage'],
    ...report.steps.map((step) => [step.label, step.count, step.conversion, days(step.medianDays)]),
  ];
  for (const [dimension, label] of Object.entries(BREAKDOWN_LABELS)) {
    rows.push([], [label, 'Enquiries', 'Admitted', 'Admitted (%)']);
    for (const row of report.breakdowns[dimension as keyof typeof BREAKDOWN_LABELS]) {
      rows.push([row.value, row.enquiries, row.admitted, row.conversion]);
    }
  }
  return toCsv(rows);
}
