// Partner schools.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { emailField, mobileField, personNameField, required, idField } from './fields';

export const schoolSchema = z.object({
  id: idField,
  name: required('School name', TEXT_LIMITS.name),
  address: required('Address', TEXT_LIMITS.address),
  city: required('City', TEXT_LIMITS.place),
  state: required('State', TEXT_LIMITS.place),
  principalName: personNameField('Principal name'),
  contactEmail: emailField,
  contactPhone: mobileField('Contact phone'),
});
export type School = z.infer<typeof schoolSchema>;
export const newSchoolSchema = schoolSchema.omit({ id: true });
export type NewSchool = z.infer<typeof newSchoolSchema>;
