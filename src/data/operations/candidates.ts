// The STSE candidates' decisions (registration, edits, exam centres, marks, results, admission),
// written once: the browser's repository core and the server's SQL both call these, and keep only
// how they read, lock and write.
import { ABSENT, MIN_MARKS } from '../constants';
import { MAX_PAGE_SIZE, ROLL_NOS_MESSAGE } from '../queries';
import {
  NO_SCHOLARSHIP,
  applyConcession,
  createConcessionPlan,
  hasAppeared,
  schoolIdNamed,
  schoolNameKey,
  scholarshipFor,
  scholarshipTierFor,
  tierConcessionPercent,
  todayIso,
} from '../rules';
import type { ClassStanding } from '../rules';
import {
  candidateSchema,
  newCandidateSchema,
  settingsSchema,
  singleRegistrationSchema,
} from '../schemas';
import type {
  AdmitCard,
  Candidate,
  CandidateLookup,
  FeeDetails,
  MarksValue,
  NewCandidate,
  ResultLookup,
  ScholarshipTier,
  School,
  Settings,
  Student,
} from '../schemas';
import { newId } from '../core/ids';
import { refuse, validated, validatedStored } from '../core/validate';
import { validatedRows } from './rows';
import type { StudentExtra } from './students';

/** How a roll number is matched: ignoring case and outer spaces. */
export const rollNoKey = (rollNo: string) => rollNo.trim().toLowerCase();

/** The roll numbers asked for, as distinct keys; more than MAX_PAGE_SIZE at once is refused. */
export function rollNoKeysToFind(rollNos: readonly string[]): string[] {
  if (rollNos.length > MAX_PAGE_SIZE) refuse('query', 'rollNos', ROLL_NOS_MESSAGE);
  return [...new Set(rollNos.map(rollNoKey))].filter((key) => key !== '');
}

/**
 * The registrations, validated: a batch's rows may leave listed details pending and a failure
 * names its row; a single registration (the form) gives every detail.
 */
export function validatedNewCandidates(
  candidates: readonly NewCandidate[],
  batch: boolean,
): NewCandidate[] {
  const schema = batch ? newCandidateSchema : singleRegistrationSchema;
  return validatedRows(candidates, (candidate) => validated(schema, candidate, 'candidate'), batch);
}

/** The partner schools a link is chosen among (every school whose name may match, at least). */
export type LinkableSchools = readonly Pick<School, 'id' | 'name'>[];

/** The record with its school link set to `schoolId`, or without one. */
function linkedTo<T extends { schoolId?: string | undefined }>(
  record: T,
  schoolId: string | undefined,
): T {
  const { schoolId: _previous, ...rest } = record;
  return (schoolId === undefined ? rest : { ...rest, schoolId }) as T;
}

/**
 * The school a registration belongs to: a school's own registration names its id and stays with
 * it; any other belongs to the one partner school its typed school name names, if any.
 */
function registrationSchoolId(input: NewCandidate, schools: LinkableSchools): string | undefined {
  if (input.schoolId !== undefined && schools.some((school) => school.id === input.schoolId)) {
    return input.schoolId;
  }
  return schoolIdNamed(input.schoolName, schools);
}

/** The registered candidates, one roll number each, in the order given, linked to their schools. */
export function registeredCandidates(
  inputs: readonly NewCandidate[],
  rollNos: readonly string[],
  at: Date,
  batch: boolean,
  schools: LinkableSchools,
): Candidate[] {
  const registrationDate = at.toISOString();
  return validatedRows(
    inputs,
    (input, row) =>
      validated(
        candidateSchema,
        {
          ...linkedTo(input, registrationSchoolId(input, schools)),
          id: newId(),
          rollNo: rollNos[row],
          registrationDate,
        },
        'candidate',
      ),
    batch,
  );
}

