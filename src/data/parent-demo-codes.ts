// The browser-only demo's parent sign-in codes: no SMS can be sent, so the code is handed back
// to be shown on screen, and kept in this tab only (one per mobile, as the server keeps them).
// Loaded by the demo auth service (./auth.ts) when a parent first asks for a code, or signs in
// with a password.
import type { Repository } from './repository';
import type { SessionUser } from './schemas';
import {
  LOGIN_CODE_MINUTES,
  LOGIN_CODE_REFUSED_MESSAGE,
  LOGIN_CODE_SENT_MESSAGE,
  LOGIN_CODE_TRIES,
  PARENT_PASSWORD_REFUSED_MESSAGE,
} from './schemas/parents';

const codes = new Map<string, { code: string; expiresAt: number; tries: number }>();

/** The demo's parent id for a mobile (the browser-only adapter's, ./adapters/local/parent-access). */
const demoParentId = (mobile: string) => `parent-${mobile}`;

/** Whose children a mobile has, asked as no one: a parent signed in already would otherwise
 *  be answered for their own (the demo asks its repository, which scopes a parent's calls). */
async function childrenOf(repository: Repository, mobile: string) {
  await repository.clearSession();
  return repository.myChildren(demoParentId(mobile));
}

export async function requestDemoCode(
  repository: Repository,
  mobile: string,
): Promise<{ ok: true; message: string; demoCode?: string }> {
  const family = await childrenOf(repository, mobile);
  // The same answer for a number on no record, as the server gives; only no code to show.
  if (family.children.length === 0) return { ok: true, message: LOGIN_CODE_SENT_MESSAGE };
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const code = String(random % 1_000_000).padStart(6, '0');
  codes.set(mobile, { code, expiresAt: Date.now() + LOGIN_CODE_MINUTES * 60_000, tries: 0 });
  return { ok: true, message: LOGIN_CODE_SENT_MESSAGE, demoCode: code };
}

export async function demoCodeLogin(
  repository: Repository,
  mobile: string,
  code: string,
): Promise<{ ok: true; user: SessionUser } | { ok: false; message: string }> {
  const held = codes.get(mobile);
  if (!held || held.expiresAt <= Date.now() || held.tries >= LOGIN_CODE_TRIES) {
    return { ok: false, message: LOGIN_CODE_REFUSED_MESSAGE };
  }
  if (held.code !== code) {
    held.tries += 1;
    return { ok: false, message: LOGIN_CODE_REFUSED_MESSAGE };
  }
  codes.delete(mobile);
  const family = await childrenOf(repository, mobile);
  const user: SessionUser = { id: demoParentId(mobile), name: family.name, role: 'parent' };
  await repository.setSession(user);
  return { ok: true, user };
}

/**
 * The demo's sign-in with a parent's own password: as for every demo account the password itself
 * is not checked (the demo keeps none), but the parent must have set one on their Settings page.
 */
export async function demoPasswordLogin(
  repository: Repository,
  mobile: string,
): Promise<{ ok: true; user: SessionUser } | { ok: false; message: string }> {
  const family = await childrenOf(repository, mobile);
  const refused = { ok: false, message: PARENT_PASSWORD_REFUSED_MESSAGE } as const;
  if (family.children.length === 0) return refused;
  const user: SessionUser = { id: demoParentId(mobile), name: family.name, role: 'parent' };
  await repository.setSession(user);
  if ((await repository.getParentPassword()).setAt === null) {
    await repository.clearSession();
    return refused;
  }
  return { ok: true, user };
}
