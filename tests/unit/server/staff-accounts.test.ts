// @vitest-environment node
// Staff accounts in server mode: adding a staff member queues their set-up link, which signs them
// in as their role; an inactive staff member cannot sign in; two owners demoting each other at
// once leave one owner; set-up codes are issued by permission; the first admin is an owner.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LAST_OWNER_MESSAGE } from '@/data';
import { FORBIDDEN_MESSAGE } from '@/data/core/operation';
import { DEFAULT_ROLE_PERMISSIONS, permissionsOf } from '@/data/permissions';
import * as t from '../../../server/db/schema';
import { ADMIN, STAFF_PASSWORD, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { newStudent, school, START } from '../contract/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => new Date(START));
}, 120_000);
afterAll(() => server?.stop());

beforeEach(async () => {
  await server.reset();
  await server.server.database.db.execute(sql`truncate table outbox_messages, setup_codes`);
});

let made = 0;
const email = (name: string) =>
  `${name}.${(made += 1)}.${Date.now().toString(36)}@staff.example.com`;

async function post(path: string, body: object, fetcher: typeof fetch = fetch) {
  const response = await fetcher(`${server.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: unknown } };
}

const owner = () => server.client({ role: 'admin', ...ADMIN });

const { id: _id, ...schoolFields } = school;

describe('staff accounts', () => {
  test('the first admin is an active owner', async () => {
    const staff = await (await owner()).repository.listStaff();
    expect(staff.find((member) => member.email === ADMIN.email)).toMatchObject({
      staffRole: 'owner',
      active: true,
    });
  });

  test('adding a staff member queues a set-up link; it signs them in as their role', async () => {
    const { repository } = await owner();
    const added = await repository.addStaff({
      name: 'Neha Office',
      email: email('neha'),
      mobile: '9876500001',
      staffRole: 'office',
    });
    const rows = await server.server.database.db.select().from(t.outboxMessages);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const sent = rows.find((row) => row.channel === 'email')!;
    expect(sent).toMatchObject({ recipient: added.email, template: 'account-setup' });
    expect(sent.variables.name).toBe('Neha Office');
    const code = sent.variables.code!;
    expect(sent.variables.link).toBe(`/set-password?code=${code}`);
    const set = await post('/api/auth/set-password', { code, password: 'a good long password' });
    expect(set).toMatchObject({
      status: 200,
      json: { data: { role: 'admin', email: added.email } },
    });
    const signedIn = await post('/api/auth/login', {
      role: 'admin',
      email: added.email,
      password: 'a good long password',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toMatchObject({
      id: added.id,
      name: 'Neha Office',
      role: 'admin',
      staffRole: 'office',
      permissions: permissionsOf('office', DEFAULT_ROLE_PERMISSIONS),
    });
  });

  test('an inactive staff member cannot sign in', async () => {
    const { repository } = await owner();
    const added = await repository.addStaff({
      name: 'Old Hand',
      email: email('old'),
      staffRole: 'office',
    });
    await server.staffClient(added);
    await repository.updateStaff(added.id, {
      name: added.name,
      staffRole: 'office',
      active: false,
    });
    await expect(server.staffClient(added)).rejects.toThrow(/Sign-in failed/);
  });

  test('two owners demoting each other at once leave one owner', async () => {
    const { repository } = await owner();
    const second = await repository.addStaff({
      name: 'Second Owner',
      email: email('second'),
      staffRole: 'owner',
    });
    const asSecond = await server.staffClient(second);
    const me = (await repository.listStaff()).find((member) => member.email === ADMIN.email)!;
    const outcomes = await Promise.allSettled([
      repository.updateStaff(second.id, { name: second.name, staffRole: 'office', active: true }),
      asSecond.updateStaff(me.id, { name: me.name, staffRole: 'office', active: true }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    // The later one is refused: as the last owner's demotion, or (once the first has made its
    // caller office) for want of staff.manage.
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect([LAST_OWNER_MESSAGE, FORBIDDEN_MESSAGE]).toContain((refused?.reason as Error).message);
    const rows = await server.server.database.db
      .select({ userId: t.staff.userId })
      .from(t.staff)
      .where(eq(t.staff.staffRole, 'owner'));
    const owners = rows.map((row) => row.userId).filter((id) => id === me.id || id === second.id);
    expect(owners).toHaveLength(1);
    // Put back as it was: the admin the owner of the other tests.
    if (owners[0] === second.id) {
      await asSecond.updateStaff(me.id, { name: me.name, staffRole: 'owner', active: true });
    }
  });

  test('set-up codes by permission: a student’s needs students.manage, a school’s schools.manage', async () => {
    const { repository } = await owner();
    const student = await repository.addStudent(newStudent({ email: 'code@example.com' }));
    const added = await repository.addSchool({
      ...schoolFields,
      contactEmail: 'code-school@example.com',
    });
    const signIn = async (staffRole: 'office' | 'counsellor', branchIds?: string[]) => {
      const member = await repository.addStaff({
        name: `Code ${staffRole}`,
        email: email(staffRole),
        staffRole,
        ...(branchIds ? { branchIds } : {}),
      });
      await server.staffClient(member);
      return server.client({ role: 'admin', email: member.email, password: STAFF_PASSWORD });
    };
    const office = await signIn('office');
    const counsellor = await signIn('counsellor');
    const code = (who: typeof office, role: 'student' | 'school', subjectId: string) =>
      post('/api/auth/setup-codes', { role, subjectId }, who.fetch as typeof fetch);
    expect((await code(office, 'student', student.id)).status).toBe(200);
    expect((await code(office, 'school', added.id)).status).toBe(403);
    expect((await code(counsellor, 'school', added.id)).status).toBe(200);
    expect((await code(counsellor, 'student', student.id)).status).toBe(403);
    // An office member of another branch: the student is not theirs to know of.
    const jaipur = await repository.addBranch({ code: 'JAI', name: 'Jaipur', address: '' });
    const elsewhere = await signIn('office', [jaipur.id]);
    expect((await code(elsewhere, 'student', student.id)).status).toBe(404);
  });
});
