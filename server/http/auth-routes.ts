// Sign-in for server mode: log in and out, who am I, set a password with a set-up code or a reset
// link, forgot password, and the admin's set-up codes. Every refusal is JSON with the field it is about.
import type { Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import {
  AUTH_PATHS,
  FORBIDDEN_MESSAGE,
  MAX_BODY_BYTES,
  NotFoundError,
  forgotPasswordBodySchema,
  holds,
  issueSetupCodeBodySchema,
  issuesOf,
  languageBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  setPasswordBodySchema,
} from '../../src/data/server';
import { SESSION_COOKIE, SESSION_DAYS, TOO_MANY_ATTEMPTS_MESSAGE } from '../auth/accounts';
import type { Accounts } from '../auth/accounts';
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_LINK_REFUSED_MESSAGE,
  SETUP_CODE_REFUSED_MESSAGE,
  TOO_MANY_RESET_REQUESTS_MESSAGE,
} from '../auth/password-links';
import { checkStudentInCallerBranches } from '../../src/data/server';
import type { PolicyReads, Role } from '../../src/data/server';
import { SIGN_IN_EMAIL_TAKEN_MESSAGE } from '../auth/sign-in-email';
import {
  LOGIN_CODE_REFUSED_MESSAGE,
  LOGIN_CODE_SENT_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  PARENT_PASSWORD_REFUSED_MESSAGE,
  parentCodeBodySchema,
  parentCodeSignInSchema,
  parentPasswordSignInSchema,
} from '../../src/data/server-parents';
import { failure, HttpRefusal, limitBody } from './responses';
import type { Env } from './responses';

export const SETUP_CODES_REFUSED_MESSAGE = 'Only the admin can issue set-up codes.';
export const SIGN_IN_FOR_LANGUAGE_MESSAGE = 'Sign in to keep your language with your account.';

export type AuthRoutesOptions = {
  accounts: Accounts;
  clientIp: (c: Context) => string;
  isHttps: (c: Context) => boolean;
  /** What a branch-limited staff member's student is checked against. */
  reads: PolicyReads;
};

export const validationHook =
  (entity: string) => (result: { success: boolean; error?: unknown }, c: Context) => {
    if (!result.success) {
      return failure(c, 400, {
        kind: 'validation',
        entity,
        issues: issuesOf(result.error as z.ZodError),
      });
    }
    return undefined;
  };

/**
 * A new password's answer (set-up code or reset link): the account it was set for, or the
 * refusal beside the code's or link's field, or too many tries from this address.
 */
function passwordAnswer(
  c: Context,
  outcome:
    { ok: true; role: Role; email: string } | { ok: false; reason: 'rate-limited' | (string & {}) },
  refused: { path: 'code' | 'token'; message: string },
) {
  if (!outcome.ok && outcome.reason === 'rate-limited') {
    return failure(c, 429, { kind: 'rate-limited', message: TOO_MANY_ATTEMPTS_MESSAGE });
  }
  if (!outcome.ok) {
    return failure(c, 400, { kind: 'validation', entity: 'password', issues: [refused] });
  }
  return c.json({ data: { role: outcome.role, email: outcome.email } });
}

