import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { EXAM_LANGUAGE_LABELS } from '@/data/online-tests';
import type { AvailableExam, ExamLanguage, ExamRefusal } from '@/data/online-tests';
import { Alert, Button, Card, DateText } from '@/ui';
import styles from './exam-hall.module.css';
import { useRefusalText } from './refusal-text';

export type InstructionsProps = {
  exam: AvailableExam;
  /** Why the test cannot be started (not open yet, closed, submitted), or undefined. */
  refusal?: ExamRefusal;
  starting: boolean;
  onStart: (language: ExamLanguage) => void;
  onBack?: () => void;
};

/** The instructions, then Start, only once the candidate says they read them. */
export function Instructions({ exam, refusal, starting, onStart, onBack }: InstructionsProps) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [read, setRead] = useState(false);
  const [language, setLanguage] = useState<ExamLanguage>(
    exam.languages.includes('en') ? 'en' : (exam.languages[0] ?? 'en'),
  );
  const languageId = useId();
  const resuming = exam.attempt?.status === 'in-progress';
  const minutes = exam.durationMinutes;
  const questions = exam.sections.reduce((sum, section) => sum + section.questionCount, 0);
  return (
    <Card title={exam.title}>
      <div className={styles.instructions}>
        <h3>
          <Trans>General instructions</Trans>
        </h3>
        <p className={styles.instructionsText}>{exam.instructions}</p>
        <dl className={styles.facts}>
          <dt>
            <Trans>Duration</Trans>
          </dt>
          <dd>
            <Trans>{minutes} minutes</Trans>
          </dd>
          <dt>
            <Trans>Questions</Trans>
          </dt>
          <dd>{questions}</dd>
          <dt>
            <Trans>May be started</Trans>
          </dt>
          <dd>
            <Trans>
              <DateText value={exam.opensAt} withTime /> to{' '}
              <DateText value={exam.closesAt} withTime />
            </Trans>
          </dd>
        </dl>
        <table className={styles.countsTable}>
          <caption>
            <Trans>Sections</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Section</Trans>
              </th>
              <th scope="col">
                <Trans>Questions</Trans>
              </th>
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
          <Alert tone="info">{refusalText(refusal)}</Alert>
        ) : (
          <>
            {exam.languages.length > 1 ? (
              <p>
                <label htmlFor={languageId}>
                  <Trans>View the questions in</Trans>{' '}
                </label>
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
              <Trans>I have read and understood the instructions</Trans>
            </label>
          </>
        )}
        <div className={styles.actions}>
          {refusal ? null : (
            <Button
              disabled={!read}
              busy={starting}
              busyLabel={t`Starting…`}
              onClick={() => onStart(language)}
            >
              {resuming ? <Trans>Resume</Trans> : <Trans>Start</Trans>}
            </Button>
          )}
          {onBack ? (
            <Button variant="secondary" onClick={onBack}>
              <Trans>Back to my tests</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
