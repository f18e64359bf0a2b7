import { createLocalStorageRepository, createMemoryFileStore } from '@/data';
import { FakeStorage } from '../adapters/fake-storage';
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

// The seed is stored as version 2 left it, before the fee ledger: start-up gives paid amounts
// their opening-balance entries and stores the collections as plain JSON.
const make: MakeRepository = ({ seed, now }) => {
  const { materialFiles = {}, ...collections } = seed;
  const storage = new FakeStorage();
  storage.setItem('schemaVersion', '2');
  for (const [key, value] of Object.entries(collections)) {
    storage.setItem(key, JSON.stringify(value));
  }
  return createLocalStorageRepository({
    storage,
    sessionStorage: new FakeStorage(),
    fileStore: createMemoryFileStore(materialFiles),
    latency: { write: 0, lookup: 0 },
    now,
  });
};
runRepositoryContract('localStorage', make);
runDashboardTrendsContract('localStorage', make);
runStaffContract('localStorage', make, browserStaffSessions);
runStaffBranchesContract('localStorage', make, browserStaffSessions);
runBatchesContract('localStorage', make, browserStaffSessions);
runTimetableContract('localStorage', make, browserStaffSessions);
runAttendanceContract('localStorage', make, browserStaffSessions);
runCalendarContract('localStorage', make, false);
runParentsContract(
  'localStorage',
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
runEnquiriesContract('localStorage', make, browserStaffSessions);
runEnquiryMessagesContract('localStorage', make, browserStaffSessions);
