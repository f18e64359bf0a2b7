// Students for the admin stories, built from the sample data so they pass the same schemas.
import { createSeedData, studentRollNumber } from '@/data';
import type { ClassLevel, Student } from '@/data';
import { installmentsInEveryState } from '../fees/installment-fixtures';

const sample = createSeedData(new Date());
export const sampleStudents = sample.students;
const [rahul] = sample.students as [Student, ...Student[]];

/**
 * One student whose plan shows every status (Paid, Partial, Pending, Overdue) and who has no
 * address or WhatsApp number on record, as a student added through the form has.
 */
export const studentInEveryState: Student = {
  ...rahul,
  id: 'student-kavya-nair',
  rollNo: 'SANK26110005',
  name: 'Kavya Nair',
  currentClass: 11,
  stream: 'Medical',
  gender: 'Female',
  guardianName: 'Meera Nair',
  mobile: '9845012345',
  whatsapp: '',
  email: 'kavya.nair@example.com',
  address: '',
  city: '',
  state: '',
  pinCode: '',
  feeDetails: { totalFee: 120000, installments: installmentsInEveryState },
};

/** A student with no installment plan at all. */
export const studentWithoutPlan: Student = {
  ...rahul,
  id: 'student-no-plan',
  rollNo: 'SANK26120006',
  name: 'Dev Malhotra',
  email: 'dev.malhotra@example.com',
  feeDetails: { totalFee: 0, installments: [] },
};

const firstNames = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha', 'Vihaan', 'Ananya'];
const lastNames = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Khan', 'Das'];
const classes: readonly ClassLevel[] = [9, 10, 11, 12];

/** `count` distinct students (deterministic names, classes and roll numbers). */
export function manyStudents(count: number): Student[] {
  const year = new Date(rahul.enrollmentDate).getFullYear();
  return Array.from({ length: count }, (_, index) => {
    const currentClass = classes[index % classes.length] as ClassLevel;
    const name = `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]} ${index + 1}`;
    return {
      ...rahul,
      id: `student-many-${index + 1}`,
      rollNo: studentRollNumber({ year, currentClass, sequence: index + 1 }),
      name,
      currentClass,
      email: `student${index + 1}@example.com`,
      mobile: String(9_000_000_000 + index),
    };
  });
}
