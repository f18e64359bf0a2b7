// The routes the fuzz tries: every operation (from its definition, with one valid call of each as
// the sample its cases start from) and the raw routes (sign-in, the payment provider's return
// and webhook, mock candidates, Hindi drafts, health, live events), each with the callers it admits.
import { DEFAULT_ROLE_SETTINGS, DEFAULT_SETTINGS, defaultTemplate } from '@/data';
import {
  AUTH_PATHS,
  MOCK_CANDIDATES_PATH,
  NOTIFICATION_HINDI_DRAFT_PATH,
  QUESTION_HINDI_DRAFT_PATH,
  TEMPLATE_HINDI_DRAFT_PATH,
} from '@/data/auth-paths';
import type { SeedData } from '@/data';
import { OPERATIONS, OPERATION_NAMES } from '@/data/definitions';
import type { OperationName, OperationTypes } from '@/data/definitions';
import { EXAM_QUESTIONS, publishedTest } from '../unit/contract/exam-taking-contract';
import { START, newCandidate, newStudent } from '../unit/contract/fixtures';
import type { FuzzBody, FuzzRequest } from './fuzz-arbitraries';
import {
  batchOfA,
  enrolmentOfA,
  enquiryOne,
  enquiryTwo,
  sessionOfA,
  candidateOfX,
  candidateOfY,
  materialForA,
  orderOfA,
  orderOfB,
  paymentOfA,
  probeSeed,
  publicMaterial,
  schoolX,
  schoolY,
  studentA,
  ticketOfA,
  sampleQuestion,
  sampleTest,
} from './probe-fixtures';

export type FuzzCaller =
  'visitor' | 'studentA' | 'studentB' | 'schoolX' | 'schoolY' | 'admin' | 'parentA';
export const FUZZ_CALLERS: FuzzCaller[] = [
  'visitor',
  'studentA',
  'studentB',
  'schoolX',
  'schoolY',
  'admin',
  'parentA',
];

/** What a sample needs that exists only once the seed is in: the running attempt's id and token. */
export type SampleContext = { attemptId: string; token: string };

export type FuzzRoute = {
  name: string;
  /** The callers the route admits (it reads their bodies); the others are refused before. */
  admits: FuzzCaller[];
  sample: (context: SampleContext) => FuzzRequest;
};

const EXAM_TEST = 'test-stse';
/** Candidate X takes the online test (class 10, at the Online centre). */
export const examTaker = { ...candidateOfX, examCenter: 'Online' };
export const examCredentials = { rollNo: examTaker.rollNo, dateOfBirth: examTaker.dateOfBirth };

/** The probe's two of everything, with a question bank and a running online test. */
export function fuzzSeed(): Partial<SeedData> {
  return {
    ...probeSeed(),
    stseCandidates: [examTaker, candidateOfY],
    questions: EXAM_QUESTIONS,
    examTests: [publishedTest(EXAM_TEST)],
  };
}

const QUESTION = sampleQuestion;
const TEST = sampleTest('Fuzz test', ['q-single']);
const batchOf = (seq: number) => ({
  saves: [{ seq, questionId: 'q-single', answer: [0], markedForReview: true, timeMs: 5000 }],
  focusLosses: 1,
  fullscreenExits: 0,
});
const {
  template: _t,
  channel: _c,
  language: _l,
  updatedAt: _u,
  ...TEMPLATE_EDIT
} = defaultTemplate('ticket-replied', 'email', 'hi');
const { id: _id, createdAt: _createdAt, ...BATCH_FORM } = batchOfA;
const PDF = { name: 'notes.pdf', type: 'application/pdf', text: '%PDF-1.4\nnotes' };

type Samples = { [N in OperationName]: (context: SampleContext) => OperationTypes[N]['args'] };

