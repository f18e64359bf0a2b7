/**
 * Renders a school page the way the school area does: under the area's one record lookup
 * (SignedInRecordGate), which hands the page the signed-in school's record (useSignedInRecord)
 * or shows the area's loading, failure or "School not found." state (tested in
 * school-area.stories).
 *
 *   decorators: [withSchoolPage, withRouter, withData({ session: storySessions.school })],
 *   parameters: { route: { path: '/school/profile' } },
 *
 * Storybook wraps outward, so the gate sits inside the router and the data.
 */
import type { Decorator } from '@storybook/react-vite';
import { createSeedData } from '@/data';
import type { Candidate, SeedData } from '@/data';
import { SignedInRecordGate } from '@/app/layouts/signed-in-record-gate';

export const withSchoolPage: Decorator = (Story) => (
  <SignedInRecordGate area="school">
    <Story />
  </SignedInRecordGate>
);

/** The sample data of a fresh browser. */
export const sampleSeed = (): SeedData => createSeedData(new Date());

/** The signed-in demo school's record is gone (removed by the admin since sign-in, say). */
export const withoutDemoSchool = (): SeedData => {
  const seed = sampleSeed();
  return { ...seed, schools: seed.schools.filter((school) => school.id !== 'school-dps-noida') };
};

/** The sample data without any registration from the demo school. */
export const withoutDemoSchoolCandidates = (): SeedData => {
  const seed = sampleSeed();
  return {
    ...seed,
    stseCandidates: seed.stseCandidates.filter(
      (candidate) => candidate.schoolId !== 'school-dps-noida',
    ),
  };
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();

/**
 * The demo school with 7 registrations: the sample's 3 plus 4 newer ones, one written in capitals
 * (its own by its id whatever the spelling) and two bulk rows still missing details; and the
 * newest registration of all, which names the school but is not linked to it (not its own).
 */
export const busySchoolSeed = (): SeedData => {
  const seed = sampleSeed();
  const [template] = seed.stseCandidates;
  const extra = (number: number, name: string, changes: Partial<Candidate> = {}): Candidate => ({
    ...template!,
    id: `candidate-extra-${number}`,
    rollNo: `STSE${String(100 + number).padStart(4, '0')}`,
    registrationDate: hoursAgo(number),
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    examCenter: undefined,
    marks: undefined,
    scholarship: undefined,
    ...changes,
  });
  const unlinked = ({ schoolId: _schoolId, ...candidate }: Candidate): Candidate => candidate;
  const pending = {
    dateOfBirth: '',
    gender: '',
    address: '',
    city: '',
    state: '',
    pinCode: '',
    whatsapp: '',
    pendingDetails: ['dateOfBirth', 'gender', 'address', 'city', 'state', 'pinCode', 'whatsapp'],
  } as const satisfies Partial<Candidate>;
  return {
    ...seed,
    stseCandidates: [
      ...seed.stseCandidates,
      extra(1, 'Neha Kapoor', { ...pending, currentClass: 11 }),
      extra(2, 'Arnav Malhotra', { schoolName: 'DELHI PUBLIC SCHOOL, NOIDA' }),
      extra(3, 'Pooja Bansal', {
        ...pending,
        currentClass: 9,
        guardianName: '',
        mobile: '',
        pendingDetails: [...pending.pendingDetails, 'guardianName', 'mobile'],
      }),
      extra(4, 'Yash Tiwari', { currentClass: 12 }),
      unlinked(extra(0, 'Kunal Look-alike')),
    ],
  };
};
