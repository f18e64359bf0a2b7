// @vitest-environment node
// The authorization probe: every endpoint × every caller (visitor, student A, student B, school X,
// school Y, admin, a staff member of each other role, a forged cookie, an expired session, a
// foreign Origin), each asserted allowed or denied, including one user asking for another's
// records by id. A staff member is allowed a route the admin (the owner) is allowed exactly when
// their role's default permissions hold the permission the route's definition names. "Allowed" means the server did
// not refuse the caller (401/403); the call may still be refused for its data (400/404/409).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPERATIONS, OPERATION_NAMES } from '@/data/definitions';
import type { OperationName } from '@/data/definitions';
import { HttpError } from '@/data/adapters/http';
import { DEFAULT_ROLE_PERMISSIONS, permissionsOf, staffAccessOf } from '@/data/permissions';
import {
  DEFAULT_ROLE_SETTINGS,
  DEFAULT_SETTINGS,
  ExamRefusedError,
  FIRST_BRANCH_ID,
  NotFoundError,
  RESULTS_SORT_MESSAGE,
  defaultTemplate,
  newRefundRequestId,
} from '@/data';
import { DEFAULT_MARKING } from '@/data/online-tests';
import type { Repository } from '@/data';
import type { EnquiryMessageInput } from '@/data/enquiries';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import {
  PASSWORD,
  batchOfA,
  enrolmentOfA,
  enquiryOne,
  enquiryTwo,
  sessionOfA,
  candidateOfX,
  candidateOfY,
  jaipurBranch,
  materialForA,
  orderOfA,
  orderOfB,
  paymentOfA,
  paymentOfB,
  probeSeed,
  publicMaterial,
  schoolX,
  schoolY,
  studentA,
  studentB,
  ticketOfA,
  ticketOfB,
  sampleQuestion,
  sampleTest,
} from '../../server/probe-fixtures';
import {
  EXAM_QUESTIONS,
  batch,
  credentials,
  onlineCandidate,
  publishedTest,
  save,
} from './exam-taking-contract';
import {
  allCandidates,
  allStudents,
  newCandidate,
  newStudent,
  pdfFile,
  START,
  storedCandidate,
} from './fixtures';

const PROBE_TEST = sampleTest('Probe test', ['NoSuchQuestion00']);
const { id: _batchId, createdAt: _batchCreatedAt, ...BATCH_FORM } = batchOfA;
const PROBE_BATCH = { saves: [], focusLosses: 0, fullscreenExits: 0 };
const PROBE_ENQUIRY_MESSAGE: EnquiryMessageInput = {
  template: 'admissions-open',
  channels: ['email', 'sms'],
  segment: {},
  sendKey: 'probe-send-key',
};

type RoleCaller = 'office' | 'counsellor' | 'faculty';
/** Office members limited to one branch: the first (students A's and B's own) or Jaipur (another). */
type BranchCaller = 'officeOwnBranch' | 'officeOtherBranch';
type StaffCaller = RoleCaller | BranchCaller;
type Role =
  'visitor' | 'studentA' | 'studentB' | 'schoolX' | 'schoolY' | 'admin' | 'parentA' | StaffCaller;
const ROLE_CALLERS: RoleCaller[] = ['office', 'counsellor', 'faculty'];
const BRANCH_LIMITS: Record<BranchCaller, string> = {
  officeOwnBranch: FIRST_BRANCH_ID,
  officeOtherBranch: jaipurBranch.id,
};
const STAFF_CALLERS: StaffCaller[] = [...ROLE_CALLERS, 'officeOwnBranch', 'officeOtherBranch'];
const ROLES: Role[] = [
  'visitor',
  'studentA',
  'studentB',
  'schoolX',
  'schoolY',
  'admin',
  'parentA',
  ...STAFF_CALLERS,
];
const ALL = ROLES;
const STUDENTS: Role[] = ['studentA', 'studentB'];
const SCHOOLS: Role[] = ['schoolX', 'schoolY'];

type Probe = {
  method: OperationName;
  label: string;
  call: (repository: Repository) => Promise<unknown>;
  allowed: Role[];
};

