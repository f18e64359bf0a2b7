import { createInMemoryRepository } from '@/data';
import type { MakeRepository } from './fixtures';
import { runDashboardTrendsContract } from './dashboard-trends-contract';
import { runRepositoryContract } from './repository-contract';
import { runBatchesContract } from './batches-contract';
import { runTimetableContract } from './timetable-contract';
import { runCalendarContract } from './calendar-contract';
import { runStaffBranchesContract } from './staff-branches-contract';
import { browserStaffSessions, runStaffContract } from './staff-contract';

const make: MakeRepository = ({ seed, now }) => createInMemoryRepository({ seed, now });
runRepositoryContract('in-memory', make);
runDashboardTrendsContract('in-memory', make);
runStaffContract('in-memory', make, browserStaffSessions);
runStaffBranchesContract('in-memory', make, browserStaffSessions);
runBatchesContract('in-memory', make, browserStaffSessions);
runTimetableContract('in-memory', make, browserStaffSessions);
runCalendarContract('in-memory', make, false);
