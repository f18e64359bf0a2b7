// How ticking a box changes a role's permissions: a permission comes with what it needs
// (PERMISSION_NEEDS), and taking a need away takes away what needs it, so the boxes show what a
// member of the role really holds (the repository adds the needs back otherwise).
import { PERMISSIONS, PERMISSION_NEEDS } from '@/data/permissions';
import type { Permission } from '@/data/permissions';

function neededBy(permission: Permission): Permission[] {
  return PERMISSIONS.filter((other) => PERMISSION_NEEDS[other]?.includes(permission));
}

/** The role's permissions after `permission` is ticked (`held` true) or cleared, in list order. */
export function choosePermission(
  current: readonly Permission[],
  permission: Permission,
  held: boolean,
): Permission[] {
  const chosen = new Set(current);
  const seen = new Set<Permission>();
  const pending = [permission];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (held) chosen.add(next);
    else chosen.delete(next);
    pending.push(...(held ? (PERMISSION_NEEDS[next] ?? []) : neededBy(next)));
  }
  return PERMISSIONS.filter((candidate) => chosen.has(candidate));
}
