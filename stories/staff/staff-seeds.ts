// The staff of the Staff page's stories: an owner, an office clerk, a counsellor and a faculty
// member who has left (inactive). The signed-in user is the demo's owner (storySessions.admin).
import { DEFAULT_ROLE_SETTINGS } from '@/data';
import type { SeedData, StaffMember } from '@/data';

const createdAt = '2026-04-01T04:30:00.000Z';

export const sampleStaff: StaffMember[] = [
  {
    id: 'staff-meera',
    name: 'Meera Agarwal',
    email: 'meera@sankalp.example.com',
    mobile: '9829012345',
    staffRole: 'owner',
    active: true,
    createdAt,
  },
  {
    id: 'staff-rakesh',
    name: 'Rakesh Verma',
    email: 'rakesh@sankalp.example.com',
    mobile: '9414056789',
    staffRole: 'office',
    active: true,
    createdAt,
  },
  {
    id: 'staff-sunita',
    name: 'Sunita Rao',
    email: 'sunita@sankalp.example.com',
    staffRole: 'counsellor',
    active: true,
    createdAt,
  },
  {
    id: 'staff-vikram',
    name: 'Vikram Singh',
    email: 'vikram@sankalp.example.com',
    staffRole: 'faculty',
    active: false,
    createdAt,
  },
];

/** Only the staff and the default role settings: every other collection empty. */
export const staffSeed = (): Partial<SeedData> => ({
  staff: sampleStaff,
  roleSettings: DEFAULT_ROLE_SETTINGS,
});
