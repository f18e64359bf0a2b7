// Staff and their roles, the same on every adapter: added and listed, an e-mail taken refused,
// edited, the last active owner kept, the role settings validated and holding at once for a
// signed-in staff member, the staff refund limit, and the audit log naming the staff member.
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ROLE_SETTINGS,
  DataValidationError,
  LAST_OWNER_MESSAGE,
  createDemoAuthService,
  STAFF_EMAIL_TAKEN_MESSAGE,
  newRefundRequestId,
  staffRefundLimitMessage,
} from '@/data';
import type { NewStaffMember, Repository, SeedData, SessionUser, StaffMember } from '@/data';
import { createClock, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';
import { FORBIDDEN_MESSAGE } from '@/data/core/operation';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

/**
 * How a test acts as a staff member: `signIn` signs them in (a set-up password, or the demo's
 * e-mail) and answers a function that acts in that same session again; `asOwner` acts as the
 * signed-in owner again. The browser's adapters have one session slot, so each switches it.
 */
export type StaffSessions = {
  signIn(owner: Repository, member: StaffMember): Promise<() => Promise<Repository>>;
  asOwner(owner: Repository): Promise<Repository>;
};

/** The browser's adapters: the demo's sign-in by e-mail, switching the one session. */
export const browserStaffSessions: StaffSessions = {
  async signIn(owner, signingIn) {
    const result = await createDemoAuthService(owner).login('admin', signingIn.email, '');
    if (!result.ok) throw new Error(result.message);
    return async () => {
      await owner.setSession(result.user);
      return owner;
    };
  },
  async asOwner(owner) {
    await owner.setSession(OWNER_SESSION);
    return owner;
  },
};

/** Over HTTP staff accounts outlive a reset: every test's e-mails are its own. */
let made = 0;
const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}.${(made += 1)}@staff.example.com`;

export const member = (name: string, overrides: Partial<NewStaffMember> = {}): NewStaffMember => ({
  name,
  email: uniqueEmail(name.split(' ')[0]!.toLowerCase()),
  staffRole: 'office',
  ...overrides,
});

export async function refusal(promise: Promise<unknown>): Promise<DataValidationError> {
  const error = await promise.then(
    () => {
      throw new Error('Expected the call to be refused, but it succeeded.');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataValidationError);
  return error as DataValidationError;
}

export function runStaffContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
) {
  async function setup(seed: Partial<SeedData> = {}) {
    const clock = createClock();
    const repository = await makeRepository({ seed, now: clock.now });
    await repository.setSession(OWNER_SESSION);
    return { repository, clock };
  }

  describe(`${name}: staff and roles`, () => {
    test('the owner adds a staff member, active, signing in with the e-mail lower-cased', async () => {
      const { repository } = await setup();
      const input = member('Meena Iyer', { mobile: '9876543210' });
      const added = await repository.addStaff({
        ...input,
        email: `  ${input.email.toUpperCase()} `,
      });
      expect(added).toMatchObject({
        name: 'Meena Iyer',
        email: input.email,
        mobile: '9876543210',
        staffRole: 'office',
        active: true,
      });
      expect(await repository.listStaff()).toContainEqual(added);
    });

    test('an e-mail another staff member signs in with is refused beside the e-mail', async () => {
      const { repository } = await setup();
      const first = await repository.addStaff(member('Ravi Kumar'));
      const error = await refusal(
        repository.addStaff({ ...member('Ravi Again'), email: first.email.toUpperCase() }),
      );
      expect(error.issues).toEqual([{ path: 'email', message: STAFF_EMAIL_TAKEN_MESSAGE }]);
      const bad = await refusal(repository.addStaff({ ...member(''), email: 'not-an-email' }));
      expect(bad.issues).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Name is required.' },
          { path: 'email', message: 'Enter a valid email address.' },
        ]),
      );
    });

    test('the owner edits a staff member; the sign-in e-mail stays', async () => {
      const { repository } = await setup();
      const added = await repository.addStaff(member('Suresh Nair', { mobile: '9876543210' }));
      const edited = await repository.updateStaff(added.id, {
        name: 'Suresh K. Nair',
        mobile: '',
        staffRole: 'counsellor',
        active: false,
      });
      expect(edited).toEqual({
        id: added.id,
        name: 'Suresh K. Nair',
        email: added.email,
        staffRole: 'counsellor',
        active: false,
        createdAt: added.createdAt,
      });
      expect((await repository.listStaff()).find((one) => one.id === added.id)).toEqual(edited);
    });

    test('an edit that leaves no active owner is refused; another owner lets it through', async () => {
      const { repository } = await setup();
      // Over HTTP the signed-in admin is the one owner; the browser's demo owner is no record.
      let owners = (await repository.listStaff()).filter(
        (one) => one.active && one.staffRole === 'owner',
      );
      if (owners.length === 0)
        owners = [await repository.addStaff(member('Asha Owner', { staffRole: 'owner' }))];
      expect(owners).toHaveLength(1);
      const owner = owners[0]!;
      const keep = { name: owner.name, staffRole: owner.staffRole, active: true } as const;
      const demoted = await refusal(
        repository.updateStaff(owner.id, { ...keep, staffRole: 'office' }),
      );
      expect(demoted.issues).toEqual([{ path: 'staffRole', message: LAST_OWNER_MESSAGE }]);
      const inactive = await refusal(repository.updateStaff(owner.id, { ...keep, active: false }));
      expect(inactive.issues).toEqual([{ path: 'active', message: LAST_OWNER_MESSAGE }]);
      const second = await repository.addStaff(member('Second Owner', { staffRole: 'owner' }));
      expect(
        await repository.updateStaff(second.id, {
          name: second.name,
          staffRole: 'faculty',
          active: true,
        }),
      ).toMatchObject({ staffRole: 'faculty' });
    });

    test('role settings: the defaults, only known permissions, the owner keeping staff and settings', async () => {
      const { repository } = await setup();
      expect(await repository.getRoleSettings()).toEqual(DEFAULT_ROLE_SETTINGS);
      const error = await refusal(
        repository.saveRoleSettings({
          ...DEFAULT_ROLE_SETTINGS,
          permissions: {
            ...DEFAULT_ROLE_SETTINGS.permissions,
            office: ['fees.fly' as 'fees.view'],
          },
        }),
      );
      expect(error.issues[0]?.path).toBe('permissions.office.0');
      try {
        const saved = await repository.saveRoleSettings({
          permissions: {
            ...DEFAULT_ROLE_SETTINGS.permissions,
            owner: ['dashboard.view'],
            faculty: ['tests.manage', 'dashboard.view', 'tests.manage'],
          },
          refundLimit: 2500,
        });
        expect(saved.permissions.owner).toEqual([
          'dashboard.view',
          'settings.manage',
          'staff.manage',
        ]);
        expect(saved.permissions.faculty).toEqual(['dashboard.view', 'tests.manage']);
        expect(await repository.getRoleSettings()).toEqual(saved);
      } finally {
        await repository.saveRoleSettings(DEFAULT_ROLE_SETTINGS);
      }
      // Read once the owner holds audit.view again: the change and its undoing.
      const log = await repository.listAuditLog({ page: 1, pageSize: 10, entity: 'roleSettings' });
      expect(log.rows.slice(0, 2)).toMatchObject([
        { entity: 'roleSettings', action: 'updated' },
        { entity: 'roleSettings', action: 'updated' },
      ]);
    });

    test('a staff member is refused what their role lacks; the owner grants it and it holds at once', async () => {
      const { repository } = await setup();
      const office = await repository.addStaff(member('Kavita Office'));
      const asOffice = await sessions.signIn(repository, office);
      try {
        await expect((await asOffice()).listSchools()).rejects.toThrow(FORBIDDEN_MESSAGE);
        await expect((await asOffice()).listStaff()).rejects.toThrow(FORBIDDEN_MESSAGE);
        const owner = await sessions.asOwner(repository);
        await owner.saveRoleSettings({
          ...DEFAULT_ROLE_SETTINGS,
          permissions: {
            ...DEFAULT_ROLE_SETTINGS.permissions,
            office: [...DEFAULT_ROLE_SETTINGS.permissions.office, 'schools.manage'],
          },
        });
        // The same session, not signed in again.
        expect(await (await asOffice()).listSchools()).toEqual([]);
      } finally {
        await (await sessions.asOwner(repository)).saveRoleSettings(DEFAULT_ROLE_SETTINGS);
      }
    });

    test('a staff member made inactive can do nothing more', async () => {
      const { repository } = await setup();
      const office = await repository.addStaff(member('Gone Office'));
      const asOffice = await sessions.signIn(repository, office);
      await (await asOffice()).getStudent('no-such-student');
      const owner = await sessions.asOwner(repository);
      await owner.updateStaff(office.id, { name: office.name, staffRole: 'office', active: false });
      await expect((await asOffice()).getStudent('no-such-student')).rejects.toThrow();
    });

    test('a refund over the staff limit is refused unless the role may refund any amount; the log names the staff member', async () => {
      const student = storedStudent('SANK26120001');
      const { repository } = await setup({ students: [student] });
      const paid = await repository.recordPayment({
        studentId: student.id,
        installmentId: 'SANK26120001-1',
        amount: 40000,
        mode: 'Online',
        reference: 'pay_staff',
        receivedBy: 'Admin',
      });
      const office = await repository.addStaff(member('Farah Office'));
      const asOffice = await sessions.signIn(repository, office);
      const refund = (amount: number) => ({
        requestId: newRefundRequestId(),
        amount,
        reason: 'Left',
      });
      try {
        const over = await refusal((await asOffice()).refundPayment(paid.id, refund(10001)));
        expect(over.issues).toEqual([{ path: 'amount', message: staffRefundLimitMessage(10000) }]);
        expect(staffRefundLimitMessage(10000)).toContain('₹10,000');
        const within = await (await asOffice()).refundPayment(paid.id, refund(10000));
        expect(within.refund?.of).toBe(paid.id);
        const owner = await sessions.asOwner(repository);
        await owner.saveRoleSettings({
          ...DEFAULT_ROLE_SETTINGS,
          permissions: {
            ...DEFAULT_ROLE_SETTINGS.permissions,
            office: [...DEFAULT_ROLE_SETTINGS.permissions.office, 'fees.refund.unlimited'],
          },
        });
        expect((await (await asOffice()).refundPayment(paid.id, refund(20000))).amount).toBe(20000);
        const log = await (
          await sessions.asOwner(repository)
        ).listAuditLog({
          page: 1,
          pageSize: 10,
          entity: 'payment',
        });
        expect(log.rows[0]?.actor).toMatchObject({ id: office.id, name: 'Farah Office' });
      } finally {
        await (await sessions.asOwner(repository)).saveRoleSettings(DEFAULT_ROLE_SETTINGS);
      }
    });
  });
}
