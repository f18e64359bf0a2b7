// @vitest-environment node
// The repository contract over HTTP: the browser's HTTP adapter against the real server on an
// embedded PGlite database, signed in as the admin.
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
  server = await startTestServer('pglite');
}, 120_000);
afterAll(() => server?.stop());

const make: MakeRepository = async ({ seed, now }) => {
  server.setClock(now);
  await server.reset(seed);
  return (await server.client({ role: 'admin', ...ADMIN })).repository;
};

runRepositoryContract(
  'HTTP + PGlite',
  make,
  // A second browser on the same server, signed in as nobody.
  {
    visitor: async () => (await server.client()).repository,
    student: (record) => server.studentClient(record),
    school: (record) => server.schoolClient(record),
  },
);

runDashboardTrendsContract('HTTP + PGlite', make);

const staffSessions: StaffSessions = {
  async signIn(_owner, member) {
    const repository = await server.staffClient(member);
    return async () => repository;
  },
  asOwner: async (owner) => owner,
};
runStaffContract('HTTP + PGlite', make, staffSessions);
runStaffBranchesContract('HTTP + PGlite', make, staffSessions);
runBatchesContract('HTTP + PGlite', make, staffSessions);
runTimetableContract('HTTP + PGlite', make, staffSessions);
runAttendanceContract('HTTP + PGlite', make, staffSessions);
runCalendarContract('HTTP + PGlite', make, true);
runParentsContract(
  'HTTP + PGlite',
  make,
  (_office, mobile) => server.parentClient(mobile),
  (_office, student) => server.studentClient(student),
);
runEnquiriesContract(
  'HTTP + PGlite',
  make,
  staffSessions,
  async () => (await server.client()).repository,
);
runEnquiryMessagesContract(
  'HTTP + PGlite',
  make,
  staffSessions,
  async () => (await server.client()).repository,
);
