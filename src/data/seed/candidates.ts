// The sample STSE candidates: one line each, the oldest registration first.
import { DEFAULT_SETTINGS } from '../core/collections';
import { DEMO_SCHOOL_NAME } from '../demo-logins';
import { nextStseRollNumbers, scholarshipFor, schoolIdNamed } from '../rules';
import type { Candidate, ClassLevel } from '../schemas';
import { SCHOOLS } from './schools';

type CandidateSeed = [
  name: string,
  schoolName: string,
  currentClass: ClassLevel,
  dateOfBirth: string,
  gender: Candidate['gender'],
  guardianName: string,
  address: string,
  city: string,
  state: string,
  pinCode: string,
  mobile: string,
  examCenter?: string,
  marks?: number,
];

const [KOTA, JAIPUR, ONLINE] = DEFAULT_SETTINGS.stse.examCenters as [string, string, string];

// Oldest registration first: STSE0001 registered first. A table, so one candidate is one line.
// prettier-ignore
const CANDIDATE_SEEDS: CandidateSeed[] = [
  ['Aarav Gupta', DEMO_SCHOOL_NAME, 10, '2010-03-12', 'Male', 'Rajesh Gupta', 'C-18, Sector 50', 'Noida', 'Uttar Pradesh', '201301', '9810011223', KOTA, 92],
  ['Ananya Singh', 'Kendriya Vidyalaya, Jaipur', 9, '2011-07-08', 'Female', 'Manoj Singh', '22, Vaishali Nagar', 'Jaipur', 'Rajasthan', '302021', '9829033445', JAIPUR, 76],
  ['Vihaan Patel', "St. Xavier's School, Kota", 11, '2009-01-19', 'Male', 'Hitesh Patel', '5, Dadabari', 'Kota', 'Rajasthan', '324009', '9414055667', KOTA, 58],
  ['Diya Nair', DEMO_SCHOOL_NAME, 12, '2007-12-03', 'Female', 'Sunil Nair', 'A-9, Sector 37', 'Noida', 'Uttar Pradesh', '201303', '9871122330', ONLINE],
  ['Kabir Joshi', 'Modern School, Barakhamba Road', 10, '2010-05-27', 'Male', 'Alok Joshi', '31, Lajpat Nagar', 'New Delhi', 'Delhi', '110024', '9811144556', KOTA],
  ['Isha Reddy', 'Delhi Public School, Hyderabad', 9, '2011-02-14', 'Female', 'Prakash Reddy', '8-2-293, Banjara Hills', 'Hyderabad', 'Telangana', '500034', '9849012378', ONLINE],
  ['Rohan Das', 'South Point School', 11, '2009-08-30', 'Male', 'Amit Das', '12, Ballygunge Place', 'Kolkata', 'West Bengal', '700019', '9830067890'],
  ['Meera Kulkarni', 'Jnana Prabodhini Prashala', 12, '2008-04-11', 'Female', 'Sanjay Kulkarni', '41, Sadashiv Peth', 'Pune', 'Maharashtra', '411030', '9822098765'],
  ['Aditya Rao', DEMO_SCHOOL_NAME, 9, '2011-10-05', 'Male', 'Kiran Rao', 'D-77, Sector 71', 'Noida', 'Uttar Pradesh', '201301', '9810098761'],
  ['Kavya Menon', 'Chinmaya Vidyalaya', 10, '2010-06-21', 'Female', 'Ravi Menon', '16, Panampilly Nagar', 'Kochi', 'Kerala', '682036', '9847011223'],
  ['Siddharth Jain', 'Maharaja Sawai Man Singh Vidyalaya', 11, '2009-03-02', 'Male', 'Naveen Jain', '3, C-Scheme', 'Jaipur', 'Rajasthan', '302001', '9829077889'],
  ['Tanvi Chauhan', 'Kendriya Vidyalaya, Kota', 12, '2008-09-16', 'Female', 'Devendra Chauhan', '27, Mahaveer Nagar', 'Kota', 'Rajasthan', '324005', '9414033221'],
];

/** The sample partner school a candidate's school name names, as a registration links it. */
function linkedSchool(schoolName: string): Pick<Candidate, 'schoolId'> {
  const schoolId = schoolIdNamed(schoolName, SCHOOLS);
  return schoolId === undefined ? {} : { schoolId };
}

export function createCandidates(
  timestamp: (daysFromNow: number, hour?: number) => string,
): Candidate[] {
  const rollNos = nextStseRollNumbers(
    DEFAULT_SETTINGS.stse.rollNoPrefix,
    [],
    CANDIDATE_SEEDS.length,
  );
  return CANDIDATE_SEEDS.map((seed, index): Candidate => {
    const [
      name,
      schoolName,
      currentClass,
      dateOfBirth,
      gender,
      guardianName,
      address,
      city,
      state,
      pinCode,
      mobile,
      examCenter,
      marks,
    ] = seed;
    const emailName = name.toLowerCase().replace(' ', '.');
    return {
      id: `candidate-${String(index + 1).padStart(2, '0')}`,
      rollNo: rollNos[index]!,
      registrationDate: timestamp(index * 2 - 24, 9 + (index % 8)),
      name,
      schoolName,
      ...linkedSchool(schoolName),
      currentClass,
      email: `${emailName}@example.com`,
      dateOfBirth,
      gender,
      guardianName,
      address,
      city,
      state,
      pinCode,
      mobile,
      whatsapp: mobile,
      pendingDetails: [],
      ...(examCenter === undefined ? {} : { examCenter }),
      ...(marks === undefined
        ? {}
        : { marks, scholarship: scholarshipFor(marks, DEFAULT_SETTINGS.stse.scholarshipTiers) }),
    };
  });
}
