// Realistic records in bulk for the data benchmark: varied names, schools and fee plans, shaped
// exactly as the repository stores them (so the stored sizes are the real ones). Ids are the
// repository's own by default; `makeId` gives the UUIDs that earlier versions stored.
import { newId } from '@/data/core/ids';
import {
  createInstallmentPlan,
  nextStseRollNumbers,
  nextStudentRollNumber,
  toIsoDate,
} from '@/data/rules';
import { DEFAULT_SETTINGS } from '@/data/core/collections';
import type { Candidate, ClassLevel, Student } from '@/data/schemas';

const FIRST_NAMES = [
  'Aarav',
  'Ananya',
  'Vihaan',
  'Diya',
  'Kabir',
  'Isha',
  'Rohan',
  'Meera',
  'Aditya',
  'Kavya',
  'Siddharth',
  'Tanvi',
  'Arjun',
  'Priya',
  'Rahul',
  'Sneha',
  'Ishaan',
  'Nisha',
  'Yash',
  'Pooja',
];
const LAST_NAMES = [
  'Gupta',
  'Singh',
  'Patel',
  'Nair',
  'Joshi',
  'Reddy',
  'Das',
  'Kulkarni',
  'Rao',
  'Menon',
  'Jain',
  'Chauhan',
  'Sharma',
  'Verma',
  'Mehta',
  'Iyer',
];
const PLACES = [
  ['Noida', 'Uttar Pradesh', '201301', 'Delhi Public School, Noida'],
  ['Jaipur', 'Rajasthan', '302017', 'Kendriya Vidyalaya, Jaipur'],
  ['Kota', 'Rajasthan', '324005', "St. Xavier's School, Kota"],
  ['Pune', 'Maharashtra', '411030', 'Jnana Prabodhini Prashala'],
  ['Kochi', 'Kerala', '682036', 'Chinmaya Vidyalaya'],
  ['Kolkata', 'West Bengal', '700019', 'South Point School'],
] as const;
const CLASSES: ClassLevel[] = [9, 10, 11, 12];
const STREAMS = ['Foundation', 'Medical', 'Non-Medical'] as const;

// A fixed-seed generator, so every run stores the same data.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

export function generateCandidates(count: number, now: Date, makeId = newId): Candidate[] {
  const next = random(1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const rollNos = nextStseRollNumbers(DEFAULT_SETTINGS.stse.rollNoPrefix, [], count);
  return rollNos.map((rollNo, index) => {
    const [first, last] = [pick(FIRST_NAMES), pick(LAST_NAMES)];
    const [city, state, pinCode, schoolName] = pick(PLACES);
    const mobile = String(9_000_000_000 + Math.floor(next() * 999_999_999));
    const marks = next() < 0.1 ? Math.round(next() * 100) : undefined;
    const examCenter = next() < 0.4 ? pick(DEFAULT_SETTINGS.stse.examCenters) : undefined;
    return {
      id: makeId(),
      rollNo,
      registrationDate: new Date(now.getTime() - (count - index) * 60_000).toISOString(),
      name: `${first} ${last}`,
      schoolName,
      currentClass: pick(CLASSES),
      email: `${first}.${last}${index}@example.com`.toLowerCase(),
      dateOfBirth: `20${String(7 + Math.floor(next() * 5)).padStart(2, '0')}-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}`,
      gender: index % 2 === 0 ? 'Male' : 'Female',
      guardianName: `${pick(FIRST_NAMES)} ${last}`,
      address: `${1 + Math.floor(next() * 200)}, Sector ${1 + Math.floor(next() * 90)}`,
      city,
      state,
      pinCode,
      mobile,
      whatsapp: mobile,
      pendingDetails: [],
      ...(examCenter === undefined ? {} : { examCenter }),
      ...(marks === undefined
        ? {}
        : { marks, scholarship: marks >= 70 ? '25% Scholarship' : 'None' }),
    };
  });
}

export function generateStudents(count: number, now: Date, makeId = newId): Student[] {
  const next = random(2);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const students: Student[] = [];
  const rollNos: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const currentClass = pick(CLASSES);
    const [first, last] = [pick(FIRST_NAMES), pick(LAST_NAMES)];
    const [, , , schoolName] = pick(PLACES);
    const enrolled = new Date(now.getTime() - Math.floor(next() * 300) * 86_400_000);
    const installments = createInstallmentPlan({
      totalFee: 60_000 + Math.floor(next() * 7) * 10_000,
      count: 3,
      today: toIsoDate(enrolled),
      makeId,
    }).map((installment, position) =>
      position === 0
        ? {
            ...installment,
            paidAmount: installment.amount,
            status: 'Paid' as const,
            paymentDate: enrolled.toISOString(),
          }
        : installment,
    );
    const rollNo = nextStudentRollNumber(rollNos, currentClass, enrolled);
    rollNos.push(rollNo);
    students.push({
      id: makeId(),
      rollNo,
      name: `${first} ${last}`,
      schoolName,
      currentClass,
      stream: pick(STREAMS),
      dateOfBirth: '2008-05-14',
      gender: index % 2 === 0 ? 'Male' : 'Female',
      guardianName: `${pick(FIRST_NAMES)} ${last}`,
      address: '',
      city: '',
      state: '',
      pinCode: '',
      mobile: String(9_000_000_000 + Math.floor(next() * 999_999_999)),
      whatsapp: '',
      email: `${first}.${last}${index}@example.com`.toLowerCase(),
      enrollmentDate: enrolled.toISOString(),
      feeDetails: {
        totalFee: installments.reduce((sum, item) => sum + item.amount, 0),
        installments,
      },
    });
  }
  return students;
}
