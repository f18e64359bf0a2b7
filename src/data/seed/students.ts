// The sample students, with their installment plans and the ledger entries of what they paid.
import { DEMO_SCHOOL_NAME, DEMO_STUDENT_EMAIL } from '../demo-logins';
import {
  createInstallmentPlan,
  nextReceiptNumber,
  nextStudentRollNumber,
  toIsoDate,
} from '../rules';
import type { Installment, Payment, Student } from '../schemas';

type StudentSeed = Omit<Student, 'id' | 'rollNo' | 'enrollmentDate' | 'feeDetails'> & {
  key: string;
  enrolledDaysAgo: number;
  totalFee: number;
  installmentCount: number;
  /** Payments already made, by installment position: amount and days after enrolment. */
  payments: Array<{ installment: number; amount: number; daysAfterEnrolment: number }>;
};

const STUDENT_SEEDS: StudentSeed[] = [
  {
    key: 'rahul-sharma',
    name: 'Rahul Sharma',
    schoolName: DEMO_SCHOOL_NAME,
    currentClass: 12,
    stream: 'Non-Medical',
    dateOfBirth: '2007-05-14',
    gender: 'Male',
    guardianName: 'Suresh Sharma',
    address: 'B-42, Sector 62',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pinCode: '201301',
    mobile: '9876543210',
    whatsapp: '9876543210',
    email: DEMO_STUDENT_EMAIL,
    enrolledDaysAgo: 60,
    totalFee: 120000,
    installmentCount: 3,
    payments: [{ installment: 0, amount: 40000, daysAfterEnrolment: 1 }],
  },
  {
    key: 'priya-verma',
    name: 'Priya Verma',
    schoolName: 'Kendriya Vidyalaya, Jaipur',
    currentClass: 11,
    stream: 'Medical',
    dateOfBirth: '2008-09-02',
    gender: 'Female',
    guardianName: 'Anita Verma',
    address: '14, Malviya Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302017',
    mobile: '9829012345',
    whatsapp: '9829012345',
    email: 'priya.verma@example.com',
    // The second installment (not yet due) is part-paid: Partial, not Overdue.
    enrolledDaysAgo: 30,
    totalFee: 90000,
    installmentCount: 3,
    payments: [
      { installment: 0, amount: 30000, daysAfterEnrolment: 0 },
      { installment: 1, amount: 10000, daysAfterEnrolment: 25 },
    ],
  },
  {
    key: 'arjun-mehta',
    name: 'Arjun Mehta',
    schoolName: "St. Xavier's School, Kota",
    currentClass: 10,
    stream: 'Foundation',
    dateOfBirth: '2010-01-23',
    gender: 'Male',
    guardianName: 'Vikram Mehta',
    address: '7, Talwandi',
    city: 'Kota',
    state: 'Rajasthan',
    pinCode: '324005',
    mobile: '9414087654',
    whatsapp: '',
    email: 'arjun.mehta@example.com',
    // Two installments four months apart, the second now past due and unpaid: overdue.
    enrolledDaysAgo: 150,
    totalFee: 60000,
    installmentCount: 2,
    payments: [{ installment: 0, amount: 30000, daysAfterEnrolment: 0 }],
  },
  {
    key: 'sneha-iyer',
    name: 'Sneha Iyer',
    schoolName: 'Delhi Public School, Noida',
    currentClass: 9,
    stream: 'Foundation',
    dateOfBirth: '2011-11-30',
    gender: 'Female',
    guardianName: 'Lakshmi Iyer',
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: '9971122334',
    whatsapp: '',
    email: 'sneha.iyer@example.com',
    enrolledDaysAgo: 20,
    totalFee: 45000,
    installmentCount: 1,
    payments: [{ installment: 0, amount: 45000, daysAfterEnrolment: 0 }],
  },
];

/**
 * The ledger entries behind the sample's paid installments: receipts numbered in the order they
 * were paid, taken by the admin, alternately in cash and by UPI.
 */
export function createPayments(students: readonly Student[]): Payment[] {
  const paid = students
    .flatMap((student) =>
      student.feeDetails.installments
        .filter((installment) => installment.paidAmount > 0)
        .map((installment) => ({ student, installment })),
    )
    .sort(
      (first, second) =>
        Date.parse(first.installment.paymentDate!) - Date.parse(second.installment.paymentDate!),
    );
  const payments: Payment[] = [];
  for (const [index, { student, installment }] of paid.entries()) {
    const receivedAt = installment.paymentDate!;
    const byUpi = index % 2 === 1;
    payments.push({
      id: `payment-${installment.id}`,
      receiptNo: nextReceiptNumber(payments, new Date(receivedAt)),
      studentId: student.id,
      installmentId: installment.id,
      amount: installment.paidAmount,
      mode: byUpi ? 'UPI' : 'Cash',
      reference: byUpi ? `UPI${String(41872305 + index * 7919).padStart(12, '0')}` : '',
      receivedBy: 'Admin',
      receivedAt,
      status: 'Valid',
    });
  }
  return payments;
}

export function createStudents(at: (daysFromNow: number, hour?: number) => Date): Student[] {
  const students: Student[] = [];
  for (const seed of STUDENT_SEEDS) {
    const { key, enrolledDaysAgo, totalFee, installmentCount, payments, ...fields } = seed;
    const enrolled = at(-enrolledDaysAgo);
    let installmentNumber = 0;
    const plan = createInstallmentPlan({
      totalFee,
      count: installmentCount,
      today: toIsoDate(enrolled),
      makeId: () => `installment-${key}-${++installmentNumber}`,
    });
    const installments = plan.map((installment, index): Installment => {
      const payment = payments.find((made) => made.installment === index);
      if (!payment) return installment;
      return {
        ...installment,
        paidAmount: payment.amount,
        status: payment.amount >= installment.amount ? 'Paid' : 'Partial',
        paymentDate: at(payment.daysAfterEnrolment - enrolledDaysAgo, 12).toISOString(),
      };
    });
    students.push({
      ...fields,
      id: `student-${key}`,
      rollNo: nextStudentRollNumber(
        students.map((student) => student.rollNo),
        fields.currentClass,
        enrolled,
      ),
      enrollmentDate: enrolled.toISOString(),
      feeDetails: { totalFee, installments },
    });
  }
  return students;
}
