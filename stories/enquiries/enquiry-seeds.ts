// The Admissions stories' data: the sample data's sixteen enquiries (none assigned; the sample
// has no counsellors), with follow-up times fixed against the clock so "due by tonight" never
// depends on the hour the stories run, and two counsellors to assign to.
import { createSeedData } from '@/data';
import type { SeedData, StaffMember } from '@/data';
import type { Enquiry } from '@/data/enquiries';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const sample = createSeedData(new Date());

const createdAt = '2026-04-01T04:30:00.000Z';

/** The counsellor story session's staff record (storySessions.counsellor). */
export const arjun: StaffMember = {
  id: 'staff-counsellor',
  name: 'Arjun Counsellor',
  email: 'arjun@sankalp.example.com',
  staffRole: 'counsellor',
  active: true,
  createdAt,
};

/** Another counsellor, whose enquiries Arjun does not see. */
export const priyanka: StaffMember = {
  id: 'staff-priyanka',
  name: 'Priyanka Rao',
  email: 'priyanka@sankalp.example.com',
  staffRole: 'counsellor',
  active: true,
  createdAt,
};

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** A sample enquiry by id (the seed has enquiry-01 … enquiry-16). */
export function sampleEnquiry(id: string): Enquiry {
  const enquiry = sample.enquiries.find((item) => item.id === id);
  if (!enquiry) throw new Error(`The sample data has no ${id}.`);
  return enquiry;
}

/**
 * The sample enquiries with `changes` applied by id; every other planned follow-up is moved
 * three days ahead, so only the ones a story makes overdue are due by tonight.
 */
export function enquiriesWith(changes: Record<string, Partial<Enquiry>> = {}): Enquiry[] {
  return sample.enquiries.map((enquiry) => {
    const later = enquiry.nextFollowUpAt === undefined ? {} : { nextFollowUpAt: hoursFromNow(72) };
    return { ...enquiry, ...later, ...changes[enquiry.id] };
  });
}

/** Ananya Singh (enquiry-02) two hours overdue and Farhan Qureshi (enquiry-14) one hour. */
export const twoOverdue = () =>
  enquiriesWith({
    'enquiry-02': { nextFollowUpAt: hoursFromNow(-2) },
    'enquiry-14': { nextFollowUpAt: hoursFromNow(-1) },
  });

/** The sample data with these enquiries and staff. */
export function seedWith({
  enquiries = enquiriesWith(),
  staff = [],
}: {
  enquiries?: Enquiry[];
  staff?: StaffMember[];
}): SeedData {
  return { ...sample, enquiries, staff };
}

/**
 * Neha Bansal a second time: her Contact form message, from her father's mobile and her own
 * e-mail, made its own enquiry (neither matched her walk-in's mobile), for the office to merge.
 */
export function nehaAgain(): Enquiry {
  const at = new Date(Date.now() - 2 * DAY_MS).toISOString();
  return {
    id: 'enquiry-17',
    name: 'Neha Bansal',
    mobile: '9812345678',
    email: 'neha.bansal@example.com',
    currentClass: 11,
    schoolName: 'Kendriya Vidyalaya, Kota',
    interest: 'Medical',
    source: 'contact',
    stageId: 'new',
    open: true,
    createdAt: at,
    updatedAt: at,
    reached: { new: at },
    contacts: [
      {
        at,
        source: 'contact',
        name: 'Neha Bansal',
        mobile: '9812345678',
        email: 'neha.bansal@example.com',
        message: 'Please call my father about the Medical batch.',
      },
    ],
    events: [{ at, by: 'Website', kind: 'created', source: 'contact', stageId: 'new' }],
  };
}