/** One valid call of every operation, as the admitted caller would make it. */
const SAMPLES: Samples = {
  queryCandidates: () => [
    { page: 1, pageSize: 25, search: 'a', sort: { by: 'name', direction: 'descending' } },
  ],
  candidateIds: () => [{ classLevel: 10 }],
  getCandidate: () => [candidateOfY.id],
  queryMeritList: () => [{ classLevel: 10, examCenter: 'all', page: 1, pageSize: 25 }],
  addCandidate: () => [newCandidate()],
  addCandidates: () => [[newCandidate()]],
  updateCandidate: () => [{ ...candidateOfY, name: 'Changed' }],
  findCandidateByRollNo: () => [candidateOfY.rollNo],
  findCandidatesByRollNos: () => [[candidateOfY.rollNo, 'STSE9999']],
  assignExamCenter: () => [[candidateOfY.id], 'Online'],
  saveMarks: () => [candidateOfY.id, 95],
  saveResults: () => [[{ candidateId: candidateOfY.id, marks: 50 }]],
  lookupResult: () => [{ rollNo: candidateOfY.rollNo, dateOfBirth: candidateOfY.dateOfBirth }],
  lookupAdmitCard: () => [{ rollNo: candidateOfY.rollNo, dateOfBirth: candidateOfY.dateOfBirth }],
  setResultsPublished: () => [true],
  admitCandidate: () => [candidateOfY.id, newStudent()],
  queryStudents: () => [{ page: 1, pageSize: 25, classLevel: 12, search: 'a' }],
  queryFeeTable: () => [{ page: 1, pageSize: 25, today: '2026-11-22' }],
  getStudent: () => [studentA.id],
  addStudent: () => [newStudent()],
  updateStudent: () => [
    studentA.id,
    { name: 'X', email: studentA.email, mobile: studentA.mobile, guardianName: 'G' },
  ],
  recordPayment: () => [
    {
      studentId: studentA.id,
      installmentId: 'SANK26120001-1',
      amount: 100,
      mode: 'Cash',
      reference: 'R-1',
      receivedBy: 'Admin',
    },
  ],
  listPayments: () => [{ studentId: studentA.id }],
  getPaymentOptions: () => [],
  listPaymentOrders: () => [{ studentId: studentA.id }],
  getPaymentOrder: () => [orderOfA.id],
  startOnlinePayment: () => [
    { studentId: studentA.id, installmentId: 'SANK26120001-2', amount: 1000 },
  ],
  submitUpiPayment: () => [
    { studentId: studentA.id, installmentId: 'SANK26120001-1', amount: 1000, utr: '400000000099' },
  ],
  reconcilePayments: () => [],
  listPaymentsToReconcile: () => [],
  confirmUpiPayment: () => [orderOfA.id],
  rejectUpiPayment: () => [orderOfB.id, 'No credit with this UTR.'],
  queryDayBook: () => [{ from: '2026-11-01', to: '2026-11-30', page: 1, pageSize: 25 }],
  gstSummary: () => ['2026-27'],
  getPayment: () => [paymentOfA],
  cancelPayment: () => [paymentOfA, 'Wrong', 'Admin'],
  refundPayment: () => [paymentOfA, { requestId: 'FuzzRefundReq001', amount: 1, reason: 'Left' }],
  listMaterials: () => [],
  addMaterial: () => [
    { title: 'T', description: 'D', visibility: 'Public', stream: 'Any', class: 'Any' },
    { name: PDF.name, type: PDF.type, bytes: new Blob([PDF.text]) },
  ],
  deleteMaterial: () => [publicMaterial.id],
  getMaterialFile: () => [materialForA.id],
  listSchools: () => [],
  getSchool: () => [schoolX.id],
  addSchool: () => [{ ...schoolY, name: 'New school', contactEmail: 'new@example.com' }],
  updateSchool: () => [{ ...schoolX, city: 'Delhi' }],
  listBranches: () => [],
  addBranch: () => [{ code: 'JAI', name: 'Jaipur', address: '' }],
  updateBranch: () => [{ id: 'main', code: null, name: 'Kota', address: '', active: true }],
  listNotifications: () => [],
  addNotification: () => [{ title: 'T', details: 'D', date: '2026-11-22' }],
  getSettings: () => [],
  listBatches: () => [],
  listTeachers: () => [],
  getBatch: () => [batchOfA.id],
  batchTestResults: () => [batchOfA.id],
  addBatch: () => [{ ...BATCH_FORM, name: 'Fuzz batch' }],
  updateBatch: () => [batchOfA.id, BATCH_FORM],
  enrolStudent: () => [batchOfA.id, { studentId: studentA.id, waitIfFull: true }],
  promoteEnrolment: () => ['no-such-enrolment'],
  leaveBatch: () => [enrolmentOfA.id, { reason: 'Moved city' }],
  moveEnrolment: () => [enrolmentOfA.id, { toBatchId: batchOfA.id, reason: 'Timing' }],
  listSessions: () => [{ from: '2026-11-23', to: '2026-11-29', batchId: batchOfA.id }],
  myTimetable: () => [{ from: '2026-11-23', to: '2026-11-29' }],
  listSlots: () => [batchOfA.id],
  addSlot: () => [
    {
      batchId: batchOfA.id,
      weekday: 2,
      startTime: '10:00',
      endTime: '11:00',
      subject: 'Physics',
      staffId: 'staff-physics',
      room: '',
    },
  ],
  removeSlot: () => ['no-such-slot'],
  addExtraClass: () => [
    {
      batchId: batchOfA.id,
      date: '2026-11-25',
      startTime: '16:00',
      endTime: '17:00',
      subject: 'Physics',
      staffId: 'staff-physics',
      room: '',
    },
  ],
  moveSession: () => [
    sessionOfA.id,
    { date: '2026-11-24', startTime: '10:00', endTime: '11:30', room: '' },
  ],
  cancelSession: () => [sessionOfA.id, { reason: 'Teacher unwell' }],
  listHolidays: () => [],
  addHoliday: () => [{ date: '2026-12-25', name: 'Christmas' }],
  removeHoliday: () => ['no-such-holiday'],
  getRegister: () => [sessionOfA.id],
  submitAttendance: () => [
    sessionOfA.id,
    {
      submissionId: 'fuzz-submission',
      marks: [{ studentId: studentA.id, status: 'P', markedAt: START.toISOString() }],
    },
  ],
  correctAttendance: () => [
    sessionOfA.id,
    { studentId: studentA.id, status: 'A', reason: 'Left early' },
  ],
  studentAttendance: () => [studentA.id],
  attendanceFollowUps: () => [],
  monthRegister: () => [batchOfA.id, '2026-11'],
  calendarLinkStatus: () => [],
  resetCalendarLink: () => [],
  listStaff: () => [],
  addStaff: () => [{ name: 'Fuzz Staff', email: 'fuzz.staff@example.com', staffRole: 'office' }],
  updateStaff: () => ['no-such-staff', { name: 'Fuzz Staff', staffRole: 'office', active: true }],
  getRoleSettings: () => [],
  saveRoleSettings: () => [DEFAULT_ROLE_SETTINGS],
  replaceSettings: () => [DEFAULT_SETTINGS],
  listTickets: () => [],
  addTicket: () => [studentA.id, 'Help'],
  addMessage: () => [ticketOfA.id, 'Admin', 'Hello'],
  setTicketStatus: () => [ticketOfA.id, 'Closed'],
  getDashboardOverview: () => [],
  getDashboardTrends: () => [],
  listAuditLog: () => [{ page: 1, pageSize: 25, entityId: studentA.id }],
  exportBackup: () => [],
  countRecords: () => [],
  listRestoreRemovals: () => [START.toISOString(), []],
  importBackup: () => [
    {
      exportedAt: START.toISOString(),
      collections: {
        students: [studentA],
        stseCandidates: [],
        materials: [],
        schools: [],
        branches: [],
        batches: [],
        enrolments: [],
        slots: [],
        classSessions: [],
        holidays: [],
        registers: [],
        parentLinks: [],
        enquiries: [],
        supportTickets: [],
        notifications: [],
        settings: DEFAULT_SETTINGS,
        payments: [],
        auditLog: [],
      },
      files: {},
    },
  ],
  listMessages: () => [{ channel: 'email', page: 1 }],
  getMessage: () => ['NoSuchMessage000'],
  retryMessage: () => ['NoSuchMessage000'],
  messageCountsByDay: () => [],
  listMessageTemplates: () => [],
  saveMessageTemplate: () => ['ticket-replied', 'email', 'hi', TEMPLATE_EDIT],
  getMessageChannels: () => [],
  getMyMessagePreferences: () => [],
  saveMyMessagePreferences: () => [{ sms: false, whatsapp: true }],
  listQuestions: () => [{ subject: 'Science', page: 1 }],
  getQuestion: () => ['q-single'],
  addQuestion: () => [QUESTION],
  updateQuestion: () => ['q-single', QUESTION],
  deleteQuestion: () => ['q-single'],
  importQuestions: () => [[QUESTION]],
  exportQuestions: () => [],
  listExamTests: () => [],
  getExamTest: () => [EXAM_TEST],
  addExamTest: () => [TEST],
  updateExamTest: () => [EXAM_TEST, TEST],
  deleteExamTest: () => [EXAM_TEST],
  publishExamTest: () => [EXAM_TEST],
  closeExamWindow: () => [EXAM_TEST],
  getExamMonitor: () => [EXAM_TEST],
  publishExamKey: () => [
    EXAM_TEST,
    'provisional',
    new Date(START.getTime() + 86_400_000).toISOString(),
  ],
  listExamChallenges: () => [EXAM_TEST],
  decideExamChallenge: () => [
    'NoSuchChallenge0',
    { outcome: 'accept', change: { kind: 'options', correctOptions: [1] }, note: '' },
  ],
  signInToExams: () => [examCredentials],
  myExams: () => [],
  startExam: () => [EXAM_TEST, examCredentials],
  saveExamResponses: ({ attemptId, token }) => [attemptId, token, batchOf(2)],
  submitExam: ({ attemptId, token }) => [attemptId, token, batchOf(3)],
  getResponseSheet: () => [EXAM_TEST, examCredentials],
  challengeQuestion: () => [EXAM_TEST, examCredentials, 'q-single', 'The key is wrong.'],
  myTestSeriesResults: () => [],
  setHiddenFromParents: () => [studentA.id, false],
  listStudentParents: () => [studentA.id],
  linkParent: () => [studentA.id, { mobile: '9000000001', name: 'Second Guardian' }],
  unlinkParent: () => [studentA.id, studentA.mobile],
  myChildren: () => [],
  getParentPreferences: () => [],
  saveParentPreferences: () => [{ sms: ['absence', 'fees'], whatsapp: ['absence'] }],
  getParentPassword: () => [],
  setParentPassword: () => [{ password: 'a parent password', confirm: 'a parent password' }],
  chooseChild: () => [studentA.id],
  submitContactEnquiry: () => [
    {
      name: 'Asha Rao',
      mobile: '9000000002',
      email: 'asha@example.com',
      subject: 'Engineering',
      message: 'Please call me back.',
      whatsappOptIn: true,
    },
  ],
  listEnquiries: () => [{ status: 'open', page: 1, pageSize: 20 }],
  listCounsellors: () => [],
  enquiryFunnel: () => [{ from: '2026-01-01', to: '2026-12-31' }],
  admissionsComparison: () => [],
  getEnquiry: () => [enquiryOne.id],
  addEnquiry: () => [
    {
      source: 'walk-in',
      name: 'Walk In',
      mobile: '9000000003',
      email: '',
      currentClass: 11,
      schoolName: '',
      interest: 'Medical',
      message: '',
      whatsappOptIn: false,
    },
  ],
  importEnquiries: () => [[{ source: 'import', name: 'Fair Visitor', mobile: '9000000004' }]],
  moveEnquiryStage: () => [enquiryOne.id, { stageId: 'contacted' }],
  recordFollowUp: () => [enquiryOne.id, { outcome: 'called', note: '', nextFollowUpAt: '' }],
  assignEnquiry: () => [enquiryOne.id, { assigneeId: '' }],
  mergeEnquiries: () => [enquiryOne.id, { otherId: enquiryTwo.id }],
  previewEnquiryMessage: () => [
    {
      template: 'counselling-invite',
      channels: ['email', 'whatsapp'],
      segment: { currentClass: 11, schoolName: 'Public' },
      sendKey: 'fuzz-preview-key',
    },
  ],
  sendEnquiryMessage: () => [
    {
      template: 'admissions-open',
      channels: ['sms'],
      segment: { enquiryId: enquiryOne.id },
      sendKey: 'fuzz-send-key',
    },
  ],
  setEnquiryConsent: () => [enquiryOne.id, { whatsappOptIn: true }],
  unsubscribeEnquiry: () => [{ enquiryId: enquiryOne.id, key: 'fuzz-key' }],
};

