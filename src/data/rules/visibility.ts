// Who sees what: each area sees only its own records, and a student only what is meant for
// them. Screens filter through these so no area shows another's data.
import type { Candidate, Material, Notification, School, Student, Ticket } from '../schemas';
import type { Language } from '../constants';
import { isAfterToday } from './dates';

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

/**
 * How school names are compared: ignoring case, outer spaces and repeated inner spaces, so
 * "Kendriya Vidyalaya, Jaipur " and "kendriya  vidyalaya, JAIPUR" are one name. No two partner
 * schools may share it.
 */
export const schoolNameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The partner school a typed school name names: the one school whose name matches it, or none
 * when no school or two do (two schools kept from before names were unique).
 */
export function schoolIdNamed(
  schoolName: string,
  schools: readonly Pick<School, 'id' | 'name'>[],
): string | undefined {
  const key = schoolNameKey(schoolName);
  if (key === '') return undefined;
  const named = schools.filter((school) => schoolNameKey(school.name) === key);
  return named.length === 1 ? named[0]!.id : undefined;
}

/** The exam candidates who belong to this school: linked to its id, whatever name they typed. */
export function candidatesForSchool(
  candidates: readonly Candidate[],
  schoolId: string,
): Candidate[] {
  return candidates.filter((candidate) => candidate.schoolId === schoolId);
}

/** Only this student's support tickets. */
export function ticketsForStudent(tickets: readonly Ticket[], studentId: string): Ticket[] {
  return tickets.filter((ticket) => ticket.studentId === studentId);
}

/**
 * How long a material counts as new (the student dashboard's count and the Downloads page's New
 * badge): uploaded within the last NEW_MATERIAL_DAYS days, counted back from `now`.
 */
export const NEW_MATERIAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isNewMaterial(material: Pick<Material, 'uploadDate'>, now: Date): boolean {
  const uploaded = Date.parse(material.uploadDate);
  return uploaded <= now.getTime() && now.getTime() - uploaded <= NEW_MATERIAL_DAYS * DAY_MS;
}

export function newMaterials<T extends Pick<Material, 'uploadDate'>>(
  materials: readonly T[],
  now: Date,
): T[] {
  return materials.filter((material) => isNewMaterial(material, now));
}

/**
 * What a student sees of the notifications: only those whose date has come. A notification dated
 * after today is scheduled and stays hidden until its day; the stored isScheduled flag is only a
 * snapshot taken when it was created, so the date decides.
 */
export function notificationsForStudents<T extends Pick<Notification, 'date'>>(
  notifications: readonly T[],
  today: string,
): T[] {
  return notifications.filter((notification) => !isAfterToday(notification.date, today));
}

/**
 * A notification as a reader in this language sees it: its Hindi version for a Hindi reader when
 * it has one, else the English, with the language the text is in (for the page's lang attribute).
 */
export function notificationInLanguage(
  notification: Pick<Notification, 'title' | 'details' | 'titleHi' | 'detailsHi'>,
  language: Language,
): { title: string; details: string; language: Language } {
  const { titleHi = '', detailsHi = '' } = notification;
  return language === 'hi' && titleHi !== '' && detailsHi !== ''
    ? { title: titleHi, details: detailsHi, language: 'hi' }
    : { title: notification.title, details: notification.details, language: 'en' };
}
