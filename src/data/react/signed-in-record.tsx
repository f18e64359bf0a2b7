import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { School, Student } from '../schemas';
import { useAuth } from './auth-provider';
import { useLiveQuery } from './data-provider';
import type { LiveQuery } from './data-provider';

/** The record each signed-in area belongs to: a student's own record, a school's own record. */
export type SignedInRecords = { student: Student; school: School };
export type RecordRole = keyof SignedInRecords;

type HeldRecord = {
  [R in RecordRole]: { role: R; record: SignedInRecords[R]; base: string };
}[RecordRole];

const SignedInRecordContext = createContext<HeldRecord | null>(null);

/**
 * Looks up the signed-in user's own record, re-read whenever its collection changes (a payment
 * or a saved profile shows at once on every page). `session: 'reading'` while the session
 * itself is still being read; the record is undefined when it is missing (removed since sign-in).
 */
export function useSignedInRecordLookup<R extends RecordRole>(
  role: R,
): { session: 'reading' | 'read'; record: LiveQuery<SignedInRecords[R] | undefined> } {
  const { user } = useAuth();
  const id = user?.role === role ? user.id : undefined;
  const record = useLiveQuery(
    (repository) => {
      if (id === undefined) return Promise.resolve(undefined);
      // The cast is safe: the branch is chosen by the same role the type is indexed by.
      const read = role === 'student' ? repository.getStudent(id) : repository.getSchool(id);
      return read as Promise<SignedInRecords[R] | undefined>;
    },
    [id, role],
    [role === 'student' ? 'students' : 'schools'],
  );
  return { session: user === undefined ? 'reading' : 'read', record };
}

/** Hands a found record to every page below it; the area's shell renders it. */
export function SignedInRecordProvider<R extends RecordRole>({
  area,
  record,
  base = `/${area}`,
  children,
}: {
  /** Whose area: 'student' or 'school'. (Not `role`: that is an ARIA attribute to the linter.) */
  area: R;
  record: SignedInRecords[R];
  /** Where the pages are mounted: `/student`, or `/parent` when a parent sees their child's. */
  base?: string;
  children: ReactNode;
}) {
  return (
    <SignedInRecordContext.Provider value={{ role: area, record, base } as HeldRecord}>
      {children}
    </SignedInRecordContext.Provider>
  );
}

/**
 * The one way a page of a signed-in area reads whose area it is: the signed-in student's or
 * school's record. The area's shell renders its pages only once the record is found, so a page
 * never handles a missing one; calling it outside that shell, or for another area, is a bug.
 */
export function useSignedInRecord<R extends RecordRole>(role: R): SignedInRecords[R] {
  const held = useContext(SignedInRecordContext);
  if (held?.role !== role) {
    throw new Error(`useSignedInRecord('${role}') must be used inside the ${role} area's shell`);
  }
  return held.record as SignedInRecords[R];
}

/**
 * Where the signed-in record's pages are mounted, for links between them: `/student` for a
 * student, `/parent` when a parent sees their child's pages.
 */
export function useAreaBase(): string {
  const held = useContext(SignedInRecordContext);
  if (!held) throw new Error("useAreaBase() must be used inside a signed-in area's shell");
  return held.base;
}

const PANELS: Record<string, string> = {
  '/student': 'Student Panel',
  '/school': 'School Panel',
  '/parent': 'Parent Panel',
};

/** The panel's name for a page's title: "Student Panel", or "Parent Panel" for a parent. */
export function useAreaPanel(): string {
  const base = useAreaBase();
  return PANELS[base] ?? 'Student Panel';
}