const probes: Probe[] = [
  // ----- candidates -----
  {
    method: 'queryCandidates',
    label: 'a page (a school: only its own)',
    call: (r) => r.queryCandidates({ page: 1, pageSize: 25 }),
    allowed: ['admin', ...SCHOOLS],
  },
  {
    method: 'candidateIds',
    label: 'select all (a school: only its own)',
    call: (r) => r.candidateIds({}),
    allowed: ['admin', ...SCHOOLS],
  },
  {
    method: 'getCandidate',
    label: 'X’s by id',
    call: (r) => r.getCandidate(candidateOfX.id),
    allowed: ['admin'],
  },
  {
    method: 'queryMeritList',
    label: 'class 10',
    call: (r) => r.queryMeritList({ classLevel: 10, examCenter: 'all', page: 1, pageSize: 25 }),
    allowed: ['admin'],
  },
  {
    method: 'addCandidate',
    label: 'register',
    call: (r) => r.addCandidate(newCandidate()),
    allowed: ALL,
  },
  {
    method: 'addCandidates',
    label: 'bulk',
    call: (r) => r.addCandidates([newCandidate()]),
    allowed: ['admin', ...SCHOOLS],
  },
  {
    method: 'updateCandidate',
    label: 'X’s',
    call: (r) => r.updateCandidate({ ...candidateOfX, name: 'Changed' }),
    allowed: ['admin'],
  },
  {
    method: 'findCandidateByRollNo',
    label: 'lookup',
    call: (r) => r.findCandidateByRollNo('STSE0001'),
    allowed: ['admin'],
  },
  {
    method: 'findCandidatesByRollNos',
    label: 'a marks CSV’s roll numbers',
    call: (r) => r.findCandidatesByRollNos(['STSE0001', 'STSE0002']),
    allowed: ['admin'],
  },
  {
    method: 'assignExamCenter',
    label: 'X’s',
    call: (r) => r.assignExamCenter([candidateOfX.id], 'Online'),
    allowed: ['admin'],
  },
  {
    method: 'saveMarks',
    label: 'X’s',
    call: (r) => r.saveMarks(candidateOfX.id, 95),
    allowed: ['admin'],
  },
  {
    method: 'saveResults',
    label: 'CSV',
    call: (r) => r.saveResults([{ candidateId: candidateOfY.id, marks: 50 }]),
    allowed: ['admin'],
  },
  {
    method: 'lookupResult',
    label: 'public',
    call: (r) => r.lookupResult({ rollNo: 'STSE0002', dateOfBirth: candidateOfY.dateOfBirth }),
    allowed: ALL,
  },
  {
    method: 'lookupAdmitCard',
    label: 'public',
    call: (r) => r.lookupAdmitCard({ rollNo: 'STSE0001', dateOfBirth: candidateOfX.dateOfBirth }),
    allowed: ALL,
  },
  {
    method: 'setResultsPublished',
    label: 'publish',
    call: (r) => r.setResultsPublished(true),
    allowed: ['admin'],
  },
  {
    method: 'admitCandidate',
    label: 'X’s',
    call: (r) => r.admitCandidate(candidateOfX.id, newStudent()),
    allowed: ['admin'],
  },
  // ----- students and fees -----
  {
    method: 'queryStudents',
    label: 'a page',
    call: (r) => r.queryStudents({ page: 1, pageSize: 25 }),
    allowed: ['admin'],
  },
  {
    method: 'queryFeeTable',
    label: 'a page',
    call: (r) => r.queryFeeTable({ page: 1, pageSize: 25, today: '2026-11-22' }),
    allowed: ['admin'],
  },
  {
    method: 'getStudent',
    label: 'A by id',
    call: (r) => r.getStudent(studentA.id),
    allowed: ['admin', 'studentA'],
  },
  {
    method: 'getStudent',
    label: 'B by id',
    call: (r) => r.getStudent(studentB.id),
    allowed: ['admin', 'studentB'],
  },
  {
    method: 'addStudent',
    label: 'new',
    call: (r) => r.addStudent(newStudent()),
    allowed: ['admin'],
  },
  {
    method: 'updateStudent',
    label: 'A',
    call: (r) =>
      r.updateStudent(studentA.id, {
        name: 'X',
        email: studentA.email,
        mobile: studentA.mobile,
        guardianName: 'G',
      }),
    allowed: ['admin'],
  },
  {
    method: 'recordPayment',
    label: 'on A’s installment',
    call: (r) =>
      r.recordPayment({
        studentId: studentA.id,
        installmentId: 'SANK26120001-1',
        amount: 100,
        mode: 'Online',
        reference: 'GW-1',
        receivedBy: 'Online',
      }),
    // Only the office records a payment: a student's own would say paid with no money moved.
    allowed: ['admin'],
  },
  {
    method: 'recordPayment',
    label: 'on B’s installment',
    call: (r) =>
      r.recordPayment({
        studentId: studentB.id,
        installmentId: 'SANK26110002-1',
        amount: 100,
        mode: 'Online',
        reference: 'GW-2',
        receivedBy: 'Online',
      }),
    allowed: ['admin'],
  },
  {
    method: 'listPayments',
    label: 'all (a student: only own)',
    call: (r) => r.listPayments(),
    allowed: ['admin', ...STUDENTS],
  },
  {
    method: 'listPayments',
    label: 'B’s by id',
    call: (r) => r.listPayments({ studentId: studentB.id }),
    allowed: ['admin', 'studentB'],
  },
  // ----- payment orders (online and UPI) -----
  {
    method: 'getPaymentOptions',
    label: 'how the signed-in student may pay',
    call: (r) => r.getPaymentOptions(),
    allowed: ['admin', ...STUDENTS],
  },
  {
    method: 'listPaymentOrders',
    label: 'all (a student: only own)',
    call: (r) => r.listPaymentOrders(),
    allowed: ['admin', ...STUDENTS],
  },
  {
    method: 'listPaymentOrders',
    label: 'B’s by id',
    call: (r) => r.listPaymentOrders({ studentId: studentB.id }),
    allowed: ['admin', 'studentB'],
  },
  {
    method: 'getPaymentOrder',
    label: 'A’s by id',
    call: (r) => r.getPaymentOrder(orderOfA.id),
    allowed: ['admin', 'studentA'],
  },
  {
    method: 'startOnlinePayment',
    label: 'Pay Now for A (no provider here: refused for its data, not its caller)',
    call: (r) =>
      r.startOnlinePayment({
        studentId: studentA.id,
        installmentId: 'SANK26120001-2',
        amount: 1000,
      }),
    allowed: ['studentA'],
  },
  {
    method: 'submitUpiPayment',
    label: 'A’s own (a student only, for themselves)',
    call: (r) =>
      r.submitUpiPayment({
        studentId: studentA.id,
        installmentId: 'SANK26120001-1',
        amount: 1000,
        utr: '400000000099',
      }),
    allowed: ['studentA'],
  },
  {
    method: 'reconcilePayments',
    label: 'ask the provider about open orders',
    call: (r) => r.reconcilePayments(),
    allowed: ['admin'],
  },
  {
    method: 'listPaymentsToReconcile',
    label: 'where the provider and the ledger disagree',
    call: (r) => r.listPaymentsToReconcile(),
    allowed: ['admin'],
  },
  {
    method: 'confirmUpiPayment',
    label: 'A’s transfer',
    call: (r) => r.confirmUpiPayment(orderOfA.id),
    allowed: ['admin'],
  },
  {
    method: 'rejectUpiPayment',
    label: 'B’s transfer',
    call: (r) => r.rejectUpiPayment(orderOfB.id, 'No credit with this UTR.'),
    allowed: ['admin'],
  },
  {
    method: 'queryDayBook',
    label: 'a page',
    call: (r) => r.queryDayBook({ from: '2026-11-01', to: '2026-11-30', page: 1, pageSize: 25 }),
    allowed: ['admin'],
  },
  {
    method: 'gstSummary',
    label: 'a financial year',
    call: (r) => r.gstSummary('2026-27'),
    allowed: ['admin'],
  },
  {
    method: 'getPayment',
    label: 'A’s by id',
    call: (r) => r.getPayment(paymentOfA),
    allowed: ['admin', 'studentA'],
  },
  {
    method: 'getPayment',
    label: 'B’s by id',
    call: (r) => r.getPayment(paymentOfB),
    allowed: ['admin', 'studentB'],
  },
  {
    method: 'cancelPayment',
    label: 'A’s',
    call: (r) => r.cancelPayment(paymentOfA, 'Wrong', 'Admin'),
    allowed: ['admin'],
  },
  {
    method: 'refundPayment',
    label: 'A’s',
    call: (r) =>
      r.refundPayment(paymentOfA, { requestId: newRefundRequestId(), amount: 1, reason: 'Left' }),
    allowed: ['admin'],
  },
  // ----- materials -----
  { method: 'listMaterials', label: 'visible ones', call: (r) => r.listMaterials(), allowed: ALL },
  {
    method: 'addMaterial',
    label: 'upload',
    call: (r) =>
      r.addMaterial(
        { title: 'T', description: 'D', visibility: 'Public', stream: 'Any', class: 'Any' },
        pdfFile(),
      ),
    allowed: ['admin'],
  },
  {
    method: 'deleteMaterial',
    label: 'public one',
    call: (r) => r.deleteMaterial(publicMaterial.id),
    allowed: ['admin'],
  },
  {
    method: 'getMaterialFile',
    label: 'public file',
    call: (r) => r.getMaterialFile(publicMaterial.id),
    allowed: ALL,
  },
  {
    method: 'getMaterialFile',
    label: 'class 12 Non-Medical file',
    call: (r) => r.getMaterialFile(materialForA.id),
    allowed: ['admin', 'studentA'],
  },
  // ----- schools -----
  {
    method: 'listSchools',
    label: 'all (a school: only self)',
    call: (r) => r.listSchools(),
    allowed: ['admin', ...SCHOOLS],
  },
  {
    method: 'getSchool',
    label: 'X by id',
    call: (r) => r.getSchool(schoolX.id),
    allowed: ['admin', 'schoolX'],
  },
  {
    method: 'getSchool',
    label: 'Y by id',
    call: (r) => r.getSchool(schoolY.id),
    allowed: ['admin', 'schoolY'],
  },
  {
    method: 'addSchool',
    label: 'new',
    call: (r) => r.addSchool({ ...schoolY, name: 'New school' }),
    allowed: ['admin'],
  },
  {
    method: 'updateSchool',
    label: 'X',
    call: (r) => r.updateSchool({ ...schoolX, city: 'Delhi' }),
    allowed: ['admin', 'schoolX'],
  },
  // ----- branches: the staff read them; adding and editing needs branches.manage -----
  {
    method: 'listBranches',
    label: 'all',
    call: (r) => r.listBranches(),
    allowed: ['admin'],
  },
  {
    method: 'addBranch',
    label: 'new',
    call: (r) => r.addBranch({ code: 'JAI', name: 'Jaipur', address: '' }),
    allowed: ['admin'],
  },
  {
    method: 'updateBranch',
    label: 'the first',
    call: (r) =>
      r.updateBranch({ id: 'main', code: null, name: 'Kota', address: '', active: true }),
    allowed: ['admin'],
  },
  // ----- notifications, settings -----
  {
    method: 'listNotifications',
    label: 'all',
    call: (r) => r.listNotifications(),
    allowed: ['admin', ...STUDENTS, ...SCHOOLS],
  },
  {
    method: 'addNotification',
    label: 'new',
    call: (r) => r.addNotification({ title: 'T', details: 'D', date: '2026-11-22' }),
    allowed: ['admin'],
  },
  { method: 'getSettings', label: 'public facts', call: (r) => r.getSettings(), allowed: ALL },
  {
    method: 'replaceSettings',
    label: 'save',
    call: async (r) => r.replaceSettings(await r.getSettings()),
    allowed: ['admin'],
  },
  // ----- tickets -----
  {
    method: 'listTickets',
    label: 'all (a student: only own)',
    call: (r) => r.listTickets(),
    allowed: ['admin', ...STUDENTS],
  },
  {
    method: 'addTicket',
    label: 'for A',
    call: (r) => r.addTicket(studentA.id, 'Help'),
    allowed: ['admin', 'studentA'],
  },
  {
    method: 'addMessage',
    label: 'on A’s ticket',
    call: (r) => r.addMessage(ticketOfA.id, 'Admin', 'Hello'),
    allowed: ['admin', 'studentA'],
  },
  {
    method: 'addMessage',
    label: 'on B’s ticket',
    call: (r) => r.addMessage(ticketOfB.id, 'Student', 'Hello'),
    allowed: ['admin', 'studentB'],
  },
  {
    method: 'setTicketStatus',
    label: 'A’s ticket',
    call: (r) => r.setTicketStatus(ticketOfA.id, 'Closed'),
    allowed: ['admin', 'studentA'],
  },
  // ----- the dashboard -----
  {
    method: 'getDashboardOverview',
    label: 'figures',
    call: (r) => r.getDashboardOverview(),
    allowed: ['admin'],
  },
  {
    method: 'getDashboardTrends',
    label: 'charts',
    call: (r) => r.getDashboardTrends(),
    allowed: ['admin'],
  },
  // ----- backup -----
  {
    method: 'listAuditLog',
    label: 'every entry',
    call: (r) => r.listAuditLog({ page: 1, pageSize: 25 }),
    allowed: ['admin'],
  },
  {
    method: 'listAuditLog',
    label: 'A’s own history',
    call: (r) => r.listAuditLog({ page: 1, pageSize: 25, entityId: studentA.id }),
    allowed: ['admin'],
  },
  {
    method: 'exportBackup',
    label: 'everything',
    call: (r) => r.exportBackup(),
    allowed: ['admin'],
  },
  {
    method: 'countRecords',
    label: 'how many of each',
    call: (r) => r.countRecords(),
    allowed: ['admin'],
  },
  {
    method: 'listRestoreRemovals',
    label: 'what a restore removes',
    call: (r) => r.listRestoreRemovals(START.toISOString(), []),
    allowed: ['admin'],
  },
  {
    method: 'importBackup',
    label: 'everything',
    call: (r) => {
      const { materialFiles: _files, ...seed } = probeSeed();
      const collections = {
        ...seed,
        materials: [],
        payments: [],
        notifications: [],
        settings: DEFAULT_SETTINGS,
      };
      return r.importBackup({
        exportedAt: START.toISOString(),
        collections: collections as never,
        files: {},
      });
    },
    allowed: ['admin'],
  },
  // ----- messages -----
  {
    method: 'listMessages',
    label: 'the outbox',
    call: (r) => r.listMessages({ channel: 'email' }),
    allowed: ['admin'],
  },
  {
    method: 'getMessage',
    label: 'one message',
    call: (r) => r.getMessage('NoSuchMessage000'),
    allowed: ['admin'],
  },
  {
    method: 'retryMessage',
    label: 'Retry',
    call: (r) => r.retryMessage('NoSuchMessage000'),
    allowed: ['admin'],
  },
  {
    method: 'messageCountsByDay',
    label: 'counts per day',
    call: (r) => r.messageCountsByDay(),
    allowed: ['admin'],
  },
  {
    method: 'listMessageTemplates',
    label: 'templates',
    call: (r) => r.listMessageTemplates(),
    allowed: ['admin'],
  },
  {
    method: 'saveMessageTemplate',
    label: 'a template',
    call: (r) => {
      const {
        template: _template,
        channel: _channel,
        language: _language,
        updatedAt: _at,
        ...edit
      } = defaultTemplate('ticket-replied', 'email', 'hi');
      return r.saveMessageTemplate('ticket-replied', 'email', 'hi', edit);
    },
    allowed: ['admin'],
  },
  {
    method: 'getMessageChannels',
    label: 'channel status',
    call: (r) => r.getMessageChannels(),
    allowed: ['admin'],
  },
  {
    method: 'getMyMessagePreferences',
    label: 'one’s own channels',
    call: (r) => r.getMyMessagePreferences(),
    allowed: [...STUDENTS, ...SCHOOLS],
  },
  {
    method: 'saveMyMessagePreferences',
    label: 'one’s own channels',
    call: (r) => r.saveMyMessagePreferences({ sms: false, whatsapp: true }),
    allowed: [...STUDENTS, ...SCHOOLS],
  },
  // ----- online tests -----
  {
    method: 'listQuestions',
    label: 'question bank',
    call: (r) => r.listQuestions(),
    allowed: ['admin'],
  },
  {
    method: 'getQuestion',
    label: 'a question',
    call: (r) => r.getQuestion('NoSuchQuestion00'),
    allowed: ['admin'],
  },
  {
    method: 'addQuestion',
    label: 'add a question',
    call: (r) => r.addQuestion(sampleQuestion),
    allowed: ['admin'],
  },
  {
    method: 'updateQuestion',
    label: 'edit a question',
    call: (r) => r.updateQuestion('NoSuchQuestion00', sampleQuestion),
    allowed: ['admin'],
  },
  {
    method: 'deleteQuestion',
    label: 'delete a question',
    call: (r) => r.deleteQuestion('NoSuchQuestion00'),
    allowed: ['admin'],
  },
  {
    method: 'importQuestions',
    label: 'import',
    call: (r) => r.importQuestions([sampleQuestion]),
    allowed: ['admin'],
  },
  {
    method: 'exportQuestions',
    label: 'export',
    call: (r) => r.exportQuestions(),
    allowed: ['admin'],
  },
  { method: 'listExamTests', label: 'tests', call: (r) => r.listExamTests(), allowed: ['admin'] },
  {
    method: 'getExamTest',
    label: 'a test',
    call: (r) => r.getExamTest('NoSuchTest000000'),
    allowed: ['admin'],
  },
  {
    method: 'addExamTest',
    label: 'add a test',
    call: (r) => r.addExamTest(PROBE_TEST),
    allowed: ['admin'],
  },
  {
    method: 'updateExamTest',
    label: 'edit a test',
    call: (r) => r.updateExamTest('NoSuchTest000000', PROBE_TEST),
    allowed: ['admin'],
  },
  {
    method: 'deleteExamTest',
    label: 'delete a test',
    call: (r) => r.deleteExamTest('NoSuchTest000000'),
    allowed: ['admin'],
  },
  {
    method: 'publishExamTest',
    label: 'publish a test',
    call: (r) => r.publishExamTest('NoSuchTest000000'),
    allowed: ['admin'],
  },
  {
    method: 'closeExamWindow',
    label: 'close a test’s start window',
    call: (r) => r.closeExamWindow('NoSuchTest000000'),
    allowed: ['admin'],
  },
  {
    method: 'getExamMonitor',
    label: 'live monitor',
    call: (r) => r.getExamMonitor('NoSuchTest000000'),
    allowed: ['admin'],
  },
  {
    method: 'publishExamKey',
    label: 'answer key',
    call: (r) => r.publishExamKey('NoSuchTest000000', 'final'),
    allowed: ['admin'],
  },
  {
    method: 'listExamChallenges',
    label: 'challenges',
    call: (r) => r.listExamChallenges('NoSuchTest000000'),
    allowed: ['admin'],
  },
  {
    method: 'decideExamChallenge',
    label: 'decide a challenge',
    call: (r) =>
      r.decideExamChallenge('NoSuchChallenge0', { outcome: 'reject', note: 'The key is right.' }),
    allowed: ['admin'],
  },
  // A taking call carries its own credential (roll number and date of birth, or the attempt's
  // token): anyone may call it, and a wrong credential is refused by the call itself.
  {
    method: 'signInToExams',
    label: 'candidate sign-in',
    call: (r) => r.signInToExams({ rollNo: 'STSE0002', dateOfBirth: candidateOfY.dateOfBirth }),
    allowed: ALL,
  },
  { method: 'myExams', label: "a student's tests", call: (r) => r.myExams(), allowed: STUDENTS },
  {
    method: 'startExam',
    label: 'start',
    call: (r) =>
      r.startExam('NoSuchTest000000', {
        rollNo: 'STSE0002',
        dateOfBirth: candidateOfY.dateOfBirth,
      }),
    allowed: ['visitor', ...STUDENTS],
  },
  {
    method: 'saveExamResponses',
    label: 'save',
    call: (r) => r.saveExamResponses('NoSuchAttempt000', 'token', PROBE_BATCH),
    allowed: ALL,
  },
  {
    method: 'submitExam',
    label: 'submit',
    call: (r) => r.submitExam('NoSuchAttempt000', 'token', PROBE_BATCH),
    allowed: ALL,
  },
  {
    method: 'getResponseSheet',
    label: 'response sheet',
    call: (r) =>
      r.getResponseSheet('NoSuchTest000000', {
        rollNo: 'STSE0002',
        dateOfBirth: candidateOfY.dateOfBirth,
      }),
    allowed: ['visitor', ...STUDENTS],
  },
  {
    method: 'challengeQuestion',
    label: 'challenge',
    call: (r) =>
      r.challengeQuestion(
        'NoSuchTest000000',
        { rollNo: 'STSE0002', dateOfBirth: candidateOfY.dateOfBirth },
        'NoSuchQuestion00',
        'The key is wrong.',
      ),
    allowed: ['visitor', ...STUDENTS],
  },
  {
    method: 'myTestSeriesResults',
    label: "a student's results",
    call: (r) => r.myTestSeriesResults(),
    allowed: STUDENTS,
  },
  // ----- batches: faculty reach the batches they teach (not this one: 404, see below) -----
  {
    method: 'listBatches',
    label: 'the batches the caller reaches',
    call: (r) => r.listBatches(),
    allowed: ['admin'],
  },
  {
    method: 'listTeachers',
    label: 'the staff a batch may name',
    call: (r) => r.listTeachers(),
    allowed: ['admin'],
  },
  {
    method: 'getBatch',
    label: 'A’s batch by id',
    call: (r) => r.getBatch(batchOfA.id),
    allowed: ['admin'],
  },
  {
    method: 'batchTestResults',
    label: 'A’s batch’s online tests',
    call: (r) => r.batchTestResults(batchOfA.id),
    allowed: ['admin'],
  },
  {
    method: 'addBatch',
    label: 'new',
    call: (r) => r.addBatch({ ...BATCH_FORM, name: 'Probe batch' }),
    allowed: ['admin'],
  },
  {
    method: 'updateBatch',
    label: 'A’s batch',
    call: (r) => r.updateBatch(batchOfA.id, { ...BATCH_FORM, room: 'Room 7' }),
    allowed: ['admin'],
  },
  {
    method: 'enrolStudent',
    label: 'B into A’s batch',
    call: (r) => r.enrolStudent(batchOfA.id, { studentId: studentB.id, waitIfFull: true }),
    allowed: ['admin'],
  },
  {
    method: 'promoteEnrolment',
    label: 'one by id',
    call: (r) => r.promoteEnrolment('NoSuchEnrolment0'),
    allowed: ['admin'],
  },
  {
    method: 'leaveBatch',
    label: 'A leaves',
    call: (r) => r.leaveBatch(enrolmentOfA.id, { reason: 'Moved city' }),
    allowed: ['admin'],
  },
  {
    method: 'moveEnrolment',
    label: 'A to another batch',
    call: (r) =>
      r.moveEnrolment(enrolmentOfA.id, { toBatchId: 'NoSuchBatch00000', reason: 'Timing' }),
    allowed: ['admin'],
  },
  // ----- the timetable: reads as the batches'; changes need timetable.manage -----
  {
    method: 'listSessions',
    label: 'a week',
    call: (r) => r.listSessions({ from: '2026-11-23', to: '2026-11-29' }),
    allowed: ['admin'],
  },
  {
    method: 'myTimetable',
    label: 'a student’s own week',
    call: (r) => r.myTimetable({ from: '2026-11-23', to: '2026-11-29' }),
    allowed: STUDENTS,
  },
  {
    method: 'listSlots',
    label: 'A’s batch',
    call: (r) => r.listSlots(batchOfA.id),
    allowed: ['admin'],
  },
  {
    method: 'addSlot',
    label: 'a weekly class',
    call: (r) =>
      r.addSlot({
        batchId: batchOfA.id,
        weekday: 2,
        startTime: '10:00',
        endTime: '11:00',
        subject: 'Physics',
        staffId: 'staff-physics',
        room: '',
      }),
    allowed: ['admin'],
  },
  {
    method: 'removeSlot',
    label: 'one by id',
    call: (r) => r.removeSlot('NoSuchSlot000000'),
    allowed: ['admin'],
  },
  {
    method: 'addExtraClass',
    label: 'for A’s batch',
    call: (r) =>
      r.addExtraClass({
        batchId: batchOfA.id,
        date: '2026-11-25',
        startTime: '16:00',
        endTime: '17:00',
        subject: 'Physics',
        staffId: 'staff-physics',
        room: '',
      }),
    allowed: ['admin'],
  },
  {
    method: 'moveSession',
    label: 'A’s class',
    call: (r) =>
      r.moveSession(sessionOfA.id, {
        date: '2026-11-24',
        startTime: '10:00',
        endTime: '11:30',
        room: '',
      }),
    allowed: ['admin'],
  },
  {
    method: 'cancelSession',
    label: 'A’s class',
    call: (r) => r.cancelSession(sessionOfA.id, { reason: 'Teacher unwell' }),
    allowed: ['admin'],
  },
  {
    method: 'listHolidays',
    label: 'all',
    call: (r) => r.listHolidays(),
    allowed: ['admin'],
  },
  {
    method: 'addHoliday',
    label: 'Christmas',
    call: (r) => r.addHoliday({ date: '2026-12-25', name: 'Christmas' }),
    allowed: ['admin'],
  },
  {
    method: 'removeHoliday',
    label: 'one by id',
    call: (r) => r.removeHoliday('NoSuchHoliday000'),
    allowed: ['admin'],
  },
  // ----- attendance -----
  {
    method: 'getRegister',
    label: 'A’s class',
    call: (r) => r.getRegister(sessionOfA.id),
    allowed: ['admin'],
  },
  {
    method: 'submitAttendance',
    label: 'A’s class',
    call: (r) =>
      r.submitAttendance(sessionOfA.id, {
        submissionId: 'probe-submission',
        marks: [{ studentId: studentA.id, status: 'P', markedAt: START.toISOString() }],
      }),
    allowed: ['admin'],
  },
  {
    method: 'correctAttendance',
    label: 'A’s mark',
    call: (r) =>
      r.correctAttendance(sessionOfA.id, { studentId: studentA.id, status: 'A', reason: 'Left' }),
    allowed: ['admin'],
  },
  {
    method: 'studentAttendance',
    label: 'A’s',
    call: (r) => r.studentAttendance(studentA.id),
    allowed: ['admin', 'studentA'],
  },
  {
    method: 'studentAttendance',
    label: 'B’s',
    call: (r) => r.studentAttendance(studentB.id),
    allowed: ['admin', 'studentB'],
  },
  {
    method: 'attendanceFollowUps',
    label: 'the office’s call list',
    call: (r) => r.attendanceFollowUps(),
    allowed: ['admin'],
  },
  {
    method: 'monthRegister',
    label: 'A’s batch, November',
    call: (r) => r.monthRegister(batchOfA.id, '2026-11'),
    allowed: ['admin'],
  },
  // ----- parents: the office's view and links, a parent's own children -----
  {
    method: 'setHiddenFromParents',
    label: 'A’s own choice',
    call: (r) => r.setHiddenFromParents(studentA.id, false),
    allowed: ['studentA'],
  },
  {
    method: 'listStudentParents',
    label: 'A’s parents',
    call: (r) => r.listStudentParents(studentA.id),
    allowed: ['admin'],
  },
  {
    method: 'linkParent',
    label: 'a second guardian for A',
    call: (r) => r.linkParent(studentA.id, { mobile: '9833300003', name: 'Second Guardian' }),
    allowed: ['admin'],
  },
  {
    method: 'unlinkParent',
    label: 'A’s guardian mobile',
    call: (r) => r.unlinkParent(studentA.id, studentA.mobile),
    allowed: ['admin'],
  },
  {
    method: 'myChildren',
    label: 'the parent’s own',
    call: (r) => r.myChildren(),
    allowed: [],
  },
  {
    method: 'getParentPreferences',
    label: 'the parent’s own',
    call: (r) => r.getParentPreferences(),
    allowed: [],
  },
  {
    method: 'saveParentPreferences',
    label: 'the parent’s own',
    call: (r) => r.saveParentPreferences({ sms: ['absence'], whatsapp: [] }),
    allowed: [],
  },
  {
    method: 'getParentPassword',
    label: 'the parent’s own',
    call: (r) => r.getParentPassword(),
    allowed: [],
  },
  {
    method: 'setParentPassword',
    label: 'the parent’s own',
    call: (r) =>
      r.setParentPassword({ password: 'a parent password', confirm: 'a parent password' }),
    allowed: [],
  },
  {
    method: 'chooseChild',
    label: 'their own child',
    call: (r) => r.chooseChild(studentA.id),
    allowed: [],
  },
  // ----- calendar links: a faculty member's (batches.teach) or a student's own -----
  {
    method: 'calendarLinkStatus',
    label: 'my link',
    call: (r) => r.calendarLinkStatus(),
    allowed: ['admin', ...STUDENTS],
  },
  {
    method: 'resetCalendarLink',
    label: 'my link',
    call: (r) => r.resetCalendarLink(),
    allowed: ['admin', ...STUDENTS],
  },
  // ----- staff and roles -----
  {
    method: 'listStaff',
    label: 'every staff member',
    call: (r) => r.listStaff(),
    allowed: ['admin'],
  },
  {
    method: 'addStaff',
    label: 'an office member',
    call: (r) =>
      r.addStaff({ name: 'Probe Staff', email: uniqueStaffEmail('added'), staffRole: 'office' }),
    allowed: ['admin'],
  },
  {
    method: 'updateStaff',
    label: 'one by id',
    call: (r) =>
      r.updateStaff('NoSuchStaff00000', { name: 'Probe Staff', staffRole: 'office', active: true }),
    allowed: ['admin'],
  },
  {
    method: 'getRoleSettings',
    label: 'roles and the refund limit',
    call: (r) => r.getRoleSettings(),
    allowed: ['admin'],
  },
  {
    method: 'saveRoleSettings',
    label: 'the defaults again',
    call: (r) => r.saveRoleSettings(DEFAULT_ROLE_SETTINGS),
    allowed: ['admin'],
  },
  // ----- admissions: a counsellor works the enquiries assigned to them (enquiries.work; an
  // unassigned one is not found), the office manages all of its branches' (enquiries.manage) -----
  {
    method: 'submitContactEnquiry',
    label: 'the public Contact form',
    call: (r) =>
      r.submitContactEnquiry({
        name: 'Probe Visitor',
        mobile: '9000000021',
        email: 'probe.visitor@example.com',
        subject: 'Engineering',
        message: 'Please call me back.',
        whatsappOptIn: false,
      }),
    allowed: ALL,
  },
  {
    method: 'listEnquiries',
    label: 'the enquiries the caller reaches',
    call: (r) => r.listEnquiries({ status: 'open', page: 1, pageSize: 20 }),
    allowed: ['admin'],
  },
  {
    method: 'listCounsellors',
    label: 'for assignment',
    call: (r) => r.listCounsellors(),
    allowed: ['admin'],
  },
  {
    method: 'enquiryFunnel',
    label: 'this year',
    call: (r) => r.enquiryFunnel({ from: '2026-01-01', to: '2026-12-31' }),
    allowed: ['admin'],
  },
  {
    method: 'admissionsComparison',
    label: 'this month and last year’s',
    call: (r) => r.admissionsComparison(),
    allowed: ['admin'],
  },
  {
    method: 'getEnquiry',
    label: 'an unassigned one by id',
    call: (r) => r.getEnquiry(enquiryOne.id),
    allowed: ['admin'],
  },
  {
    method: 'addEnquiry',
    label: 'a walk-in',
    call: (r) =>
      r.addEnquiry({
        source: 'walk-in',
        name: 'Probe Walk In',
        mobile: '9000000022',
        email: '',
        schoolName: '',
        interest: 'Medical',
        message: '',
      }),
    allowed: ['admin'],
  },
  {
    method: 'importEnquiries',
    label: 'a fair’s list',
    call: (r) =>
      r.importEnquiries([{ source: 'import', name: 'Fair Visitor', mobile: '9000000023' }]),
    allowed: ['admin'],
  },
  {
    method: 'moveEnquiryStage',
    label: 'to Contacted',
    call: (r) => r.moveEnquiryStage(enquiryOne.id, { stageId: 'contacted' }),
    allowed: ['admin'],
  },
  {
    method: 'recordFollowUp',
    label: 'a call',
    call: (r) => r.recordFollowUp(enquiryOne.id, { outcome: 'called' }),
    allowed: ['admin'],
  },
  {
    method: 'assignEnquiry',
    label: 'to no one',
    call: (r) => r.assignEnquiry(enquiryOne.id, { assigneeId: '' }),
    allowed: ['admin'],
  },
  {
    method: 'mergeEnquiries',
    label: 'the other into one',
    call: (r) => r.mergeEnquiries(enquiryOne.id, { otherId: enquiryTwo.id }),
    allowed: ['admin'],
  },
  {
    method: 'previewEnquiryMessage',
    label: 'every open enquiry',
    call: (r) => r.previewEnquiryMessage(PROBE_ENQUIRY_MESSAGE),
    allowed: ['admin'],
  },
  {
    method: 'sendEnquiryMessage',
    label: 'to one enquiry',
    call: (r) =>
      r.sendEnquiryMessage({ ...PROBE_ENQUIRY_MESSAGE, segment: { enquiryId: enquiryOne.id } }),
    allowed: ['admin'],
  },
  {
    method: 'setEnquiryConsent',
    label: 'no more messages',
    call: (r) => r.setEnquiryConsent(enquiryOne.id, { messages: false }),
    allowed: ['admin'],
  },
  {
    method: 'unsubscribeEnquiry',
    label: 'a link with a wrong key',
    call: (r) => r.unsubscribeEnquiry({ enquiryId: enquiryOne.id, key: 'not-the-key' }),
    allowed: ALL,
  },
];

