// Attendance's rules, pure: merging a register sent from a phone with what is stored (the later
// tap of each student stands, so an old offline copy never undoes a newer change), the figures a
// percentage is made of, three absences in a row, and one absence message per family a day.
import type { AttendanceMark, Mark } from '../schemas/attendance';

type IncomingMark = Pick<Mark, 'studentId' | 'status' | 'markedAt'>;

/**
 * The stored marks with the incoming ones, each student's later mark standing (a tie keeps the
 * stored one, so a resend changes nothing); `changed` says whether any mark moved.
 */
export function mergeMarks(
  stored: readonly Mark[],
  incoming: readonly IncomingMark[],
  by: string,
): { marks: Mark[]; changed: boolean } {
  const byStudent = new Map(stored.map((mark) => [mark.studentId, mark]));
  let changed = false;
  for (const mark of incoming) {
    const current = byStudent.get(mark.studentId);
    if (current && Date.parse(current.markedAt) >= Date.parse(mark.markedAt)) continue;
    if (current?.status !== mark.status) changed = true;
    // Built field by field (a spread of 200 marks costs more than the rest of the merge).
    const { studentId, status, markedAt } = mark;
    byStudent.set(studentId, { studentId, status, markedAt, by });
  }
  return { marks: [...byStudent.values()], changed };
}

export type AttendanceFigures = {
  /** Classes with a mark for the student. */
  held: number;
  present: number;
  late: number;
  absent: number;
  leave: number;
  /** (Present + Late) of the classes held less those on leave, in whole percent; null: none. */
  percent: number | null;
};

export function attendanceFigures(marks: readonly { status: AttendanceMark }[]): AttendanceFigures {
  const count = (status: AttendanceMark) => marks.filter((mark) => mark.status === status).length;
  const [present, late, absent, leave] = [count('P'), count('L'), count('A'), count('E')];
  const counted = marks.length - leave;
  return {
    held: marks.length,
    present,
    late,
    absent,
    leave,
    percent: counted === 0 ? null : Math.round(((present + late) * 100) / counted),
  };
}

/** Whether the last three marks (oldest first) are all absences: the office's call list. */
export const threeAbsencesInARow = (marksOldestFirst: readonly { status: AttendanceMark }[]) =>
  marksOldestFirst.length >= 3 && marksOldestFirst.slice(-3).every((mark) => mark.status === 'A');

/** A family: the students sharing a contact mobile (its last 10 digits), or else an e-mail. */
export const familyKeyOf = (student: { mobile: string; email: string }): string => {
  const digits = student.mobile.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `m:${digits}` : `e:${student.email.trim().toLowerCase()}`;
};

/** "Asha" or "Asha and Bina" or "Asha, Bina and Chetan": the children a message names. */
export function namesTogether(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
