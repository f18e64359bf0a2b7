// The sample data every fresh browser starts with, also reused by stories and tests.
// Dates count back from `now`, so "overdue", "scheduled" and "newest first" stay true whenever it
// runs. Ids are fixed and readable so stories and tests can name records.
import { DEFAULT_SETTINGS } from './adapters/collections';
import { DEMO_SCHOOL_EMAIL, DEMO_SCHOOL_NAME, DEMO_STUDENT_EMAIL } from './demo-logins';
import type { StoredFile } from './repository';
import {
  createInstallmentPlan,
  nextReceiptNumber,
  nextStseRollNumbers,
  nextStudentRollNumber,
  scholarshipFor,
  schoolIdNamed,
  toIsoDate,
} from './rules';
import type {
  AuditEntry,
  Candidate,
  ClassLevel,
  Installment,
  Material,
  Notification,
  Payment,
  School,
  Settings,
  Student,
  Ticket,
} from './schemas';
import { createTextPdf } from './seed-pdf';

export type SeedData = {
  students: Student[];
  stseCandidates: Candidate[];
  materials: Material[];
  schools: School[];
  supportTickets: Ticket[];
  notifications: Notification[];
  settings: Settings;
  payments: Payment[];
  /** The sample starts with no history. */
  auditLog: AuditEntry[];
  /** Nothing was restored yet, so no number was issued beyond the records. */
  issuedNumbers: string[];
  /** The bytes of each material's file, by material id. */
  materialFiles: Record<string, StoredFile>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function createSeedData(now: Date): SeedData {
  const at = (daysFromNow: number, hour = 10) => {
    const date = new Date(now.getTime() + daysFromNow * DAY_MS);
    date.setHours(hour, 0, 0, 0);
    return date;
  };
  const timestamp = (daysFromNow: number, hour?: number) => at(daysFromNow, hour).toISOString();
  const calendarDay = (daysFromNow: number) => toIsoDate(at(daysFromNow));

  const students = createStudents(at);
  const materials = createMaterials(timestamp);
  const [rahul, priya, arjun] = students as [Student, Student, Student, Student];

  return {
    students,
    payments: createPayments(students),
    auditLog: [],
    issuedNumbers: [],
    stseCandidates: createCandidates(timestamp),
    materials,
    schools: SCHOOLS,
    supportTickets: [
      ticket('ticket-rahul-download', rahul, 'Unable to download the Physics formula sheet', [
        ['Student', 'Unable to download the Physics formula sheet', timestamp(-6, 18)],
        [
          'Admin',
          'We have uploaded the file again. Please try once more and tell us if it still fails.',
          timestamp(-5, 11),
        ],
      ]),
      ticket('ticket-priya-installment', priya, 'Request to move my second installment date', [
        ['Student', 'Request to move my second installment date', timestamp(-2, 16)],
      ]),
      ticket(
        'ticket-arjun-profile',
        arjun,
        'Profile Edit Request: Please specify changes',
        [
          ['Student', 'Profile Edit Request: Please specify changes', timestamp(-20, 12)],
          ['Student', 'My mobile number has changed to 9812345670.', timestamp(-20, 12)],
          ['Admin', 'Updated your mobile number. Closing this ticket.', timestamp(-19, 15)],
        ],
        'Closed',
      ),
    ],
    notifications: [
      {
        id: 'notification-stse-open',
        title: 'STSE 2024 registrations are open',
        details:
          'Register for the free Sankalp Talent Search Exam from the STSE page. Admit cards follow once centres are assigned.',
        date: calendarDay(-10),
        isScheduled: false,
      },
      {
        id: 'notification-fee-reminder',
        title: 'Fee installment reminder',
        details: 'Installments due this month can be paid from the Fee Details page.',
        date: calendarDay(-3),
        isScheduled: false,
      },
      {
        id: 'notification-parent-meeting',
        title: 'Parent-teacher meeting',
        details:
          'Parents of class 11 and 12 students are invited to the Kota Main Campus at 11 am.',
        date: calendarDay(7),
        isScheduled: true,
      },
    ],
    // The sample exam's results are out, so a fresh browser shows ranks and percentiles.
    settings: { ...DEFAULT_SETTINGS, stse: { ...DEFAULT_SETTINGS.stse, resultsPublished: true } },
    materialFiles: Object.fromEntries(
      materials.map((material) => [material.id, samplePdf(material)]),
    ),
  };
}

// ---------- students ----------

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
function createPayments(students: readonly Student[]): Payment[] {
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

function createStudents(at: (daysFromNow: number, hour?: number) => Date): Student[] {
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

// ---------- STSE candidates ----------

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

function createCandidates(timestamp: (daysFromNow: number, hour?: number) => string): Candidate[] {
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

// ---------- schools ----------

const SCHOOLS: School[] = [
  {
    id: 'school-dps-noida',
    name: DEMO_SCHOOL_NAME,
    address: 'Sector 30',
    city: 'Noida',
    state: 'Uttar Pradesh',
    principalName: 'Dr. Meenakshi Rao',
    contactEmail: DEMO_SCHOOL_EMAIL,
    contactPhone: '9810123456',
  },
  {
    id: 'school-kv-jaipur',
    name: 'Kendriya Vidyalaya, Jaipur',
    address: 'Bajaj Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    principalName: 'Mr. Ramesh Chandra',
    contactEmail: 'principal@kvjaipur.example.com',
    contactPhone: '9829123456',
  },
  {
    id: 'school-st-xaviers-kota',
    name: "St. Xavier's School, Kota",
    address: 'Civil Lines',
    city: 'Kota',
    state: 'Rajasthan',
    principalName: 'Fr. Thomas Mathew',
    contactEmail: 'office@stxavierskota.example.com',
    contactPhone: '9414123456',
  },
];

// ---------- materials ----------

function createMaterials(timestamp: (daysFromNow: number, hour?: number) => string): Material[] {
  const material = (
    id: string,
    title: string,
    description: string,
    fields: Pick<Material, 'visibility' | 'stream' | 'class' | 'fileName'>,
    uploadedDaysAgo: number,
  ): Material => {
    const uploadDate = timestamp(-uploadedDaysAgo, 14);
    const base = { id, title, description, ...fields, fileUrl: fields.fileName, uploadDate };
    return { ...base, fileSize: samplePdf(base).bytes.size };
  };
  return [
    material(
      'material-stse-sample-paper',
      'STSE 2024 Sample Paper',
      'A full sample paper with the pattern and marking scheme of the talent search exam.',
      { visibility: 'Public', stream: 'Any', class: 'Any', fileName: 'stse-2024-sample-paper.pdf' },
      40,
    ),
    material(
      'material-course-brochure',
      'Programs & Courses Brochure 2024-25',
      'Every program, its batches and its fees, in one brochure.',
      {
        visibility: 'Public',
        stream: 'Any',
        class: 'Any',
        fileName: 'sankalp-brochure-2024-25.pdf',
      },
      25,
    ),
    material(
      'material-physics-formulas',
      'JEE Physics Formula Sheet',
      'Mechanics, electrostatics and optics formulas on four pages, for quick revision.',
      {
        visibility: 'Student',
        stream: 'Non-Medical',
        class: '12',
        fileName: 'jee-physics-formula-sheet.pdf',
      },
      12,
    ),
    material(
      'material-biology-practice',
      'NEET Biology Practice Set 1',
      'Fifty questions on cell biology and genetics with worked answers.',
      {
        visibility: 'Student',
        stream: 'Medical',
        class: '11',
        fileName: 'neet-biology-practice-set-1.pdf',
      },
      5,
    ),
  ];
}

function samplePdf(material: Pick<Material, 'title' | 'description' | 'fileName'>): StoredFile {
  const bytes = createTextPdf(`Sankalp Institute - ${material.title}`, material.description);
  return {
    name: material.fileName,
    type: 'application/pdf',
    bytes: new Blob([bytes], { type: 'application/pdf' }),
  };
}

// ---------- support tickets ----------

function ticket(
  id: string,
  student: Student,
  subject: string,
  messages: Array<[sender: 'Admin' | 'Student', text: string, timestamp: string]>,
  status: Ticket['status'] = 'Open',
): Ticket {
  return {
    id,
    studentId: student.id,
    studentName: student.name,
    subject,
    status,
    createdAt: messages[0]![2],
    updatedAt: messages.at(-1)![2],
    messages: messages.map(([sender, text, timestamp], index) => ({
      id: `${id}-message-${index + 1}`,
      sender,
      text,
      timestamp,
    })),
  };
}