const admitted = (callers: 'anyone' | readonly string[]): FuzzCaller[] =>
  callers === 'anyone'
    ? FUZZ_CALLERS
    : FUZZ_CALLERS.filter((caller) => callers.some((role) => caller.startsWith(role)));

function operationRoute<N extends OperationName>(name: N): FuzzRoute {
  const definition = OPERATIONS[name];
  const sample = SAMPLES[name];
  return {
    name,
    admits: admitted(definition.policy.callers),
    sample: (context) => {
      const wire = definition.encode(...sample(context));
      const body: FuzzBody | undefined =
        definition.verb === 'GET' || definition.verb === 'DELETE'
          ? undefined
          : definition.transport === 'upload'
            ? { kind: 'upload', material: (wire.body as { material: unknown }).material, file: PDF }
            : { kind: 'json', value: wire.body ?? {} };
      return {
        method: definition.verb,
        path: definition.path,
        params: wire.params ?? {},
        query: wire.query ?? {},
        body,
      };
    },
  };
}

const raw = (
  name: string,
  method: string,
  path: string,
  admits: FuzzCaller[],
  body?: FuzzBody,
): FuzzRoute => ({ name, admits, sample: () => ({ method, path, params: {}, query: {}, body }) });

const json = (value: unknown): FuzzBody => ({ kind: 'json', value });

