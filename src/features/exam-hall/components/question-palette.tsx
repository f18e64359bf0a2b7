import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { paletteState } from '@/data/online-tests';
import type { PaperSection, SavedResponse } from '@/data/online-tests';
import { cn } from '@/ui';
import { PALETTE_STATES, PALETTE_STATE_LABELS, stateCounts } from '../model/paper';
import styles from './exam-hall.module.css';

export type QuestionPaletteProps = {
  section: PaperSection;
  /** The number of the section's first question in the whole paper. */
  firstNumber: number;
  current: number;
  responses: ReadonlyMap<string, SavedResponse>;
  onGo: (questionIndex: number) => void;
};

/**
 * The section's questions by state, with the legend and counts. On a phone it folds behind the
 * "Question palette" button; on a wide screen it is always beside the question.
 */
export function QuestionPalette({
  section,
  firstNumber,
  current,
  responses,
  onGo,
}: QuestionPaletteProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const counts = stateCounts(section, responses);
  const panelId = `palette-${section.id}`;
  const sectionName = section.name;
  return (
    <div className={styles.paletteColumn}>
      <button
        type="button"
        className={styles.paletteToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Trans>Question palette</Trans>
      </button>
      <nav
        id={panelId}
        aria-label={t`Question palette: ${sectionName}`}
        className={cn(styles.palette, open && styles.paletteOpen)}
      >
        <ul className={styles.legend} aria-label={t`Legend`}>
          {PALETTE_STATES.map((state) => (
            <li key={state}>
              <span className={cn(styles.swatch, styles[state])} aria-hidden="true">
                {counts[state]}
              </span>
              <span>
                <span className="visually-hidden">{counts[state]} </span>
                {i18n._(PALETTE_STATE_LABELS[state])}
              </span>
            </li>
          ))}
        </ul>
        <ol className={styles.paletteGrid}>
          {section.questions.map((question, index) => {
            const state = paletteState(responses.get(question.id));
            const number = firstNumber + index;
            const stateName = i18n._(PALETTE_STATE_LABELS[state]).toLowerCase();
            return (
              <li key={question.id}>
                <button
                  type="button"
                  className={cn(styles.swatch, styles.paletteButton, styles[state])}
                  aria-label={t`Question ${number}, ${stateName}`}
                  aria-current={index === current ? 'step' : undefined}
                  onClick={() => {
                    onGo(index);
                    setOpen(false);
                  }}
                >
                  {number}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
