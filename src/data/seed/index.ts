// The sample data every fresh browser starts with, also reused by stories and tests.
// Dates count back from `now`, so "overdue", "scheduled" and "newest first" stay true whenever it
// runs. Ids are fixed and readable so stories and tests can name records. Each aggregate's sample
// is made in its own file beside this one.
import { DEFAULT_SETTINGS } from '../core/collections';
import type { StoredExamAttempt, StoredMessagePreferences } from '../core/collections';
import type { ExamTest, Question } from '../schemas/exams';
import type { ExamChallenge } from '../schemas/exam-attempts';
import type { MessageTemplate, OutboxMessage } from '../schemas/messages';
import type { StoredFile } from '../repository';
import { toIsoDate } from '../rules';
import type {
  AuditEntry,
  Branch,
  Candidate,
  Material,
  Notification,
  Payment,
  PaymentOrder,
  School,
  Settings,
  Student,
  Ticket,
} from '../schemas';
import { createStudents, createPayments } from './students';
import { createCandidates } from './candidates';
import { DEFAULT_ROLE_SETTINGS } from '../schemas/staff';
import type { RoleSettings, StaffMember } from '../schemas/staff';
import { SCHOOLS } from './schools';
import { createBatches } from './batches';
import type { Batch, Enrolment } from '../schemas/batches';
import type { Holiday, Session, Slot } from '../schemas/timetable';
import type { Register } from '../schemas/attendance';
import type { Parent, ParentLink } from '../schemas/parents';
import type { Enquiry } from '../schemas/enquiries';
import { createEnquiries } from './enquiries';
import { createMaterials, samplePdf } from './materials';
import { createExamTests, createQuestions } from './exams';

export type SeedData = {
  students: Student[];
  stseCandidates: Candidate[];
  materials: Material[];
  schools: School[];
  /** One branch: the first, which is never stored until edited. */
  branches: Branch[];
  supportTickets: Ticket[];
  notifications: Notification[];
  settings: Settings;
  payments: Payment[];
  /** The sample starts with no history. */
  auditLog: AuditEntry[];
  /** Nothing was restored yet, so no number was issued beyond the records. */
  issuedNumbers: string[];
  /** No student has paid online or by UPI yet. */
  paymentOrders: PaymentOrder[];
  /** The demo sends no messages; the admin has changed no template; no one chose channels. */
  outbox: OutboxMessage[];
  messageTemplates: MessageTemplate[];
  messagePreferences: StoredMessagePreferences[];
  /** Online tests: the sample bank and two published tests; no one has taken one yet. */
  questions: Question[];
  examTests: ExamTest[];
  examAttempts: StoredExamAttempt[];
  examChallenges: ExamChallenge[];
  staff: StaffMember[];
  roleSettings: RoleSettings;
  batches: Batch[];
  enrolments: Enrolment[];
  slots: Slot[];
  classSessions: Session[];
  holidays: Holiday[];
  registers: Register[];
  parents: Parent[];
  parentLinks: ParentLink[];
  enquiries: Enquiry[];
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
  const questions = createQuestions(now);
  const candidates = createCandidates(timestamp);

  return {
    students,
    payments: createPayments(students),
    branches: [],
    auditLog: [],
    issuedNumbers: [],
    paymentOrders: [],
    outbox: [],
    messageTemplates: [],
    messagePreferences: [],
    questions,
    examTests: createExamTests(now, questions),
    examAttempts: [],
    examChallenges: [],
    // The demo's owner is its admin sign-in; the owner adds staff.
    staff: [],
    roleSettings: DEFAULT_ROLE_SETTINGS,
    ...createBatches(now, students),
    // The demo's timetable starts empty: the office makes it under Batches.
    slots: [],
    classSessions: [],
    holidays: [],
    registers: [],
    parents: [],
    parentLinks: [],
    enquiries: createEnquiries(now, candidates),
    stseCandidates: candidates,
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
        titleHi: 'STSE 2024 के रजिस्ट्रेशन शुरू हो गए हैं',
        detailsHi:
          'मुफ़्त संकल्प टैलेंट सर्च एग्ज़ाम के लिए STSE पेज से रजिस्टर करें। सेंटर तय होने के बाद एडमिट कार्ड मिलेंगे।',
        date: calendarDay(-10),
        isScheduled: false,
      },
      {
        id: 'notification-fee-reminder',
        title: 'Fee installment reminder',
        details: 'Installments due this month can be paid from the Fee Details page.',
        titleHi: 'फ़ीस की किस्त याद दिलाना',
        detailsHi: 'इस महीने की किस्तें फ़ीस विवरण पेज से जमा की जा सकती हैं।',
        date: calendarDay(-3),
        isScheduled: false,
      },
      {
        id: 'notification-parent-meeting',
        title: 'Parent-teacher meeting',
        details:
          'Parents of class 11 and 12 students are invited to the Kota Main Campus at 11 am.',
        titleHi: 'अभिभावक-शिक्षक बैठक',
        detailsHi: 'कक्षा 11 और 12 के विद्यार्थियों के अभिभावक सुबह 11 बजे कोटा मेन कैंपस में आमंत्रित हैं।',
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
