// A class's register waiting on this device: a submission is kept in the device queue before it
// is sent, sent in order when the network allows (at once, on reconnect, when the page opens),
// and removed once the server took it. A submission's id makes a resend harmless.
import { openDeviceQueue } from '@/lib/device-queue';
import type { DeviceQueue } from '@/lib/device-queue';
import type { AttendanceSubmission } from '@/data/daily';

export type QueuedRegister = AttendanceSubmission & { seq: number };
export type RegisterQueue = DeviceQueue<QueuedRegister>;

const ATTENDANCE_QUEUE = {
  database: 'sankalp-attendance',
  store: 'registers',
  streamKey: 'sessionId',
};

export const openRegisterQueue = (): Promise<RegisterQueue> =>
  openDeviceQueue<QueuedRegister>(ATTENDANCE_QUEUE);

/** Whether a failed send is the network's (try again later) rather than the server's refusal. */
export const isNetworkFailure = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');

/** The status line: what is known of this class's register. */
export function registerStatusText(waiting: number, sending: boolean): string {
  if (waiting > 0 && !sending) {
    return `Offline: ${waiting === 1 ? 'the register is' : `${waiting} registers are`} waiting to be sent. It is kept on this phone and sent when the network returns.`;
  }
  return sending ? 'Sending…' : 'Saved';
}
