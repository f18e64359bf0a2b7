// The demo's batches: one per course the sample students take, each student seated in theirs, so
// the Batches screen and the Students screen's Batch filter show real rows from the first visit.
import type { Batch, Enrolment } from '../schemas/batches';
import type { Student } from '../schemas';
import { indiaDayOf } from '../rules/ledger';

/** The academic year (April to March) that `now` falls in, e.g. "2026-27". */
function academicYearOf(now: Date): { year: string; startsOn: string; endsOn: string } {
  const day = indiaDayOf(now);
  const calendarYear = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 4 ? calendarYear : calendarYear - 1;
  return {
    year: `${first}-${String((first + 1) % 100).padStart(2, '0')}`,
    startsOn: `${first}-04-01`,
    endsOn: `${first + 1}-03-31`,
  };
}

export function createBatches(
  now: Date,
  students: readonly Student[],
): { batches: Batch[]; enrolments: Enrolment[] } {
  const { year, startsOn, endsOn } = academicYearOf(now);
  const common = {
    academicYear: year,
    startsOn,
    endsOn,
    faculty: [],
    createdAt: now.toISOString(),
  };
  const batches: Batch[] = [
    {
      ...common,
      id: 'batch-jee-morning',
      name: 'JEE Morning',
      program: 'Engineering',
      currentClass: 11,
      stream: 'Non-Medical',
      capacity: 40,
      room: 'Room 101',
    },
    {
      ...common,
      id: 'batch-neet-evening',
      name: 'NEET Evening',
      program: 'Medical',
      currentClass: 12,
      stream: 'Medical',
      capacity: 40,
      room: 'Room 204',
    },
    {
      ...common,
      id: 'batch-foundation',
      name: 'Foundation Weekend',
      program: 'Foundation',
      currentClass: 10,
      stream: 'Foundation',
      capacity: 30,
      room: 'Room 3',
    },
  ];
  const enrolments: Enrolment[] = students.flatMap((student) => {
    const batch = batches.find((candidate) => candidate.stream === student.stream);
    return batch
      ? [
          {
            id: `enrolment-${student.id}`,
            batchId: batch.id,
            studentId: student.id,
            status: 'enrolled' as const,
            addedAt: student.enrollmentDate,
            joinedOn: indiaDayOf(new Date(student.enrollmentDate)),
          },
        ]
      : [];
  });
  return { batches, enrolments };
}
