// Who a caller's writes are recorded as in the audit log.
import { VISITOR_ACTOR } from '../../src/data/server';
import type { AuditActor, Caller } from '../../src/data/server';

/** A student or school by its record's id, as the browser-only mode's session names them. */
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
    case 'parent':
      return { id: caller.parentId, name: caller.name, role: 'parent' };
  }
}
