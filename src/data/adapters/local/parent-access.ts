// Who the browser-only session's parent is, as the server resolves one per request. A parent is
// known by their mobile: the demo's parent id is `parent-<mobile>` (the server's is a random id
// of its parents row), so the children are found from the id alone; the parents collection keeps
// only the child chosen last.
import type { Caller } from '../../core/operation';
import type { Collections } from '../../core/collections';
import { childIdsOf, chosenChildId, parentChildOf, parentNameOf } from '../../rules/parents';
import { sessionUserSchema } from '../../schemas';
import type { CollectionStore } from '../collection-store';

const PARENT_ID_PREFIX = 'parent-';

/** The demo's id of the parent with this mobile (10 digits). */
export const localParentId = (mobile: string) => `${PARENT_ID_PREFIX}${mobile}`;
export const mobileOfParent = (parentId: string) =>
  parentId.startsWith(PARENT_ID_PREFIX) ? parentId.slice(PARENT_ID_PREFIX.length) : '';

export type ParentReads = Pick<Collections, 'students' | 'parentLinks' | 'parents'>;

export function childrenOf(parentId: string, { students, parentLinks, parents }: ParentReads) {
  const mobile = mobileOfParent(parentId);
  const ids = new Set(mobile ? childIdsOf(mobile, students, parentLinks) : []);
  const children = students.filter((student) => ids.has(student.id)).map(parentChildOf);
  const remembered = parents.find((parent) => parent.id === parentId)?.childId;
  return {
    name: parentNameOf(mobile, students, parentLinks),
    children,
    childId: chosenChildId(children, remembered),
  };
}

export async function readParents(store: CollectionStore): Promise<ParentReads> {
  const [students, parentLinks, parents] = await Promise.all([
    store.read('students'),
    store.read('parentLinks'),
    store.read('parents'),
  ]);
  return { students, parentLinks, parents };
}

/** The signed-in parent as the server resolves one per request; undefined for anyone else. */
export async function localParentCaller(
  store: CollectionStore,
  stored: unknown,
): Promise<Extract<Caller, { role: 'parent' }> | undefined> {
  const user = sessionUserSchema.safeParse(stored);
  if (!user.success || user.data.role !== 'parent') return undefined;
  const { name, children, childId } = childrenOf(user.data.id, await readParents(store));
  return {
    role: 'parent',
    userId: user.data.id,
    name,
    parentId: user.data.id,
    childIds: children.map((child) => child.id),
    childId,
  };
}
