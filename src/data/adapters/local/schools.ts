// Partner schools in the browser-only mode; a school added or renamed takes the candidates who
// typed its name, in the same store update.
import type { Candidate, NewSchool, School } from '../../schemas';
import { schoolSchema } from '../../schemas';
import { takenBySchoolNamed } from '../../operations/candidates';
import { editedSchool, newSchoolRecord, schoolRenamed } from '../../operations/records';
import { created, edited } from '../../operations/audit';
import type { AuditedChange } from '../../operations/audit';
import { validated } from '../../core/validate';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { replaceById } from './stored-lists';

/**
 * The candidates a school added or renamed takes (takenBySchoolNamed), linked to it in the
 * same write as the school; nothing is written when it takes none.
 */
function linkingCandidatesTo(school: School, stseCandidates: readonly Candidate[]) {
  const audit: AuditedChange[] = [];
  const list = stseCandidates.map((candidate) => {
    if (!takenBySchoolNamed(candidate, school.name)) return candidate;
    const linked = { ...candidate, schoolId: school.id };
    audit.push(edited('candidate', candidate, linked));
    return linked;
  });
  return { write: audit.length > 0 ? { stseCandidates: list } : {}, audit };
}

export async function listSchools(context: LocalContext): Promise<School[]> {
  return [...(await context.store.read('schools'))];
}

export async function getSchool(context: LocalContext, id: string): Promise<School | undefined> {
  return (await context.store.read('schools')).find((school) => school.id === id);
}

export async function addSchool(context: LocalContext, newSchool: NewSchool): Promise<School> {
  return auditedUpdate(context, ['schools', 'stseCandidates'], ({ schools, stseCandidates }) => {
    const school = newSchoolRecord(newSchool, schools);
    const { write, audit } = linkingCandidatesTo(school, stseCandidates);
    return {
      write: { schools: [...schools, school], ...write },
      result: school,
      audit: [created('school', school), ...audit],
    };
  });
}

export async function updateSchool(context: LocalContext, school: School): Promise<School> {
  const input = validated(schoolSchema, school, 'school');
  return auditedUpdate(context, ['schools', 'stseCandidates'], ({ schools, stseCandidates }) => {
    const { list, updated, found } = replaceById(schools, input.id, 'school', (stored) =>
      editedSchool(input, stored, schools),
    );
    // Only a new name takes anyone: those of the kept name were linked when it was given.
    const linking = schoolRenamed(found, updated)
      ? linkingCandidatesTo(updated, stseCandidates)
      : undefined;
    return {
      write: { schools: list, ...linking?.write },
      result: updated,
      audit: [edited('school', found, updated), ...(linking?.audit ?? [])],
    };
  });
}
