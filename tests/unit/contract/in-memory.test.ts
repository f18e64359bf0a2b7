import { createInMemoryRepository } from '@/data';
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
import { browserStaffSessions, runStaffContract } from './staff-contract';

const make: MakeRepository = ({ seed, now }) => createInMemoryRepository({ seed, now });
runRepositoryContract('in-memory', make);
runDashboardTrendsContract('in-memory', make);
runStaffContract('in-memory', make, browserStaffSessions);
runStaffBranchesContract('in-memory', make, browserStaffSessions);
runBatchesContract('in-memory', make, browserStaffSessions);
runTimetableContract('in-memory', make, browserStaffSessions);
runAttendanceContract('in-memory', make, browserStaffSessions);
runCalendarContract('in-memory', make, false);
runParentsContract(
  'in-memory',
  make,
  async (repository, mobile) => {
    // The browser-only mode's parent of a mobile, as its demo sign-in makes one.
    await repository.setSession({ id: `parent-${mobile}`, name: 'Parent', role: 'parent' });
    return repository;
  },
  async (repository, student) => {
    await repository.setSession({ id: student.id, name: student.name, role: 'student' });
    return repository;
  },
);
runEnquiriesContract('in-memory', make, browserStaffSessions);
runEnquiryMessagesContract('in-memory', make, browserStaffSessions);
