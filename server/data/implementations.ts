// The server's implementation of every operation, over the portal's data as the caller's actor.
// Composed here, so the compiler checks it covers every definition with the types the wire
// carries (src/data/definitions).
import type { ServerImplementations } from '../../src/data/definitions';
import type { Caller } from '../../src/data/core/operation';
import type { PortalData } from './portal-data';

/** What an implementation works with: the data, its writes recorded as the caller's. */
export type ServerContext = { data: PortalData; caller: Caller };

export const SERVER_IMPLEMENTATIONS: ServerImplementations<ServerContext> = {
  queryCandidates: ({ data }, query) => data.queryCandidates(query),
  candidateIds: ({ data }, filter) => data.candidateIds(filter),
  getCandidate: ({ data }, id) => data.getCandidate(id),
  addCandidate: ({ data }, candidate) => data.addCandidate(candidate),
  addCandidates: ({ data }, candidates) => data.addCandidates(candidates),
  updateCandidate: ({ data }, candidate) => data.updateCandidate(candidate),
  findCandidateByRollNo: ({ data }, rollNo) => data.findCandidateByRollNo(rollNo),
  findCandidatesByRollNos: ({ data }, rollNos) => data.findCandidatesByRollNos(rollNos),
  assignExamCenter: ({ data }, ids, examCenter) => data.assignExamCenter(ids, examCenter),
  admitCandidate: ({ data }, candidateId, student) => data.admitCandidate(candidateId, student),
  queryMeritList: ({ data }, query) => data.queryMeritList(query),
  saveMarks: ({ data }, candidateId, marks) => data.saveMarks(candidateId, marks),
  saveResults: ({ data }, entries) => data.saveResults(entries),
  lookupResult: ({ data }, lookup) => data.lookupResult(lookup),
  lookupAdmitCard: ({ data }, lookup) => data.lookupAdmitCard(lookup),
  setResultsPublished: ({ data }, published) => data.setResultsPublished(published),
  queryStudents: ({ data }, query) => data.queryStudents(query),
  queryFeeTable: ({ data }, query) => data.queryFeeTable(query),
  getStudent: ({ data }, id) => data.getStudent(id),
  addStudent: ({ data }, student) => data.addStudent(student),
  updateStudent: ({ data }, id, changes) => data.updateStudent(id, changes),
  recordPayment: ({ data }, request) => data.recordPayment(request),
  listPayments: ({ data }, filter) => data.listPayments(filter),
  queryDayBook: ({ data }, range) => data.queryDayBook(range),
  getPayment: ({ data }, id) => data.getPayment(id),
  cancelPayment: ({ data }, id, reason, cancelledBy) => data.cancelPayment(id, reason, cancelledBy),
  listMaterials: ({ data }) => data.listMaterials(),
  addMaterial: ({ data }, material, file) => data.addMaterial(material, file),
  deleteMaterial: ({ data }, id) => data.deleteMaterial(id),
  getMaterialFile: ({ data }, id) => data.getMaterialFile(id),
  listSchools: ({ data }) => data.listSchools(),
  getSchool: ({ data }, id) => data.getSchool(id),
  addSchool: ({ data }, school) => data.addSchool(school),
  // The admin's edit carries the school's sign-in e-mail along with its contact e-mail.
  updateSchool: ({ data, caller }, school) =>
    data.updateSchool(school, { signInEmail: caller.role === 'admin' ? 'follows' : 'stays' }),
  listNotifications: ({ data }) => data.listNotifications(),
  addNotification: ({ data }, notification) => data.addNotification(notification),
  getSettings: ({ data }) => data.getSettings(),
  replaceSettings: ({ data }, settings) => data.replaceSettings(settings),
  listTickets: ({ data }) => data.listTickets(),
  addTicket: ({ data }, studentId, subject) => data.addTicket(studentId, subject),
  addMessage: ({ data }, ticketId, sender, text) => data.addMessage(ticketId, sender, text),
  setTicketStatus: ({ data }, ticketId, status) => data.setTicketStatus(ticketId, status),
  listAuditLog: ({ data }, query) => data.listAuditLog(query),
  getDashboardOverview: ({ data }) => data.getDashboardOverview(),
  exportBackup: ({ data }) => data.exportBackup(),
  importBackup: ({ data }, backup) => data.importBackup(backup),
  listRestoreRemovals: ({ data }, exportedAt) => data.listRestoreRemovals(exportedAt),
  countRecords: ({ data }) => data.countRecords(),
};