/**
 * Whether a staff member of `role` may call the probe's route: the owner may, and the role's
 * default permissions hold what the route's definition names (a public route needs nothing).
 */
/** What a staff caller holds: their role's default permissions, less the institute-wide ones
 *  for a branch-limited member. */
function heldBy(role: StaffCaller) {
  if (role === 'officeOwnBranch' || role === 'officeOtherBranch') {
    const limited = { staffRole: 'office' as const, branchIds: [BRANCH_LIMITS[role]] };
    return staffAccessOf(limited, DEFAULT_ROLE_PERMISSIONS).permissions;
  }
  return permissionsOf(role, DEFAULT_ROLE_PERMISSIONS);
}

function staffMayCall(probe: Probe, role: StaffCaller): boolean {
  const { policy } = OPERATIONS[probe.method];
  if (!probe.allowed.includes('admin')) return false;
  if (policy.callers === 'anyone') return true;
  return policy.permission !== undefined && heldBy(role).includes(policy.permission);
}

/**
 * What the parent of student A (A's guardian mobile; B is another family's) may call: their
 * child's pages as A may, a route open to anyone as a visitor (or as A where it shows a child's
 * materials), and their own parent routes.
 */
function parentMayCall(probe: Probe): boolean {
  const { callers, childView } = OPERATIONS[probe.method].policy;
  if (callers === 'anyone') return probe.allowed.includes(childView ? 'studentA' : 'visitor');
  if (!callers.includes('parent')) return false;
  return !callers.includes('student') || probe.allowed.includes('studentA');
}

