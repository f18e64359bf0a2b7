import { Plural, Trans } from '@lingui/react/macro';
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
        <Trans>Time Left</Trans> <span role="timer">{clockText(timeLeftMs)}</span>
      </p>
      <p
        role="status"
        className={cn(styles.saveStatus, status === 'offline' && styles.saveStatusOffline)}
      >
        <SaveStatusText status={status} waitingAnswers={waitingAnswers} />
        {storeKind === 'memory' ? (
          <span className={styles.memoryNote}>
            {' '}
            <Trans>
              (answers waiting are kept in this tab only: this browser cannot store them)
            </Trans>
          </span>
        ) : null}
      </p>
    </div>
  );
}

/** The status line's words: Saved, Saving… or how many answers wait offline. */
function SaveStatusText({
  status,
  waitingAnswers,
}: {
  status: SaveStatus;
  waitingAnswers: number;
}) {
  if (status === 'offline') {
    return (
      <Plural
        value={waitingAnswers}
        one="Offline: # answer waiting"
        other="Offline: # answers waiting"
      />
    );
  }
  return status === 'saving' ? <Trans>Saving…</Trans> : <Trans>Saved</Trans>;
}
