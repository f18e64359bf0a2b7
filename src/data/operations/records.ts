// New schools and notifications, built once for the browser's repository core and the server.
import { isAfterToday, schoolNameKey, todayIso } from '../rules';
import {
  newNotificationSchema,
  newSchoolSchema,
  notificationSchema,
  schoolSchema,
} from '../schemas';
import type { NewNotification, NewSchool, Notification, School } from '../schemas';
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';

/** The refusal of a school name another school already has. */
export const DUPLICATE_SCHOOL_NAME = 'A school with this name is already registered.';

/** Whether a school other than `id` has this name, ignoring case and spaces (schoolNameKey). */
export function nameTakenByAnother(
  name: string,
  id: string,
  schools: readonly Pick<School, 'id' | 'name'>[],
): boolean {
  const key = schoolNameKey(name);
  return schools.some((school) => school.id !== id && schoolNameKey(school.name) === key);
}

/** The new school's record; a name another school has is refused. */
export function newSchoolRecord(
  newSchool: NewSchool,
  schools: readonly Pick<School, 'id' | 'name'>[],
): School {
  const input = validated(newSchoolSchema, newSchool, 'school');
  const school = validated(schoolSchema, { ...input, id: newId() }, 'school');
  if (nameTakenByAnother(school.name, school.id, schools)) {
    refuse('school', 'name', DUPLICATE_SCHOOL_NAME);
  }
  return school;
}

/** Whether an edit gives the school another name (more than case and spaces changed). */
export function schoolRenamed(stored: Pick<School, 'name'>, edited: Pick<School, 'name'>): boolean {
  return schoolNameKey(edited.name) !== schoolNameKey(stored.name);
}

/**
 * The edited school. A new name another school has is refused; a kept name passes even then, so
 * two schools registered under one name before names were unique can still be edited.
 */
export function editedSchool(
  input: School,
  stored: School,
  schools: readonly Pick<School, 'id' | 'name'>[],
): School {
  if (schoolRenamed(stored, input) && nameTakenByAnother(input.name, input.id, schools)) {
    refuse('school', 'name', DUPLICATE_SCHOOL_NAME);
  }
  return input;
}

/** The new notification's record: scheduled when its date is after today. */
export function newNotificationRecord(newNotification: NewNotification, at: Date): Notification {
  const input = validated(newNotificationSchema, newNotification, 'notification');
  return validated(
    notificationSchema,
    { ...input, id: newId(), isScheduled: isAfterToday(input.date, todayIso(at)) },
    'notification',
  );
}