/**
 * The edited candidate. The roll number and registration date are issued once; an edit cannot
 * change them (a changed roll number could repeat another candidate's). The school link is never
 * taken from the edit: it stays while the school name does (ignoring case and spaces), and a
 * changed name links to the one partner school it names, if any.
 */
export function editedCandidate(
  input: Candidate,
  stored: Candidate,
  schools: LinkableSchools,
): Candidate {
  const sameName = schoolNameKey(input.schoolName) === schoolNameKey(stored.schoolName);
  const schoolId = sameName ? stored.schoolId : schoolIdNamed(input.schoolName, schools);
  return {
    ...linkedTo(input, schoolId),
    rollNo: stored.rollNo,
    registrationDate: stored.registrationDate,
  };
}

/**
 * Whether a school just added under this name, or renamed to it, takes the candidate: one linked
 * to no school whose typed school name names it (ignoring case and spaces). A candidate linked
 * to a school stays with it. The server asks the same in SQL.
 */
export function takenBySchoolNamed(candidate: Candidate, schoolName: string): boolean {
  return (
    candidate.schoolId === undefined &&
    schoolNameKey(candidate.schoolName) === schoolNameKey(schoolName)
  );
}

/** The exam centre to assign, trimmed, or a refusal. */
export function examCenterToAssign(examCenter: string): string {
  const center = examCenter.trim();
  if (center === '') refuse('candidate', 'examCenter', 'Choose an exam centre.');
  return center;
}

/**
 * The candidate with marks (and their scholarship) or Absent, checked against the settings. Marks
 * are no text: the candidate's details are read as stored.
 */
export function withMarks(stored: Candidate, value: MarksValue, settings: Settings): Candidate {
  // Marks and Absent replace each other, so neither is carried over from the stored record.
  const { marks: _previousMarks, absent: _previouslyAbsent, ...rest } = stored;
  if (value === ABSENT) {
    return validatedStored(
      candidateSchema,
      { ...rest, absent: true, scholarship: NO_SCHOLARSHIP },
      'candidate',
    );
  }
  const { maxMarks } = settings.stse;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < MIN_MARKS ||
    value > maxMarks
  ) {
    refuse('candidate', 'marks', `Marks must be a number from ${MIN_MARKS} to ${maxMarks}.`);
  }
  return validatedStored(
    candidateSchema,
    { ...rest, marks: value, scholarship: scholarshipFor(value, settings.stse.scholarshipTiers) },
    'candidate',
  );
}

/**
 * The candidate a public lookup may answer for: the roll number's candidate, and only when the
 * date of birth typed is theirs. A wrong date of birth and an unknown roll number look alike to
 * the visitor (a candidate whose date of birth is still pending cannot be looked up).
 */
export function lookedUpCandidate(
  candidate: Candidate | undefined,
  { dateOfBirth }: CandidateLookup,
): Candidate | undefined {
  const typed = dateOfBirth.trim();
  if (!candidate || typed === '' || candidate.dateOfBirth !== typed) return undefined;
  return candidate;
}

/** The admit card of a looked-up candidate, once they have an exam centre; only what it prints. */
export function admitCardFor(
  candidate: Candidate | undefined,
  settings: Settings,
): AdmitCard | undefined {
  if (!candidate?.examCenter) return undefined;
  return {
    examYear: settings.stse.examYear,
    rollNo: candidate.rollNo,
    name: candidate.name,
    guardianName: candidate.guardianName,
    currentClass: candidate.currentClass,
    examCenter: candidate.examCenter,
  };
}

/**
 * The public answer for one candidate (or none): only a published result with marks needs the
 * candidate's standing in their class, so `standingOf` is asked for nothing else.
 */