export function registerAuthRoutes(
  app: Hono<Env>,
  { accounts, clientIp, isHttps, reads }: AuthRoutesOptions,
) {
  // ----- sign-in -----
  app.post(
    AUTH_PATHS.login,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', loginBodySchema, validationHook('login')),
    async (c) => {
      const input = c.req.valid('json');
      const outcome = await accounts.login({ ...input, ip: clientIp(c) });
      if (!outcome.ok) {
        return failure(c, outcome.status, {
          kind: outcome.status === 429 ? 'rate-limited' : 'unauthenticated',
          message: outcome.message,
        });
      }
      setSessionCookie(c, outcome.token);
      return c.json({ data: await sessionUser(outcome.token) });
    },
  );

  function setSessionCookie(c: Context, token: string) {
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c),
      path: '/',
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });
  }

  async function sessionUser(token: string) {
    const caller = await accounts.resolve(token);
    if (caller.role === 'visitor' || caller.role === 'invalid') return null;
    const stored = await accounts.accountOf(caller.userId);
    const language = stored?.language ? { language: stored.language } : {};
    const account = { ...(stored ? { signInEmail: stored.email } : {}), ...language };
    if (caller.role === 'admin') {
      const { staffRole, permissions } = caller;
      return {
        id: caller.userId,
        name: caller.name,
        role: 'admin' as const,
        staffRole,
        permissions,
        ...account,
      };
    }
    if (caller.role === 'student') {
      return { id: caller.studentId, name: caller.name, role: 'student' as const, ...account };
    }
    if (caller.role === 'parent') {
      return { id: caller.parentId, name: caller.name, role: 'parent' as const, ...language };
    }
    return { id: caller.schoolId, name: caller.name, role: 'school' as const, ...account };
  }

  // ----- parents: a code by SMS (or e-mail), then sign-in with it -----
  app.post(
    AUTH_PATHS.parentCode,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', parentCodeBodySchema, validationHook('sign-in code')),
    async (c) => {
      const { mobile, language } = c.req.valid('json');
      const outcome = await accounts.requestParentCode({ mobile, language, ip: clientIp(c) });
      if (outcome === 'rate-limited') {
        return failure(c, 429, { kind: 'rate-limited', message: TOO_MANY_CODES_MESSAGE });
      }
      return c.json({ data: { message: LOGIN_CODE_SENT_MESSAGE } });
    },
  );

  app.post(
    AUTH_PATHS.parentLogin,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', parentCodeSignInSchema, validationHook('sign-in code')),
    async (c) => {
      const input = c.req.valid('json');
      const outcome = await accounts.parentSignIn({ ...input, ip: clientIp(c) });
      if (!outcome.ok && outcome.status === 429) {
        return failure(c, 429, { kind: 'rate-limited', message: TOO_MANY_ATTEMPTS_MESSAGE });
      }
      if (!outcome.ok) {
        return failure(c, 400, {
          kind: 'validation',
          entity: 'sign-in code',
          issues: [{ path: 'code', message: LOGIN_CODE_REFUSED_MESSAGE }],
        });
      }
      setSessionCookie(c, outcome.token);
      return c.json({ data: await sessionUser(outcome.token) });
    },
  );

  // ----- parents: or the mobile and their own password, where they set one -----
  app.post(
    AUTH_PATHS.parentPasswordLogin,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', parentPasswordSignInSchema, validationHook('sign-in')),
    async (c) => {
      const input = c.req.valid('json');
      const outcome = await accounts.parentPasswordSignIn({ ...input, ip: clientIp(c) });
      if (!outcome.ok && outcome.status === 429) {
        return failure(c, 429, { kind: 'rate-limited', message: TOO_MANY_ATTEMPTS_MESSAGE });
      }
      if (!outcome.ok) {
        return failure(c, 400, {
          kind: 'validation',
          entity: 'sign-in',
          issues: [{ path: 'password', message: PARENT_PASSWORD_REFUSED_MESSAGE }],
        });
      }
      setSessionCookie(c, outcome.token);
      return c.json({ data: await sessionUser(outcome.token) });
    },
  );

  app.post(AUTH_PATHS.logout, async (c) => {
    await accounts.logout(c.get('token'));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ data: null });
  });

  app.get(AUTH_PATHS.me, async (c) => {
    const token = c.get('token');
    return c.json({ data: token ? await sessionUser(token) : null });
  });

  // The signed-in person's language, kept with their own account (no one chooses for another).
  app.put(
    AUTH_PATHS.language,
    async (c, next) => {
      const caller = c.get('caller');
      if (caller.role === 'visitor') throw new HttpRefusal(401, SIGN_IN_FOR_LANGUAGE_MESSAGE);
      return next();
    },
    limitBody(MAX_BODY_BYTES),
    zValidator('json', languageBodySchema, validationHook('language')),
    async (c) => {
      const caller = c.get('caller');
      if (caller.role === 'visitor') throw new HttpRefusal(401, SIGN_IN_FOR_LANGUAGE_MESSAGE);
      await accounts.setLanguage(caller.userId, c.req.valid('json').language);
      return c.json({ data: null });
    },
  );

  app.post(
    AUTH_PATHS.setPassword,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', setPasswordBodySchema, validationHook('password')),
    async (c) => {
      const { code, password } = c.req.valid('json');
      const outcome = await accounts.setPassword(code, password, clientIp(c));
      return passwordAnswer(c, outcome, { path: 'code', message: SETUP_CODE_REFUSED_MESSAGE });
    },
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', forgotPasswordBodySchema, validationHook('password reset')),
    async (c) => {
      const input = c.req.valid('json');
      const outcome = await accounts.forgotPassword({ ...input, ip: clientIp(c) });
      if (outcome === 'rate-limited') {
        return failure(c, 429, { kind: 'rate-limited', message: TOO_MANY_RESET_REQUESTS_MESSAGE });
      }
      return c.json({ data: { message: FORGOT_PASSWORD_ANSWER } });
    },
  );

  app.post(
    AUTH_PATHS.resetPassword,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', resetPasswordBodySchema, validationHook('password')),
    async (c) => {
      const { token, password } = c.req.valid('json');
      const outcome = await accounts.resetPassword(token, password, clientIp(c));
      return passwordAnswer(c, outcome, { path: 'token', message: RESET_LINK_REFUSED_MESSAGE });
    },
  );

  app.post(
    AUTH_PATHS.issueSetupCode,
    async (c, next) => {
      const caller = c.get('caller');
      if (caller.role !== 'admin') {
        throw new HttpRefusal(caller.role === 'visitor' ? 401 : 403, SETUP_CODES_REFUSED_MESSAGE);
      }
      if (!holds(caller, 'students.manage') && !holds(caller, 'schools.manage')) {
        throw new HttpRefusal(403, FORBIDDEN_MESSAGE);
      }
      return next();
    },
    limitBody(MAX_BODY_BYTES),
    zValidator('json', issueSetupCodeBodySchema, validationHook('setup code')),
    async (c) => {
      const { role, subjectId } = c.req.valid('json');
      const caller = c.get('caller');
      // Decided by what the code is for: a student's needs students.manage, a school's schools.manage.
      if (!holds(caller, role === 'student' ? 'students.manage' : 'schools.manage')) {
        throw new HttpRefusal(403, FORBIDDEN_MESSAGE);
      }
      if (role === 'student') {
        await checkStudentInCallerBranches(subjectId, { caller, reads, now: new Date() });
      }
      const issued = await accounts.issueSetupCode(role, subjectId);
      if (issued === 'not-found') throw new NotFoundError(role, subjectId);
      if (issued === 'email-taken') {
        return failure(c, 400, {
          kind: 'validation',
          entity: 'setup code',
          issues: [{ path: 'email', message: SIGN_IN_EMAIL_TAKEN_MESSAGE }],
        });
      }
      return c.json({ data: issued });
    },
  );
}
