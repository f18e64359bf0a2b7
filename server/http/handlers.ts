// One handler per repository operation, with its authorization. The rule of every route:
//   admin    everything;
//   student  their own record, fees, payments and receipts, their own tickets, notifications,
//            public materials and the Student materials of their class and stream;
//   school   its own profile and the candidates linked to its id (never by a name that looks
//            like its own); registrations it sends are its own, under its name, whatever they say;
//   visitor  registration, the result and admit-card lookups (only what those pages show),
//            public materials, the settings the public pages read.
// A refusal is 401 for a visitor (sign in) and 403 for a signed-in user of the wrong account.
import { DataValidationError, NotFoundError } from '../../src/data/errors';
import type { HttpMethodName } from '../../src/data/adapters/http-routes';
import { VISITOR_ACTOR } from '../../src/data/operations/audit';
import type {
  AuditQuery,
  CandidateFilter,
  CandidateQuery,
  FeeTableQuery,
  MeritQuery,
  StudentQuery,
} from '../../src/data/queries';
import type { AuditActor, CandidateLookup, Material, Student } from '../../src/data/schemas';
import type { DayBookRange } from '../data/queries';
import type { Caller } from '../auth/accounts';
import type { PortalData, UploadedFile } from '../data/portal-data';

export class HttpRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const SIGN_IN_MESSAGE = 'Sign in to continue.';
export const FORBIDDEN_MESSAGE = 'Your account cannot do this.';

function deny(caller: Caller): never {
  throw caller.role === 'visitor'
    ? new HttpRefusal(401, SIGN_IN_MESSAGE)
    : new HttpRefusal(403, FORBIDDEN_MESSAGE);
}

export type HandlerInput = {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: Record<string, unknown>;
  file?: UploadedFile;
};

type Handler = (input: HandlerInput, caller: Caller, data: PortalData) => Promise<unknown>;

const isAdmin = (caller: Caller) => caller.role === 'admin';

/**
 * Who the caller's writes are recorded as in the audit log: a student or school by its record's
 * id, as the browser-only mode's session names them.
 */
export function auditActor(caller: Caller): AuditActor {
  switch (caller.role) {
    case 'visitor':
      return VISITOR_ACTOR;
    case 'admin':
      return { id: caller.userId, name: caller.name, role: 'admin' };
    case 'student':
      return { id: caller.studentId, name: caller.name, role: 'student' };
    case 'school':
      return { id: caller.schoolId, name: caller.name, role: 'school' };
  }
}

function only(caller: Caller, ...roles: Caller['role'][]) {
  if (!roles.includes(caller.role)) deny(caller);
}

function entitled(material: Material, student: Pick<Student, 'currentClass' | 'stream'>) {
  if (material.visibility === 'Public') return true;
  return (
    (material.class === 'Any' || material.class === String(student.currentClass)) &&
    (material.stream === 'Any' || material.stream === student.stream)
  );
}

/** The school the caller is, for a school caller; a school whose record is gone is refused. */
async function ownSchool(caller: Caller & { role: 'school' }, data: PortalData) {
  const school = await data.getSchool(caller.schoolId);
  if (!school) deny(caller);
  return school;
}

/** The student the caller is, for a student caller. */
async function ownStudent(caller: Caller & { role: 'student' }, data: PortalData) {
  const student = await data.getStudent(caller.studentId);
  if (!student) deny(caller);
  return student;
}

/** A public lookup's body, as its route's schema checked it. */
const candidateLookup = (body: Record<string, unknown>) => body as CandidateLookup;

/** The query string as its route's schema parsed it (numbers coerced, the sort an object). */
const parsed = <Query>(input: HandlerInput) => input.query as unknown as Query;

/** A school caller's filter names its own school, whatever it asked for. */
async function ownCandidates<Filter extends CandidateFilter>(
  filter: Filter,
  caller: Caller,
  data: PortalData,
): Promise<Filter> {
  if (isAdmin(caller)) return filter;
  if (caller.role === 'school') return { ...filter, schoolId: (await ownSchool(caller, data)).id };
  return deny(caller);
}

/** A school's own registration: its id and its name, whatever the row says. */
async function asOwnRegistration(
  row: Record<string, unknown>,
  caller: Caller & { role: 'school' },
  data: PortalData,
) {
  const school = await ownSchool(caller, data);
  return { ...row, schoolId: school.id, schoolName: school.name };
}