const isStaffCaller = (role: Role): role is StaffCaller =>
  (STAFF_CALLERS as readonly Role[]).includes(role);

/** Staff accounts outlive a reset: each added one signs in with an e-mail of its own. */
let staffMade = 0;
function uniqueStaffEmail(name: string) {
  staffMade += 1;
  return `${name}.${staffMade}.${Date.now().toString(36)}@staff.example.com`;
}

/** 'allowed', or the status of the refusal (401/403). */
async function outcome(call: () => Promise<unknown>): Promise<'allowed' | 401 | 403> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      return error.status as 401 | 403;
    }
    return 'allowed';
  }
}

let server: TestServer;
const clients = {} as Record<Role, Repository>;
/** Each staff caller's own id (a batch names its faculty by it). */
const staffIds = {} as Record<StaffCaller, string>;

beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => new Date(START));
  await server.reset(probeSeed());
  for (const [role, subject] of [
    ['student', studentA.id],
    ['student', studentB.id],
    ['school', schoolX.id],
    ['school', schoolY.id],
  ] as const) {
    await server.server.accounts.setPasswordOf(role, subject, PASSWORD);
  }
  clients.visitor = (await server.client()).repository;
  clients.admin = (await server.client({ role: 'admin', ...ADMIN })).repository;
  const signIn = async (role: 'student' | 'school', email: string) =>
    (await server.client({ role, email, password: PASSWORD })).repository;
  clients.studentA = await signIn('student', studentA.email);
  clients.studentB = await signIn('student', studentB.email);
  clients.schoolX = await signIn('school', schoolX.contactEmail);
  clients.schoolY = await signIn('school', schoolY.contactEmail);
  clients.parentA = await server.parentClient(studentA.mobile);
  for (const caller of STAFF_CALLERS) {
    const limit = caller in BRANCH_LIMITS ? BRANCH_LIMITS[caller as BranchCaller] : undefined;
    const member = await clients.admin.addStaff({
      name: `Probe ${caller}`,
      email: uniqueStaffEmail(caller),
      staffRole: limit === undefined ? (caller as RoleCaller) : 'office',
      ...(limit === undefined ? {} : { branchIds: [limit] }),
    });
    clients[caller] = await server.staffClient(member);
    staffIds[caller] = member.id;
  }
}, 120_000);
// Closing the embedded database after the whole probe takes several seconds on a busy machine
// (about 9 s measured): more than vitest's 10 s default leaves with the server's own grace.
afterAll(() => server?.stop(), 60_000);

