// Data and helpers shared by the STSE management stories.
import { within } from 'storybook/test';
import { createSeedData } from '@/data';
import type { Candidate } from '@/data';

export const stseRoute = { path: '/admin/stse-management/:tab?' };

export const sample = createSeedData(new Date());

/** A sample candidate by name (the seed's twelve, oldest STSE0001 to newest STSE0012). */
export function sampleCandidate(name: string): Candidate {
  const candidate = sample.stseCandidates.find((item) => item.name === name);
  if (!candidate) throw new Error(`No sample candidate named ${name}`);
  return candidate;
}

/**
 * `count` valid candidates made from the sample ones, newest first by registration; every
 * third has an exam centre. Deterministic, so every run sees the same table.
 */
export function manyCandidates(count: number): Candidate[] {
  const templates = sample.stseCandidates;
  const start = Date.parse('2026-06-01T09:00:00.000Z');
  return Array.from({ length: count }, (_, index): Candidate => {
    const template = templates[index % templates.length]!;
    const surnameSource = templates[(index * 5 + 3) % templates.length]!;
    const firstName = template.name.split(' ')[0]!;
    const surname = surnameSource.name.split(' ')[1]!;
    const sequence = index + 1;
    const { examCenter: _unused, marks: _marks, scholarship: _scholarship, ...details } = template;
    return {
      ...details,
      id: `candidate-${sequence}`,
      rollNo: `STSE${String(sequence).padStart(4, '0')}`,
      registrationDate: new Date(start + sequence * 60_000).toISOString(),
      name: `${firstName} ${surname}`,
      guardianName: `${template.guardianName.split(' ')[0]} ${surname}`,
      email: `${firstName}.${surname}.${sequence}@example.com`.toLowerCase(),
      mobile: String(9000000000 + sequence),
      whatsapp: String(9000000000 + sequence),
      ...(sequence % 3 === 0 ? { examCenter: sample.settings.stse.examCenters[0] } : {}),
    };
  });
}

type Canvas = ReturnType<typeof within>;

/** The table's body rows. */
export function bodyRows(canvas: Canvas, tableName: string): HTMLElement[] {
  return within(canvas.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
}

/** The body row that mentions `text` (a name or a roll number). */
export function rowWith(canvas: Canvas, tableName: string, text: string): HTMLElement {
  const row = bodyRows(canvas, tableName).find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`No row in "${tableName}" mentions ${text}`);
  return row;
}

/** The text of one column's cells, top to bottom; `column` counts from 0 (a checkbox counts). */
export function columnTexts(canvas: Canvas, tableName: string, column: number): string[] {
  return bodyRows(canvas, tableName).map(
    (row) => within(row).getAllByRole('cell')[column]?.textContent ?? '',
  );
}
