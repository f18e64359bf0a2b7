// Who sees what (spec 6). Screens filter through these so no area shows another's data.
import type { Candidate, Material, Student, Ticket } from '../schemas';

/** Student materials for the student's class and stream ("Any" matches everyone). */
export function materialsForStudent(
  materials: readonly Material[],
  student: Pick<Student, 'currentClass' | 'stream'>,
): Material[] {
  return materials.filter(
    (material) =>
      material.visibility === 'Student' &&
      (material.class === 'Any' || material.class === String(student.currentClass)) &&
      (material.stream === 'Any' || material.stream === student.stream),
  );
}

/** Materials any visitor may download. */
export function publicMaterials(materials: readonly Material[]): Material[] {
  return materials.filter((material) => material.visibility === 'Public');
}

const sameSchoolName = (first: string, second: string) =>
  first.trim().toLowerCase() === second.trim().toLowerCase();

/** The exam candidates registered from this school; names match ignoring case and outer spaces. */
export function candidatesForSchool(
  candidates: readonly Candidate[],
  schoolName: string,
): Candidate[] {
  return candidates.filter((candidate) => sameSchoolName(candidate.schoolName, schoolName));
}

/** Only this student's support tickets. */
export function ticketsForStudent(tickets: readonly Ticket[], studentId: string): Ticket[] {
  return tickets.filter((ticket) => ticket.studentId === studentId);
}