describe('authorization probe: every endpoint × every role', () => {
  test('the probe covers every route of the API', () => {
    expect(new Set(probes.map((probe) => probe.method))).toEqual(new Set(OPERATION_NAMES));
  });

  test.each(probes.map((probe) => [`${probe.method} (${probe.label})`, probe] as const))(
    '%s',
    async (_name, probe) => {
      const results: Record<string, string | number> = {};
      const expected: Record<string, string | number> = {};
      // A refusal comes before the route reads its body, so only an allowed call can have
      // changed the data the next caller meets: reseed after those alone.
      let mayHaveChanged = true;
      for (const role of ROLES) {
        if (mayHaveChanged) await server.reset(probeSeed());
        results[role] = await outcome(() => probe.call(clients[role]));
        mayHaveChanged = results[role] === 'allowed';
        const allowed = isStaffCaller(role)
          ? staffMayCall(probe, role)
          : role === 'parentA'
            ? parentMayCall(probe)
            : probe.allowed.includes(role);
        expected[role] = allowed ? 'allowed' : role === 'visitor' ? 401 : 403;
      }
      expect(results).toEqual(expected);
    },
    // Every caller, each after a reset of the data when the one before was let in.
    60_000,
  );
});

describe('faculty reach only the batches they teach; branch-limited staff their branches’', () => {
  test('a faculty member of another batch: left out of the list, its page and rows not found, no writes', async () => {
    await server.reset(probeSeed());
    const taught = await clients.admin.addBatch({
      ...BATCH_FORM,
      name: 'Taught',
      faculty: [{ subject: 'Physics', staffId: staffIds.faculty }],
    });
    const faculty = clients.faculty;
    expect((await faculty.listBatches()).map((batch) => batch.id)).toEqual([taught.id]);
    expect((await faculty.getBatch(taught.id)).batch.name).toBe('Taught');
    await expect(faculty.getBatch(batchOfA.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(faculty.batchTestResults(batchOfA.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      faculty.enrolStudent(taught.id, { studentId: studentB.id, waitIfFull: false }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(faculty.leaveBatch(enrolmentOfA.id, { reason: 'x' })).rejects.toMatchObject({
      status: 403,
    });
    // Whoever sees every batch sees both.
    expect((await clients.counsellor.listBatches()).map((batch) => batch.id).sort()).toEqual(
      [batchOfA.id, taught.id].sort(),
    );
  });

  test('an office member of another branch: no batch of this branch, by list, id or enrolment', async () => {
    await server.reset(probeSeed());
    const other = clients.officeOtherBranch;
    expect(await other.listBatches()).toEqual([]);
    await expect(other.getBatch(batchOfA.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.batchTestResults(batchOfA.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(other.leaveBatch(enrolmentOfA.id, { reason: 'x' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      other.updateBatch(batchOfA.id, { ...BATCH_FORM, room: 'Room 9' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const own = clients.officeOwnBranch;
    expect((await own.listBatches()).map((batch) => batch.id)).toEqual([batchOfA.id]);
    expect((await own.leaveBatch(enrolmentOfA.id, { reason: 'Moved city' })).status).toBe('left');
  });
});

describe('a counsellor reaches the enquiries assigned to them, and no fees', () => {
  test('assigned: listed and opened; another’s not found; another branch’s office sees none', async () => {
    await server.reset(probeSeed());
    await clients.admin.assignEnquiry(enquiryOne.id, { assigneeId: staffIds.counsellor });
    const all = { status: 'all', page: 1, pageSize: 20 } as const;
    const counsellor = clients.counsellor;
    expect((await counsellor.listEnquiries(all)).rows.map((row) => row.id)).toEqual([
      enquiryOne.id,
    ]);
    expect((await counsellor.getEnquiry(enquiryOne.id)).enquiry.assigneeId).toBe(
      staffIds.counsellor,
    );
    await expect(counsellor.getEnquiry(enquiryTwo.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      counsellor.mergeEnquiries(enquiryOne.id, { otherId: enquiryTwo.id }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await outcome(() => counsellor.listPayments())).toBe(403);
    expect((await clients.officeOwnBranch.listEnquiries(all)).total).toBe(2);
    expect((await clients.officeOtherBranch.listEnquiries(all)).total).toBe(0);
    await expect(clients.officeOtherBranch.getEnquiry(enquiryOne.id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    // A message reaches only the enquiries the sender reaches.
    expect((await counsellor.previewEnquiryMessage(PROBE_ENQUIRY_MESSAGE)).matched).toBe(1);
    expect(
      (await clients.officeOtherBranch.previewEnquiryMessage(PROBE_ENQUIRY_MESSAGE)).matched,
    ).toBe(0);
  });
});

describe('what an allowed caller gets is only its own', () => {
  test('a student lists only their own payments, tickets and entitled materials', async () => {
    await server.reset(probeSeed());
    const b = clients.studentB;
    expect((await b.listPayments()).map((payment) => payment.id)).toEqual([paymentOfB]);
    expect((await b.listTickets()).map((ticket) => ticket.id)).toEqual([ticketOfB.id]);
    expect((await b.listMaterials()).map((material) => material.id)).toEqual([publicMaterial.id]);
    expect((await clients.studentA.listMaterials()).map((material) => material.id).sort()).toEqual(
      [materialForA.id, publicMaterial.id].sort(),
    );
  });

  test('each student’s and school’s channels are their own', async () => {
    await server.reset(probeSeed());
    const optedIn = await clients.studentA.saveMyMessagePreferences({ sms: false, whatsapp: true });
    expect(optedIn).toEqual({ sms: false, whatsapp: true, whatsappOptInAt: START.toISOString() });
    await clients.schoolX.saveMyMessagePreferences({ sms: false, whatsapp: false });
    expect(await clients.studentA.getMyMessagePreferences()).toEqual(optedIn);
    expect(await clients.studentB.getMyMessagePreferences()).toEqual({
      sms: true,
      whatsapp: false,
      whatsappOptInAt: null,
    });
    expect(await clients.schoolX.getMyMessagePreferences()).toMatchObject({ sms: false });
    expect(await clients.schoolY.getMyMessagePreferences()).toMatchObject({ sms: true });
  });

  test('a student cannot mark their own installment paid: refused, and nothing is recorded', async () => {
    await server.reset(probeSeed());
    const paymentsBefore = await clients.admin.listPayments({ studentId: studentA.id });
    const attempt = clients.studentA.recordPayment({
      studentId: studentA.id,
      installmentId: 'SANK26120001-2',
      amount: 40000,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    const stored = await clients.admin.getStudent(studentA.id);
    expect(stored?.feeDetails.installments[1]).toMatchObject({ paidAmount: 0, status: 'Pending' });
    expect(await clients.admin.listPayments({ studentId: studentA.id })).toEqual(paymentsBefore);
  });

  test('a school edits its own profile but cannot rename itself', async () => {
    await server.reset(probeSeed());
    const saved = await clients.schoolX.updateSchool({
      ...schoolX,
      name: schoolY.name,
      principalName: 'Mrs. K. Sharma',
    });
    expect(saved).toMatchObject({ name: schoolX.name, principalName: 'Mrs. K. Sharma' });
  });

  test('a school sees only its candidates and files bulk rows under its own name', async () => {
    await server.reset(probeSeed());
    expect((await allCandidates(clients.schoolX)).map((candidate) => candidate.id)).toEqual([
      candidateOfX.id,
    ]);
    expect((await clients.schoolX.listSchools()).map((school) => school.id)).toEqual([schoolX.id]);
    const [added] = await clients.schoolY.addCandidates([
      newCandidate({ schoolName: schoolX.name }),
    ]);
    expect(added?.schoolName).toBe(schoolY.name);
    expect(await allCandidates(clients.schoolX)).toHaveLength(1);
  });

  test('a school’s candidate pages and select-all are its own, whatever school it asks for', async () => {
    await server.reset(probeSeed());
    for (const schoolId of [undefined, schoolY.id]) {
      const page = await clients.schoolX.queryCandidates({ page: 1, pageSize: 25, schoolId });
      expect(page.rows.map((candidate) => candidate.id)).toEqual([candidateOfX.id]);
      expect(page.total).toBe(1);
      expect(await clients.schoolX.candidateIds({ schoolId })).toEqual([candidateOfX.id]);
    }
    expect(
      (await clients.schoolY.queryCandidates({ page: 1, pageSize: 25, search: 'stse' })).rows.map(
        (candidate) => candidate.id,
      ),
    ).toEqual([candidateOfY.id]);
    expect(await clients.admin.candidateIds({})).toEqual([candidateOfY.id, candidateOfX.id]);
  });

  test('before the results are published a school’s candidate page carries no marks, and sorting by marks is refused', async () => {
    const scored = { ...candidateOfX, marks: 92, scholarship: 'Gold' };
    await server.reset({ ...probeSeed(), stseCandidates: [scored, candidateOfY] });
    const { fetch } = await server.client({
      role: 'school',
      email: schoolX.contactEmail,
      password: PASSWORD,
    });
    const page = `${server.server.url}/api/candidates/page?page=1&pageSize=25`;
    const hidden = await (await fetch(page)).text();
    expect(hidden).toContain('"rollNo":"STSE0001"');
    expect(hidden).not.toMatch(/marks|scholarship/);
    const byMarks = await fetch(`${page}&sort=marks&direction=descending`);
    expect(byMarks.status).toBe(400);
    expect(await byMarks.text()).toContain(RESULTS_SORT_MESSAGE);

    await clients.admin.setResultsPublished(true);
    expect(await (await fetch(`${page}&sort=marks&direction=descending`)).text()).toContain(
      '"marks":92',
    );
  });

  test('school Y never sees school X’s candidates, even under a name that looks like X’s', async () => {
    // Y kept from before names were unique, its name X's but for case and spaces.
    const lookAlikeY = { ...schoolY, name: 'DELHI PUBLIC SCHOOL, NOIDA' };
    await server.reset({ ...probeSeed(), schools: [schoolX, lookAlikeY] });
    const y = clients.schoolY;
    expect(await y.candidateIds({})).toEqual([candidateOfY.id]);
    expect((await allCandidates(y)).map((candidate) => candidate.id)).toEqual([candidateOfY.id]);
    expect((await y.queryCandidates({ page: 1, pageSize: 25, search: 'delhi' })).rows).toEqual([]);
    expect(await outcome(() => y.findCandidateByRollNo('STSE0001'))).toBe(403);
    // What Y registers is Y's, whatever name or id the rows give.
    const [added] = await y.addCandidates([
      newCandidate({ schoolName: schoolX.name, schoolId: schoolX.id }),
    ]);
    expect(added).toMatchObject({ schoolId: schoolY.id, schoolName: lookAlikeY.name });
    expect((await allCandidates(clients.schoolX)).map((candidate) => candidate.id)).toEqual([
      candidateOfX.id,
    ]);
    // A visitor links by the name only, never by an id it sends; a name two schools share
    // names neither.
    for (const schoolName of [schoolX.name, 'Modern School']) {
      const registered = await clients.visitor.addCandidate(
        newCandidate({ schoolName, schoolId: schoolX.id }),
      );
      expect(registered).not.toHaveProperty('schoolId');
    }
    expect(await clients.schoolX.candidateIds({})).toEqual([candidateOfX.id]);
  });

  test('the admin cannot add a second school under a name that differs only in case or spaces', async () => {
    await server.reset(probeSeed());
    const { id: _id, ...fields } = schoolX;
    const refusal = await clients.admin
      .addSchool({
        ...fields,
        name: 'Delhi Public School, Noida ',
        contactEmail: 'dps2@example.com',
      })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      issues: [{ path: 'name', message: 'A school with this name is already registered.' }],
    });
    expect((await clients.admin.listSchools()).map((school) => school.id)).toEqual([
      schoolX.id,
      schoolY.id,
    ]);
  });

  test('a visitor’s admit card lookup returns only what the card prints; the record is the admin’s', async () => {
    await server.reset({
      ...probeSeed(),
      stseCandidates: [
        { ...candidateOfX, examCenter: 'Noida Centre', marks: 91, scholarship: '100% Scholarship' },
        candidateOfY,
      ],
    });
    const card = await clients.visitor.lookupAdmitCard({
      rollNo: ' stse0001 ',
      dateOfBirth: candidateOfX.dateOfBirth,
    });
    expect(Object.keys(card!).sort()).toEqual(
      ['currentClass', 'examCenter', 'examYear', 'guardianName', 'name', 'rollNo'].sort(),
    );
    for (const role of ['visitor', 'studentA', 'schoolX', 'schoolY'] as const) {
      expect(await outcome(() => clients[role].findCandidateByRollNo('STSE0001'))).toBe(
        role === 'visitor' ? 401 : 403,
      );
    }
    expect(await clients.admin.findCandidateByRollNo('STSE0001')).toHaveProperty('mobile');
  });
});

describe('a branch-limited staff member reaches only their branches’ students', () => {
  const page = { page: 1, pageSize: 25 };
  const november = { from: '2026-11-01', to: '2026-11-30', ...page };

  test('another branch’s students, receipts, orders and reports are not there for them', async () => {
    await server.reset(probeSeed());
    const own = clients.officeOwnBranch;
    const other = clients.officeOtherBranch;
    expect((await own.getStudent(studentA.id))?.id).toBe(studentA.id);
    expect(await other.getStudent(studentA.id)).toBeUndefined();
    expect((await own.queryStudents(page)).total).toBe(2);
    expect(await other.queryStudents(page)).toMatchObject({ rows: [], total: 0 });
    const fees = await other.queryFeeTable({ ...page, today: '2026-11-22' });
    expect(fees).toMatchObject({ rows: [], totals: { totalCollection: 0, pendingDues: 0 } });
    expect((await own.getPayment(paymentOfA))?.id).toBe(paymentOfA);
    expect(await other.getPayment(paymentOfA)).toBeUndefined();
    expect(await other.listPayments()).toEqual([]);
    await expect(other.listPayments({ studentId: studentA.id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await own.listPaymentOrders()).toHaveLength(2);
    expect(await other.listPaymentOrders()).toEqual([]);
    expect(await other.getPaymentOrder(orderOfA.id)).toBeUndefined();
    expect((await own.queryDayBook(november)).total).toBe(2);
    expect((await other.queryDayBook(november)).total).toBe(0);
    await expect(
      other.queryDayBook({ ...november, branchId: FIRST_BRANCH_ID }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await own.getDashboardOverview()).studentCount).toBe(2);
    expect((await other.getDashboardOverview()).studentCount).toBe(0);
    const collected = async (repository: typeof own) =>
      ((await repository.getDashboardTrends()).fees ?? []).reduce(
        (sum, month) => sum + month.collected,
        0,
      );
    expect(await collected(own)).toBeGreaterThan(0);
    expect(await collected(other)).toBe(0);
    expect((await own.listBranches()).map((branch) => branch.id)).toEqual([FIRST_BRANCH_ID]);
    expect((await other.listBranches()).map((branch) => branch.id)).toEqual([jaipurBranch.id]);
    expect(await own.listTickets()).toHaveLength(2);
    expect(await other.listTickets()).toEqual([]);
  });

  test('another branch’s student, receipt or order is refused as not found, and nothing changes', async () => {
    await server.reset(probeSeed());
    const other = clients.officeOtherBranch;
    const cash = {
      studentId: studentA.id,
      installmentId: 'SANK26120001-1',
      amount: 100,
      mode: 'Cash' as const,
      reference: '',
      receivedBy: 'Probe',
    };
    const edit = {
      name: 'Changed',
      email: studentA.email,
      mobile: studentA.mobile,
      guardianName: studentA.guardianName,
    };
    const refund = { requestId: newRefundRequestId(), amount: 100, reason: 'Left' };
    for (const call of [
      () => other.recordPayment(cash),
      () => other.cancelPayment(paymentOfA, 'Wrong student', 'Probe'),
      () => other.refundPayment(paymentOfA, refund),
      () => other.confirmUpiPayment(orderOfA.id),
      () => other.rejectUpiPayment(orderOfA.id, 'No such transfer'),
      () => other.updateStudent(studentA.id, edit),
      () => other.addMessage(ticketOfA.id, 'Admin', 'Hello'),
      () => other.setTicketStatus(ticketOfA.id, 'Closed'),
      () => other.addTicket(studentA.id, 'Fee receipt'),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await clients.admin.listPayments({ studentId: studentA.id })).toHaveLength(1);
    expect((await clients.admin.getStudent(studentA.id))?.name).toBe(studentA.name);
    expect((await clients.admin.getPaymentOrder(orderOfA.id))?.status).toBe(orderOfA.status);
    const tickets = await clients.admin.listTickets();
    expect(tickets).toHaveLength(2);
    expect(tickets.find((ticket) => ticket.id === ticketOfA.id)).toEqual(ticketOfA);
    // The same calls from their own branch go through.
    expect((await clients.officeOwnBranch.recordPayment(cash)).amount).toBe(100);
  });
});

describe('cookies and origins', () => {
  test('a forged cookie is a visitor: public routes answer, the rest ask to sign in', async () => {
    await server.reset(probeSeed());
    const forged = await server.client();
    forged.fetch.setCookie('sankalp_session=forged-token-value');
    expect(await outcome(() => forged.repository.getSettings())).toBe('allowed');
    expect(await outcome(() => allStudents(forged.repository))).toBe(401);
    expect(await outcome(() => forged.repository.getStudent(studentA.id))).toBe(401);
  });

  test('a session past its 7 days is refused', async () => {
    await server.reset(probeSeed());
    const admin = await server.client({ role: 'admin', ...ADMIN });
    expect(await outcome(() => allStudents(admin.repository))).toBe('allowed');
    server.setClock(() => new Date(START.getTime() + 8 * 24 * 60 * 60 * 1000));
    try {
      expect(await outcome(() => allStudents(admin.repository))).toBe(401);
    } finally {
      server.setClock(() => new Date(START));
    }
  });

  test('every unsafe method from a foreign Origin is refused, even for the admin', async () => {
    await server.reset(probeSeed());
    const jar = await server.client({ role: 'admin', ...ADMIN });
    const foreign = await server.client(undefined, { origin: 'https://evil.example' });
    foreign.fetch.setCookie(jar.fetch.cookie());
    const unsafe = probes.filter((probe) => OPERATIONS[probe.method].verb !== 'GET');
    for (const probe of unsafe) {
      expect([probe.method, await outcome(() => probe.call(foreign.repository))]).toEqual([
        probe.method,
        403,
      ]);
    }
    // Reads carry no Origin check (the browser does not let another site read the answers).
    expect(await outcome(() => allStudents(foreign.repository))).toBe('allowed');
    expect(await allCandidates(clients.admin)).toHaveLength(2);
  });
});

describe('online tests: the paper does not leak', () => {
  const secondCandidate = storedCandidate('STSE0004', {
    examCenter: 'Online',
    dateOfBirth: '2010-06-01',
  });
  const secondCredentials = { rollNo: 'STSE0004', dateOfBirth: '2010-06-01' };
  const otherQuestion = { ...EXAM_QUESTIONS[0]!, id: 'q-other-test' };
  const otherTest = publishedTest('test-other', {
    audience: { kind: 'stse', currentClass: 9 },
    sections: [
      { id: 'other', name: 'Other', questionIds: ['q-other-test'], marking: DEFAULT_MARKING },
    ],
    frozen: [otherQuestion],
  });
  const examProbeSeed = () => ({
    ...probeSeed(),
    stseCandidates: [onlineCandidate, secondCandidate],
    questions: [...EXAM_QUESTIONS, otherQuestion],
    examTests: [publishedTest('test-stse'), otherTest],
  });
  const reasonOf = async (call: Promise<unknown>) =>
    call.then(
      () => 'saved',
      (error: unknown) =>
        error instanceof ExamRefusedError ? error.reason : (error as Error).name,
    );

  test('no question reaches a visitor before the start, and no key during the test', async () => {
    await server.reset(examProbeSeed());
    const signIn = await clients.visitor.signInToExams(credentials);
    expect(signIn.exams.map((exam) => exam.testId)).toEqual(['test-stse']);
    const listed = JSON.stringify(signIn);
    for (const question of EXAM_QUESTIONS) {
      expect(listed).not.toContain(question.text.en);
      expect(listed).not.toContain(question.id);
    }
    const session = await clients.visitor.startExam('test-stse', credentials);
    const paper = JSON.stringify(session);
    expect(paper).toContain(EXAM_QUESTIONS[0]!.text.en);
    expect(paper).not.toMatch(/correctOptions|numericalAnswer|explanation|Because of/);
    // The resume answers the same paper, still without a key.
    const resumed = JSON.stringify(await clients.visitor.startExam('test-stse', credentials));
    expect(resumed).not.toMatch(/correctOptions|numericalAnswer|explanation|Because of/);
  });

  test('another candidate’s attempt is refused with their token, a wrong one or none', async () => {
    await server.reset(examProbeSeed());
    const mine = await clients.visitor.startExam('test-stse', credentials);
    await clients.visitor.saveExamResponses(
      mine.attemptId,
      mine.token,
      batch([save(1, 'q-single', [1])]),
    );
    const theirs = await clients.visitor.startExam('test-stse', secondCredentials);
    const overwrite = batch([save(9, 'q-single', [3])]);
    expect(
      await reasonOf(clients.visitor.saveExamResponses(mine.attemptId, theirs.token, overwrite)),
    ).toBe('elsewhere');
    expect(
      await reasonOf(clients.visitor.submitExam(mine.attemptId, theirs.token, overwrite)),
    ).toBe('elsewhere');
    expect(
      await reasonOf(clients.visitor.saveExamResponses(mine.attemptId, 'x'.repeat(43), overwrite)),
    ).toBe('elsewhere');
    expect(
      await reasonOf(clients.visitor.saveExamResponses(mine.attemptId, '', overwrite)),
    ).not.toBe('saved');
    expect(
      await reasonOf(clients.studentA.saveExamResponses(mine.attemptId, theirs.token, overwrite)),
    ).toBe('elsewhere');
    const resumed = await clients.visitor.startExam('test-stse', credentials);
    expect(resumed.responses.map(({ seq, answer }) => ({ seq, answer }))).toEqual([
      { seq: 1, answer: [1] },
    ]);
  });

  test('a question of another test is refused and nothing of its batch is saved', async () => {
    await server.reset(examProbeSeed());
    const session = await clients.visitor.startExam('test-stse', credentials);
    const refused = await clients.visitor
      .saveExamResponses(
        session.attemptId,
        session.token,
        batch([save(1, 'q-single', [1]), save(2, 'q-other-test', [0])]),
      )
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      name: 'DataValidationError',
      issues: [{ path: 'saves.1.questionId', message: 'This question is not in your paper.' }],
    });
    expect(await reasonOf(clients.visitor.startExam('test-other', credentials))).toBe(
      'not-eligible',
    );
    expect((await clients.visitor.startExam('test-stse', credentials)).responses).toEqual([]);
  });
});
