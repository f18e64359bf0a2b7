import { schoolSchema } from '@/data';
import type { School } from '@/data';
import type { z } from 'zod';

/**
 * What a school may change in its own profile: everything but its id and its name. The name is
 * what its students' registrations are matched by (a school sees only those), so renaming it here would cut the
 * school off from them; the institute's admin changes names.
 */
export const schoolProfileSchema = schoolSchema.omit({ id: true, name: true });
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

/** A copy of the record's editable fields, for the edit form to work on. */
export function schoolProfileOf(school: School): SchoolProfile {
  const { address, city, state, principalName, contactEmail, contactPhone } = school;
  return { address, city, state, principalName, contactEmail, contactPhone };
}
