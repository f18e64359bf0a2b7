import { useMemo, useState } from 'react';
import { describeError, useData, useLiveQuery } from '@/data';
import { CHALLENGE_STATUS_LABELS } from '@/data/online-tests';
import type { ChallengeDecision, ExamChallenge, ExamTest } from '@/data/online-tests';
import { Alert, Badge, Button, DataTable, LoadError } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { challengeStatusTones, keyChangeText } from '../model/exam-format';
import styles from '../components/exam-results.module.css';
import { DecideChallengeDialog } from './decide-challenge-dialog';

type Deciding = { challenge: ExamChallenge; outcome: ChallengeDecision['outcome'] };

/** The challenges of the provisional key, newest first, each open one accepted or rejected here. */
export function ChallengesTab({ test }: { test: ExamTest }) {
  const repository = useData();
  const query = useLiveQuery(
    (source) => source.listExamChallenges(test.id),
    [test.id],
    ['examChallenges'],
  );
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const numberOf = useMemo(
    () =>
      new Map(
        test.sections
          .flatMap((section) => section.questionIds)
          .map((id, index) => [id, index + 1] as const),
      ),
    [test],
  );
  const questionOf = useMemo(
    () => new Map(test.frozen.map((question) => [question.id, question])),
    [test],
  );

  const columns = useMemo(
    (): readonly DataTableColumn<ExamChallenge>[] => [
      {
        id: 'question',
        header: 'Question',
        cell: (challenge) => `Question ${numberOf.get(challenge.questionId) ?? '?'}`,
      },
      {
        id: 'candidate',
        header: 'Candidate',
        cell: (challenge) =>
          challenge.taker.kind === 'candidate'
            ? `${challenge.taker.name} (${challenge.taker.rollNo})`
            : challenge.taker.name,
      },
      { id: 'reason', header: 'Reason', cell: (challenge) => challenge.reason },
      {
        id: 'status',
        header: 'Status',
        cell: (challenge) => (
          <Badge tone={challengeStatusTones[challenge.status]}>
            {CHALLENGE_STATUS_LABELS[challenge.status]}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">Decision</span>,
        cell: (challenge) =>
          challenge.status === 'open' ? (
            <span className={styles.actions}>
              <Button
                size="sm"
                aria-label={`Accept the challenge of question ${numberOf.get(challenge.questionId)} by ${challenge.taker.name}`}
                onClick={() => setDeciding({ challenge, outcome: 'accept' })}
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Reject the challenge of question ${numberOf.get(challenge.questionId)} by ${challenge.taker.name}`}
                onClick={() => setDeciding({ challenge, outcome: 'reject' })}
              >
                Reject
              </Button>
            </span>
          ) : (
            (challenge.decisionNote ?? '')
          ),
      },
    ],
    [numberOf],
  );

  async function decided(decision: ChallengeDecision, challenge: ExamChallenge) {
    setDeciding(null);
    const number = numberOf.get(challenge.questionId);
    if (decision.outcome === 'reject') {
      setNotice(`The challenge of question ${number} is rejected; the key is unchanged.`);
      return;
    }
    // The counts after the re-score, so the admin sees how many were scored again.
    try {
      const monitor = await repository.getExamMonitor(test.id);
      setNotice(
        `Question ${number}: ${keyChangeText(decision.change)}. ${monitor.submitted} submitted ${monitor.submitted === 1 ? 'attempt was' : 'attempts were'} scored again.`,
      );
    } catch (error) {
      setNotice(`Question ${number}: ${keyChangeText(decision.change)}. ${describeError(error)}`);
    }
  }

  if (query.status === 'error') {
    return (
      <LoadError
        title="The challenges could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  const decidingQuestion = deciding && questionOf.get(deciding.challenge.questionId);
  return (
    <div className={styles.stack}>
      {notice ? (
        <Alert tone="success" title="Decided">
          {notice}
        </Alert>
      ) : null}
      <DataTable
        caption="Challenges"
        captionVisibility="visible"
        columns={columns}
        rows={query.data ?? []}
        getRowId={(challenge) => challenge.id}
        status={query.status === 'loading' ? 'loading' : 'ready'}
        emptyMessage="No one has challenged the key."
      />
      {deciding && decidingQuestion ? (
        <DecideChallengeDialog
          challenge={deciding.challenge}
          question={decidingQuestion}
          questionNumber={numberOf.get(deciding.challenge.questionId) ?? 0}
          outcome={deciding.outcome}
          onClose={() => setDeciding(null)}
          onDecided={(decision) => void decided(decision, deciding.challenge)}
        />
      ) : null}
    </div>
  );
}
