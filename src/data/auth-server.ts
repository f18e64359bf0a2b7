// Sign-in for server mode: the server checks the password and sets an httpOnly session cookie;
// this service only asks it and keeps the display copy of the user in the repository's session
// slot. No zod and no adapters here: the app's entry chunk holds it (like ./auth.ts).
import type { AuthService, CodeRequestResult, LoginResult } from './auth';
import { AUTH_PATHS } from './auth-paths';
import type { Repository } from './repository';
import type { SessionUser } from './schemas';

type Answer<T> = { data?: T; error?: { message?: string } };

async function post<T>(
  path: string,
  body?: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<{ status: number; json: Answer<T> }> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as Answer<T>;
  return { status: response.status, json };
}

export function createServerAuthService(repository: Repository): AuthService {
  // Sign-ins and sign-outs so far: a read of the cookie's session that a sign-in or sign-out
  // overtook answers for the old cookie, and must not overwrite the slot the newer one wrote.
  let changes = 0;
  return {
    async currentUser() {
      const changesAtStart = changes;
      // The cookie is the truth (it may have expired or been revoked); the slot follows it.
      let response: Response;
      try {
        response = await fetch(AUTH_PATHS.me, { credentials: 'same-origin' });
      } catch {
        // Offline: the display copy stands (a student's last data is shown read-only); the
        // server checks the cookie again on the first request that reaches it.
        return repository.getSession();
      }
      const json = (await response.json().catch(() => ({}))) as Answer<SessionUser | null>;
      if (changes !== changesAtStart) return repository.getSession();
      const user = response.ok ? (json.data ?? null) : null;
      if (user) await repository.setSession(user);
      else await repository.clearSession();
      return user;
    },
    async login(role, email, password): Promise<LoginResult> {
      const { status, json } = await post<SessionUser>(AUTH_PATHS.login, { role, email, password });
      if (status !== 200 || !json.data) {
        return {
          ok: false,
          message: json.error?.message ?? 'Signing in failed. Please try again.',
        };
      }
      changes += 1;
      await repository.setSession(json.data);
      return { ok: true, user: json.data };
    },
    async requestParentCode(mobile, language): Promise<CodeRequestResult> {
      const { status, json } = await post<{ message: string }>(AUTH_PATHS.parentCode, {
        mobile,
        language,
      });
      if (status === 200 && json.data) return { ok: true, message: json.data.message };
      return {
        ok: false,
        message: issuesOf(json.error, 'The code could not be sent.')[0]!.message,
      };
    },
    async parentLogin(mobile, code): Promise<LoginResult> {
      const { status, json } = await post<SessionUser>(AUTH_PATHS.parentLogin, { mobile, code });
      if (status !== 200 || !json.data) {
        return { ok: false, message: issuesOf(json.error, 'Signing in failed.')[0]!.message };
      }
      changes += 1;
      await repository.setSession(json.data);
      return { ok: true, user: json.data };
    },
    async parentPasswordLogin(mobile, password): Promise<LoginResult> {
      const { status, json } = await post<SessionUser>(AUTH_PATHS.parentPasswordLogin, {
        mobile,
        password,
      });
      if (status !== 200 || !json.data) {
        return { ok: false, message: issuesOf(json.error, 'Signing in failed.')[0]!.message };
      }
      changes += 1;
      await repository.setSession(json.data);
      return { ok: true, user: json.data };
    },
    async keepLanguage(language) {
      const { status, json } = await post(AUTH_PATHS.language, { language }, 'PUT');
      if (status !== 200) throw new Error(json.error?.message ?? 'The language was not kept.');
      const user = await repository.getSession();
      if (user) await repository.setSession({ ...user, language });
    },
    async logout() {
      changes += 1;
      await post(AUTH_PATHS.logout).catch(() => undefined);
      await repository.clearSession();
    },
  };
}

type Issues = Array<{ path: string; message: string }>;

/** The field issues of a refusal, or its one message. */
const issuesOf = (error: Answer<unknown>['error'], fallback: string): Issues =>
  (error as { issues?: Issues } | undefined)?.issues ?? [
    { path: '', message: error?.message ?? fallback },
  ];

/** Sets a password with a one-time set-up code; the message says what went wrong, if anything. */
export async function setPasswordWithCode(
  code: string,
  password: string,
): Promise<{ ok: true; role: string; email: string } | { ok: false; issues: Issues }> {
  const { status, json } = await post<{ role: string; email: string }>(AUTH_PATHS.setPassword, {
    code,
    password,
  });
  if (status === 200 && json.data) return { ok: true, ...json.data };
  return { ok: false, issues: issuesOf(json.error, 'Setting the password failed.') };
}

/**
 * Forgot password: the server e-mails a reset link to the account, if there is one; its answer is
 * the same either way.
 */
export async function requestPasswordReset(
  role: 'student' | 'school',
  email: string,
): Promise<{ ok: true; message: string } | { ok: false; issues: Issues }> {
  const { status, json } = await post<{ message: string }>(AUTH_PATHS.forgotPassword, {
    role,
    email,
  });
  if (status === 200 && json.data) return { ok: true, message: json.data.message };
  return { ok: false, issues: issuesOf(json.error, 'The reset link could not be requested.') };
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPasswordWithLink(
  token: string,
  password: string,
): Promise<{ ok: true; role: string; email: string } | { ok: false; issues: Issues }> {
  const { status, json } = await post<{ role: string; email: string }>(AUTH_PATHS.resetPassword, {
    token,
    password,
  });
  if (status === 200 && json.data) return { ok: true, ...json.data };
  return { ok: false, issues: issuesOf(json.error, 'Setting the password failed.') };
}

/** The admin's "Issue set-up code" for a student or a school (a new code replaces the old). */
export async function issueSetupCode(
  role: 'student' | 'school',
  subjectId: string,
): Promise<{ code: string; expiresAt: string; email: string; emailed: boolean }> {
  const { status, json } = await post<{
    code: string;
    expiresAt: string;
    email: string;
    emailed: boolean;
  }>(AUTH_PATHS.issueSetupCode, { role, subjectId });
  if (status !== 200 || !json.data) {
    // A refusal with a reason (such as a school e-mail another school signs in with) says it.
    const issues = (json.error as { issues?: Array<{ message: string }> } | undefined)?.issues;
    throw new Error(
      json.error?.message ?? issues?.[0]?.message ?? 'The set-up code could not be issued.',
    );
  }
  return json.data;
}