export const HANDLERS: { [M in HttpMethodName]: Handler } = {
  // ----- STSE candidates -----
  async queryCandidates(input, caller, data) {
    return data.queryCandidates(await ownCandidates(parsed<CandidateQuery>(input), caller, data));
  },
  async candidateIds(input, caller, data) {
    return data.candidateIds(await ownCandidates(parsed<CandidateFilter>(input), caller, data));
  },
  async getCandidate({ params }, caller, data) {
    only(caller, 'admin');
    return data.getCandidate(params.id!);
  },
  async queryMeritList(input, caller, data) {
    only(caller, 'admin');
    return data.queryMeritList(parsed<MeritQuery>(input));
  },
  async addCandidate({ body }, caller, data) {
    // The public registration form: anyone may register; a school registers as its own. Anyone
    // else's registration is linked by the school name it gives, never by an id it sends.
    if (caller.role === 'school') {
      return data.addCandidate((await asOwnRegistration(body, caller, data)) as never);
    }
    const { schoolId: _ignored, ...candidate } = body;
    return data.addCandidate(candidate as never);
  },
  async addCandidates({ body }, caller, data) {
    only(caller, 'admin', 'school');
    const rows = (body.candidates as Record<string, unknown>[]) ?? [];
    if (caller.role === 'school') {
      const own = await asOwnRegistration({}, caller, data);
      return data.addCandidates(rows.map((row) => ({ ...row, ...own })) as never);
    }
    return data.addCandidates(rows as never);
  },
  async updateCandidate({ params, body }, caller, data) {
    only(caller, 'admin');
    if (body.id !== params.id) {
      throw new DataValidationError('candidate', [
        { path: 'id', message: 'The id in the address and the body differ.' },
      ]);
    }
    return data.updateCandidate(body as never);
  },
  async findCandidateByRollNo({ query }, caller, data) {
    // The whole record, for the admin: visitors use the two lookups below, which ask for the date
    // of birth and answer only what their page shows.
    only(caller, 'admin');
    return data.findCandidateByRollNo(query.rollNo ?? '');
  },
  async findCandidatesByRollNos({ body }, caller, data) {
    only(caller, 'admin');
    return data.findCandidatesByRollNos(body.rollNos as string[]);
  },
  async assignExamCenter({ body }, caller, data) {
    only(caller, 'admin');
    await data.assignExamCenter(body.candidateIds as string[], body.examCenter as string);
  },
  async saveMarks({ params, body }, caller, data) {
    only(caller, 'admin');
    return data.saveMarks(params.id!, body.marks === null ? Number.NaN : (body.marks as number));
  },
  async saveResults({ body }, caller, data) {
    only(caller, 'admin');
    const entries = body.entries as Array<{ candidateId: string; marks: number | 'Absent' | null }>;
    return data.saveResults(
      entries.map(({ candidateId, marks }) => ({ candidateId, marks: marks ?? Number.NaN })),
    );
  },
  async lookupResult({ body }, _caller, data) {
    // Public: only this roll number's result, and only with its date of birth.
    return data.lookupResult(candidateLookup(body));
  },
  async lookupAdmitCard({ body }, _caller, data) {
    // Public: only what the card prints, and only with the date of birth and a centre assigned.
    return data.lookupAdmitCard(candidateLookup(body));
  },
  async setResultsPublished({ body }, caller, data) {
    only(caller, 'admin');
    return data.setResultsPublished(body.published === true);
  },
  async admitCandidate({ params, body }, caller, data) {
    only(caller, 'admin');
    return data.admitCandidate(params.id!, body as never);
  },

  // ----- students and fees -----
  async queryStudents(input, caller, data) {
    only(caller, 'admin');
    return data.queryStudents(parsed<StudentQuery>(input));
  },
  async queryFeeTable(input, caller, data) {
    only(caller, 'admin');
    return data.queryFeeTable(parsed<FeeTableQuery>(input));
  },
  async getStudent({ params }, caller, data) {
    if (caller.role === 'student' && params.id === caller.studentId) {
      return data.getStudent(params.id);
    }
    only(caller, 'admin');
    return data.getStudent(params.id!);
  },
  async addStudent({ body }, caller, data) {
    only(caller, 'admin');
    return data.addStudent(body as never);
  },
  async updateStudent({ params, body }, caller, data) {
    only(caller, 'admin');
    return data.updateStudent(params.id!, body as never);
  },
  async recordPayment({ body }, caller, data) {
    // The office's Record Payment only: a student's own request would mark fees paid with no
    // money moved. A payment provider's confirmation will record theirs here (issue 24).
    only(caller, 'admin');
    return data.recordPayment(body as never);
  },
  async listPayments({ query }, caller, data) {
    if (caller.role === 'student') {
      if (query.studentId !== undefined && query.studentId !== caller.studentId) deny(caller);
      return data.listPayments({ studentId: caller.studentId });
    }
    only(caller, 'admin');
    return data.listPayments(query.studentId === undefined ? {} : { studentId: query.studentId });
  },
  async queryDayBook(input, caller, data) {
    only(caller, 'admin');
    return data.queryDayBook(parsed<DayBookRange>(input));
  },
  async getPayment({ params }, caller, data) {
    const payment = await data.getPayment(params.id!);
    if (isAdmin(caller)) return payment;
    if (caller.role === 'student' && payment?.studentId === caller.studentId) return payment;
    return deny(caller);
  },
  async cancelPayment({ params, body }, caller, data) {
    only(caller, 'admin');
    return data.cancelPayment(params.id!, body.reason as string, body.cancelledBy as string);
  },

  // ----- materials -----
  async listMaterials(_input, caller, data) {
    const materials = await data.listMaterials();
    if (isAdmin(caller)) return materials;
    if (caller.role === 'student') {
      const student = await ownStudent(caller, data);
      return materials.filter((material) => entitled(material, student));
    }
    return materials.filter((material) => material.visibility === 'Public');
  },
  async addMaterial({ body, file }, caller, data) {
    only(caller, 'admin');
    if (!file) {
      throw new DataValidationError('material', [{ path: 'file', message: 'Choose a PDF file.' }]);
    }
    return data.addMaterial(body as never, file);
  },
  async deleteMaterial({ params }, caller, data) {
    only(caller, 'admin');
    await data.deleteMaterial(params.id!);
  },
  async getMaterialFile({ params }, caller, data) {
    const material = await data.getMaterial(params.id!);
    if (!isAdmin(caller)) {
      if (!material) return deny(caller);
      if (material.visibility !== 'Public') {
        if (caller.role !== 'student') return deny(caller);
        if (!entitled(material, await ownStudent(caller, data))) return deny(caller);
      }
    }
    return data.getMaterialFile(params.id!);
  },

  // ----- schools -----
  async listSchools(_input, caller, data) {
    if (isAdmin(caller)) return data.listSchools();
    if (caller.role === 'school') {
      const own = await data.getSchool(caller.schoolId);
      return own ? [own] : [];
    }
    return deny(caller);
  },
  async getSchool({ params }, caller, data) {
    if (caller.role === 'school' && params.id === caller.schoolId) return data.getSchool(params.id);
    only(caller, 'admin');
    return data.getSchool(params.id!);
  },
  async addSchool({ body }, caller, data) {
    only(caller, 'admin');
    return data.addSchool(body as never);
  },
  async updateSchool({ params, body }, caller, data) {
    if (body.id !== params.id) throw new NotFoundError('school', String(params.id));
    if (caller.role === 'school' && params.id === caller.schoolId) {
      // A school edits its own profile; its name stays (registrations giving it are linked to it).
      return data.updateSchool({ ...body, name: (await ownSchool(caller, data)).name } as never);
    }
    only(caller, 'admin');
    return data.updateSchool(body as never, { signInEmail: 'follows' });
  },

  // ----- notifications and settings -----
  async listNotifications(_input, caller, data) {
    only(caller, 'admin', 'student', 'school');
    // A scheduled notification reaches students and schools on its day; the admin sees them all.
    return isAdmin(caller) ? data.listNotifications() : data.listReachedNotifications();
  },
  async addNotification({ body }, caller, data) {
    only(caller, 'admin');
    return data.addNotification(body as never);
  },
  async getSettings(_input, _caller, data) {
    // Exam centres, tiers, the admit card's year and the roll number prefix: public facts.
    return data.getSettings();
  },
  async replaceSettings({ body }, caller, data) {
    only(caller, 'admin');
    return data.replaceSettings(body as never);
  },

  // ----- support tickets -----
  async listTickets(_input, caller, data) {
    if (isAdmin(caller)) return data.listTickets();
    if (caller.role === 'student') return data.listTickets({ studentId: caller.studentId });
    return deny(caller);
  },
  async addTicket({ body }, caller, data) {
    if (caller.role === 'student' && body.studentId !== caller.studentId) deny(caller);
    only(caller, 'admin', 'student');
    return data.addTicket(body.studentId as string, body.subject as string);
  },
  async addMessage({ params, body }, caller, data) {
    if (caller.role === 'student') {
      const ticket = await data.getTicket(params.id!);
      if (!ticket || ticket.studentId !== caller.studentId) deny(caller);
      // A student always writes as the student.
      return data.addMessage(params.id!, 'Student', body.text as string);
    }
    only(caller, 'admin');
    return data.addMessage(params.id!, 'Admin', body.text as string);
  },
  async setTicketStatus({ params, body }, caller, data) {
    if (caller.role === 'student') {
      const ticket = await data.getTicket(params.id!);
      if (!ticket || ticket.studentId !== caller.studentId) deny(caller);
    } else {
      only(caller, 'admin');
    }
    return data.setTicketStatus(params.id!, body.status as 'Open' | 'Closed');
  },

  // ----- the admin dashboard -----
  async getDashboardOverview(_input, caller, data) {
    only(caller, 'admin');
    return data.getDashboardOverview();
  },

  // ----- the audit log -----
  async listAuditLog({ query }, caller, data) {
    // The admin's only: a student may not read it, not even their own history.
    only(caller, 'admin');
    return data.listAuditLog(query as unknown as AuditQuery);
  },

  // ----- backup and restore -----
  async exportBackup(_input, caller, data) {
    only(caller, 'admin');
    return data.exportBackup();
  },
  async importBackup({ body, file: _file }, caller, data) {
    only(caller, 'admin');
    return data.importBackup(body as never);
  },
  async listRestoreRemovals({ query }, caller, data) {
    only(caller, 'admin');
    return data.listRestoreRemovals(String(query.exportedAt));
  },
  async countRecords(_input, caller, data) {
    only(caller, 'admin');
    return data.countRecords();
  },
};
