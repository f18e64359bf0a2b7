// Sign-in behind one interface. The local adapter keeps the spec's demo behaviour (no password
// check, any admin allowed); a server-backed adapter can verify real credentials later without a
// screen changing.
import type { Language } from './constants';
import type { Repository } from './repository';
import type { Role, SessionUser } from './schemas';

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; message: string };

/** A parent's code request: the one answer (and, in the demo, the code it stands in for an SMS
 *  with), or a refusal beside the mobile field. */
export type CodeRequestResult =
  { ok: true; message: string; demoCode?: string } | { ok: false; message: string };

export interface AuthService {
  /** The signed-in user of this browser session, or null. */
  currentUser(): Promise<SessionUser | null>;
  login(role: Role, email: string, password: string): Promise<LoginResult>;
  /** Sends a parent a sign-in code (by SMS; the demo shows it on screen instead), worded in the
   *  language of the page it was asked from. */
  requestParentCode(mobile: string, language: Language): Promise<CodeRequestResult>;
  /** Signs a parent in with the code; a refusal's message belongs beside the code. */
  parentLogin(mobile: string, code: string): Promise<LoginResult>;
  /** Signs a parent in with their own password; a refusal's message belongs beside it. */
  parentPasswordLogin(mobile: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
  /** Keeps the signed-in person's choice of language with their account. */
  keepLanguage(language: Language): Promise<void>;
}

export const INACTIVE_STAFF_MESSAGE =
  'This staff account is no longer active. Ask the owner of the institute.';

export const loginFailureMessage = (role: Role) =>
  `No ${role} found with this email. Please try again.`;

/** The demo sign-in of the spec: e-mail matched case-insensitively, passwords not checked.
 *  `sessionStored` says, without loading the data layer, whether the tab holds a session at all:
 *  when it holds none (every visitor before signing in), nobody is signed in and the sign-in page
 *  need not download the adapter and its schemas to learn it. */
export function createDemoAuthService(
  repository: Repository,
  sessionStored: () => boolean = () => true,
): AuthService {
  return {
    // The demo's codes: loaded when a parent first asks for one (the login page's other tabs and
    // every other page never need them).
    requestParentCode: async (mobile) =>
      (await import('./parent-demo-codes')).requestDemoCode(repository, mobile),
    parentLogin: async (mobile, code) =>
      (await import('./parent-demo-codes')).demoCodeLogin(repository, mobile, code),
    parentPasswordLogin: async (mobile) =>
      (await import('./parent-demo-codes')).demoPasswordLogin(repository, mobile),
    currentUser: async () => (sessionStored() ? repository.getSession() : null),
    // The demo has no accounts to carry it between devices: the session keeps it (and the device
    // its own choice, as for everyone).
    async keepLanguage(language) {
      const user = await repository.getSession();
      if (user) await repository.setSession({ ...user, language });
    },
    async login(role, email) {
      // Loaded at sign-in: no page before it needs the permissions or the paging helper.
      const [{ PERMISSIONS, staffAccessOf }, { readAllPages }] = await Promise.all([
        import('./permissions'),
        import('./queries'),
      ]);
      const wanted = email.trim().toLowerCase();
      let user: SessionUser | null = null;
      if (role === 'admin') {
        // Read as no one: a staff member signed in before may not hold staff.manage.
        await repository.clearSession();
        const member = (await repository.listStaff()).find(
          (candidate) => candidate.email.toLowerCase() === wanted,
        );
        if (member && !member.active) return { ok: false, message: INACTIVE_STAFF_MESSAGE };
        if (member) {
          const { permissions } = await repository.getRoleSettings();
          user = {
            id: member.id,
            name: member.name,
            role,
            staffRole: member.staffRole,
            permissions: staffAccessOf(member, permissions).permissions,
          };
        } else {
          // Any other e-mail is the demo's owner (the spec's "any admin allowed").
          user = {
            id: 'admin',
            name: 'Admin',
            role,
            staffRole: 'owner',
            permissions: [...PERMISSIONS],
          };
        }
      } else if (role === 'student') {
        const students = await readAllPages((page) => repository.queryStudents(page));
        const student = students.find((candidate) => candidate.email.toLowerCase() === wanted);
        if (student) user = { id: student.id, name: student.name, role };
      } else if (role === 'school') {
        const school = (await repository.listSchools()).find(
          (candidate) => candidate.contactEmail.toLowerCase() === wanted,
        );
        if (school) user = { id: school.id, name: school.name, role };
      }
      if (!user) return { ok: false, message: loginFailureMessage(role) };
      await repository.setSession(user);
      return { ok: true, user };
    },
    logout: () => repository.clearSession(),
  };
}
