import { useId, useState } from 'react';
import { EXAM_LANGUAGE_LABELS } from '@/data/online-tests';
import type { AvailableExam, ExamLanguage } from '@/data/online-tests';
import { Alert, Button, Card, DateText } from '@/ui';
import styles from './exam-hall.module.css';

export type InstructionsProps = {
  exam: AvailableExam;
  /** Why the test cannot be started (not open yet, closed, submitted), or undefined. */
  refusal?: string;
  starting: boolean;
  onStart: (language: ExamLanguage) => void;
  onBack?: () => void;
};

/** The instructions, then Start, only once the candidate says they read them. */
export function Instructions({ exam, refusal, starting, onStart, onBack }: InstructionsProps) {
  const [read, setRead] = useState(false);
  const [language, setLanguage] = useState<ExamLanguage>(
    exam.languages.includes('en') ? 'en' : (exam.languages[0] ?? 'en'),
  );
  const languageId = useId();
  const resuming = exam.attempt?.status === 'in-progress';
  const questions = exam.sections.reduce((sum, section) => sum + section.questionCount, 0);
  return (
    <Card title={exam.title}>
      <div className={styles.instructions}>
        <h3>General instructions</h3>
        <p className={styles.instructionsText}>{exam.instructions}</p>
        <dl className={styles.facts}>
          <dt>Duration</dt>
          <dd>{exam.durationMinutes} minutes</dd>
          <dt>Questions</dt>
          <dd>{questions}</dd>
          <dt>May be started</dt>
          <dd>
            <DateText value={exam.opensAt} withTime /> to{' '}
            <DateText value={exam.closesAt} withTime />
          </dd>
        </dl>
        <table className={styles.countsTable}>
          <caption>Sections</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Questions</th>
            </tr>
          </thead>
          <tbody>
            {exam.sections.map((section) => (
              <tr key={section.name}>
                <th scope="row">{section.name}</th>
                <td>{section.questionCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {refusal ? (
          <Alert tone="info">{refusal}</Alert>
        ) : (
          <>
            {exam.languages.length > 1 ? (
              <p>
                <label htmlFor={languageId}>View the questions in </label>
                <select
                  id={languageId}
                  value={language}
                  onChange={(event) => setLanguage(event.target.value as ExamLanguage)}
                >
                  {exam.languages.map((option) => (
                    <option key={option} value={option}>
                      {EXAM_LANGUAGE_LABELS[option]}
                    </option>
                  ))}
                </select>
              </p>
            ) : null}
            <label className={styles.readBox}>
              <input
                type="checkbox"
                checked={read}
                onChange={(event) => setRead(event.target.checked)}
              />
              I have read and understood the instructions
            </label>
          </>
        )}
        <div className={styles.actions}>
          {refusal ? null : (
            <Button
              disabled={!read}
              busy={starting}
              busyLabel="Starting…"
              onClick={() => onStart(language)}
            >
              {resuming ? 'Resume' : 'Start'}
            </Button>
          )}
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              Back to my tests
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