export async function resultLookupFor(
  candidate: Candidate | undefined,
  settings: Settings,
  standingOf: (candidate: Candidate) => ClassStanding | Promise<ClassStanding>,
): Promise<ResultLookup> {
  if (!candidate) return { status: 'not-found' };
  const who = {
    name: candidate.name,
    rollNo: candidate.rollNo,
    currentClass: candidate.currentClass,
  };
  const { examYear, maxMarks, resultsPublished } = settings.stse;
  if (!resultsPublished) return { status: 'not-published', ...who };
  if (candidate.absent === true) return { status: 'absent', ...who, examYear };
  if (!hasAppeared(candidate)) return { status: 'no-marks', ...who };
  const standing = await standingOf(candidate);
  return {
    status: 'published',
    ...who,
    examYear,
    marks: candidate.marks,
    maxMarks,
    ...standing,
    scholarship: candidate.scholarship ?? NO_SCHOLARSHIP,
  };
}

/** The settings with results published or hidden. */
export function withResultsPublished(settings: Settings, published: boolean): Settings {
  return validated(
    settingsSchema,
    { stse: { ...settings.stse, resultsPublished: published === true } },
    'settings',
  );
}

/** What admitting a candidate grants: their scholarship tier and its concession. */
export type AdmissionTerms = { tier: ScholarshipTier; percent: number };

/** The terms of admitting this candidate for this fee, or a refusal saying why not. */
export function admissionTerms(
  candidate: Candidate,
  settings: Settings,
  { totalFee, installmentCount }: { totalFee: number; installmentCount: number },
): AdmissionTerms {
  if (candidate.admission) {
    refuse(
      'candidate',
      'admission',
      `${candidate.name} (${candidate.rollNo}) has already been admitted as student ${candidate.admission.studentRollNo}.`,
    );
  }
  const tier = hasAppeared(candidate)
    ? scholarshipTierFor(candidate.marks, settings.stse.scholarshipTiers)
    : undefined;
  if (!tier) {
    refuse(
      'candidate',
      'scholarship',
      `${candidate.name} (${candidate.rollNo}) has no scholarship, so there is no concession to admit them with.`,
    );
  }
  const percent = tierConcessionPercent(tier);
  const { netFee } = applyConcession(totalFee, percent);
  if (netFee > 0 && netFee < installmentCount) {
    refuse(
      'student',
      'totalFee',
      `After the ${percent}% concession the fee is ₹${netFee}: at least ₹1 is needed for each installment.`,
    );
  }
  return { tier, percent };
}

/** Only well-formed contact details carry over from a candidate (a school's row may be partial). */
const ifMatches = (value: string, pattern: RegExp) => (pattern.test(value) ? value : '');

/** The admitted student's fees (the concession taken off before the split) and details. */
export function admissionFees(
  candidate: Candidate,
  { tier, percent }: AdmissionTerms,
  { totalFee, installmentCount }: { totalFee: number; installmentCount: number },
  at: Date,
): { feeDetails: FeeDetails; extra: StudentExtra } {
  const plan = createConcessionPlan({
    grossFee: totalFee,
    concessionPercent: percent,
    count: installmentCount,
    today: todayIso(at),
    makeId: newId,
  });
  return {
    feeDetails: { totalFee: plan.totalFee, installments: plan.installments },
    extra: {
      address: candidate.address,
      city: candidate.city,
      state: candidate.state,
      pinCode: ifMatches(candidate.pinCode, /^\d{6}$/),
      whatsapp: ifMatches(candidate.whatsapp, /^\d{10}$/),
      concession: {
        percent,
        grossFee: totalFee,
        amount: plan.concessionAmount,
        scholarship: tier.reward,
        stseRollNo: candidate.rollNo,
        candidateId: candidate.id,
      },
    },
  };
}

/** The candidate marked admitted as this student (no new text: its details are read as stored). */
export function admittedCandidate(candidate: Candidate, student: Student, at: Date): Candidate {
  return validatedStored(
    candidateSchema,
    {
      ...candidate,
      admission: {
        studentId: student.id,
        studentRollNo: student.rollNo,
        admittedAt: at.toISOString(),
      },
    },
    'candidate',
  );
}
