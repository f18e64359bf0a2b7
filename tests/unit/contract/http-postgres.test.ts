// @vitest-environment node
// The repository contract over HTTP: the browser's HTTP adapter against the real server on an
// PostgreSQL server (Debian's, started in a temp folder), signed in as the admin.
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import type { MakeRepository } from './fixtures';
import { runDashboardTrendsContract } from './dashboard-trends-contract';
import { runRepositoryContract } from './repository-contract';
import { runBatchesContract } from './batches-contract';
import { runTimetableContract } from './timetable-contract';
import { runAttendanceContract } from './attendance-contract';
import { runCalendarContract } from './calendar-contract';
import { runParentsContract } from './parents-contract';
import { runEnquiriesContract } from './enquiries-contract';
import { runEnquiryMessagesContract } from './enquiry-messages-contract';
import { runStaffBranchesContract } from './staff-branches-contract';
import { runStaffContract } from './staff-contract';
import type { StaffSessions } from './staff-contract';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('postgres');
}, 120_000);
afterAll(() => server?.stop());

const make: MakeRepository = async ({ seed, now }) => {
  server.setClock(now);
  await server.reset(seed);
  return (await server.client({ role: 'admin', ...ADMIN })).repository;
};

runRepositoryContract(
  'HTTP + PostgreSQL',
  make,
  // A second browser on the same server, signed in as nobody.
  {
    visitor: async () => (await server.client()).repository,
    student: (record) => server.studentClient(record),
    school: (record) => server.schoolClient(record),
  },
);

runDashboardTrendsContract('HTTP + PostgreSQL', make);

const staffSessions: StaffSessions = {
  async signIn(_owner, member) {
    const repository = await server.staffClient(member);
    return async () => repository;
  },
  asOwner: async (owner) => owner,
};
runStaffContract('HTTP + PostgreSQL', make, staffSessions);
runStaffBranchesContract('HTTP + PostgreSQL', make, staffSessions);
runBatchesContract('HTTP + PostgreSQL', make, staffSessions);
runTimetableContract('HTTP + PostgreSQL', make, staffSessions);
runAttendanceContract('HTTP + PostgreSQL', make, staffSessions);
runCalendarContract('HTTP + PostgreSQL', make, true);
runParentsContract(
  'HTTP + PostgreSQL',
  make,
  (_office, mobile) => server.parentClient(mobile),
  (_office, student) => server.studentClient(student),
);
runEnquiriesContract(
  'HTTP + PostgreSQL',
  make,
  staffSessions,
  async () => (await server.client()).repository,
);
runEnquiryMessagesContract(
  'HTTP + PostgreSQL',
  make,
  staffSessions,
  async () => (await server.client()).repository,
);
