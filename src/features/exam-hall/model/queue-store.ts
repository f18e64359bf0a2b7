// Where the answers waiting to be sent are kept: the device queue (src/lib/device-queue.ts), one
// stream per attempt, in the exam hall's own database (as it always was, so answers queued by an
// earlier version still send).
import { memoryDeviceQueue, openDeviceQueue } from '@/lib/device-queue';
import type { DeviceQueue } from '@/lib/device-queue';
import type { ResponseSave } from '@/data/online-tests';

export type QueueStore = DeviceQueue<ResponseSave>;

const EXAM_HALL_QUEUE = { database: 'sankalp-exam-hall', store: 'saves', streamKey: 'attemptId' };

export const memoryQueueStore = (): QueueStore => memoryDeviceQueue<ResponseSave>('attemptId');

export const openQueueStore = (factory?: IDBFactory): Promise<QueueStore> =>
  openDeviceQueue<ResponseSave>(EXAM_HALL_QUEUE, factory);
