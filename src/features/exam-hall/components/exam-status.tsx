import { saveStatusText } from '../model/save-queue';
import type { SaveStatus } from '../model/save-queue';
import { clockText } from '../model/paper';
import styles from './exam-hall.module.css';
import { cn } from '@/ui';

export type ExamStatusProps = {
  timeLeftMs: number;
  status: SaveStatus;
  waitingAnswers: number;
  /** 'memory': the answers waiting would be lost with the tab. */
  storeKind: 'indexeddb' | 'memory';
};

/** "Time Left hh:mm:ss" and whether every answer has reached the server. */
export function ExamStatus({ timeLeftMs, status, waitingAnswers, storeKind }: ExamStatusProps) {
  return (
    <div className={styles.statusBox}>
      <p className={styles.timeLeft}>
        Time Left <span role="timer">{clockText(timeLeftMs)}</span>
      </p>
      <p
        role="status"
        className={cn(styles.saveStatus, status === 'offline' && styles.saveStatusOffline)}
      >
        {saveStatusText(status, waitingAnswers)}
        {storeKind === 'memory' ? (
          <span className={styles.memoryNote}>
            {' '}
            (answers waiting are kept in this tab only: this browser cannot store them)
          </span>
        ) : null}
      </p>
    </div>
  );
}