/** The routes no definition describes: each is listed here by hand. */
export const RAW_ROUTES: FuzzRoute[] = [
  raw(
    'auth: login',
    'POST',
    AUTH_PATHS.login,
    ['visitor'],
    json({
      role: 'student',
      email: studentA.email,
      password: 'not the password',
    }),
  ),
  raw('auth: logout', 'POST', AUTH_PATHS.logout, ['visitor'], json({})),
  raw(
    'auth: parent code',
    'POST',
    AUTH_PATHS.parentCode,
    ['visitor'],
    json({ mobile: '9999900000' }),
  ),
  raw(
    'auth: parent login',
    'POST',
    AUTH_PATHS.parentLogin,
    ['visitor'],
    json({ mobile: '9999900000', code: '123456' }),
  ),
  raw(
    'auth: parent password login',
    'POST',
    AUTH_PATHS.parentPasswordLogin,
    ['visitor'],
    json({ mobile: '9999900000', password: 'not the password' }),
  ),
  raw('auth: me', 'GET', AUTH_PATHS.me, FUZZ_CALLERS),
  raw(
    'auth: language',
    'PUT',
    AUTH_PATHS.language,
    FUZZ_CALLERS.filter((caller) => caller !== 'visitor'),
    json({ language: 'hi' }),
  ),
  raw(
    'auth: set password',
    'POST',
    AUTH_PATHS.setPassword,
    ['visitor'],
    json({
      code: 'ABCD-EFGH',
      password: 'a new password 1',
    }),
  ),
  raw(
    'auth: forgot password',
    'POST',
    AUTH_PATHS.forgotPassword,
    ['visitor'],
    json({
      role: 'student',
      email: studentA.email,
    }),
  ),
  raw(
    'auth: reset password',
    'POST',
    AUTH_PATHS.resetPassword,
    ['visitor'],
    json({
      token: 'no-such-token',
      password: 'a new password 1',
    }),
  ),
  raw(
    'auth: set-up code',
    'POST',
    AUTH_PATHS.issueSetupCode,
    ['admin'],
    json({
      role: 'school',
      subjectId: schoolY.id,
    }),
  ),
  raw('mock candidates', 'POST', MOCK_CANDIDATES_PATH, ['admin'], json({ count: 2 })),
  raw('hindi draft: offered', 'GET', QUESTION_HINDI_DRAFT_PATH, ['admin']),
  raw(
    'hindi draft',
    'POST',
    QUESTION_HINDI_DRAFT_PATH,
    ['admin'],
    json({ texts: ['What is $x^2$?', '$4$'] }),
  ),
  raw('template hindi draft: offered', 'GET', TEMPLATE_HINDI_DRAFT_PATH, ['admin']),
  raw(
    'template hindi draft',
    'POST',
    TEMPLATE_HINDI_DRAFT_PATH,
    ['admin'],
    json({ texts: ['Dear {{parentName}}, your fee is due.'] }),
  ),
  raw('notification hindi draft: offered', 'GET', NOTIFICATION_HINDI_DRAFT_PATH, ['admin']),
  raw(
    'notification hindi draft',
    'POST',
    NOTIFICATION_HINDI_DRAFT_PATH,
    ['admin'],
    json({ texts: ['Holiday on Friday', 'Classes resume on Monday.'] }),
  ),
  raw('health', 'GET', '/api/health', FUZZ_CALLERS),
  raw('payments: return', 'POST', '/api/payments/return/razorpay', ['visitor'], {
    kind: 'form',
    fields: {
      razorpay_order_id: 'order_fake_1',
      razorpay_payment_id: 'pay_fake_1',
      razorpay_signature: 'f'.repeat(64),
    },
  }),
  raw(
    'payments: webhook (signed)',
    'POST',
    '/api/payments/webhook/razorpay',
    ['visitor'],
    json({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_fake_1',
            order_id: 'order_fake_1',
            amount: 50_000,
            status: 'captured',
          },
        },
      },
      created_at: 1_700_000_000,
    }),
  ),
  raw('no such route', 'GET', '/api/no-such-route', FUZZ_CALLERS),
];

export const OPERATION_ROUTES: FuzzRoute[] = OPERATION_NAMES.map(operationRoute);
