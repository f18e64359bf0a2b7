// What the exam screen derives from the paper and the responses, pure: the palette's labels and
// counts, the confirm screen's counts per section, the countdown's text, where Next and Back go.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paletteState } from '@/data/online-tests';
import type { PaletteState, SavedResponse } from '@/data/online-tests';

/** What the moves and counts need of the paper: each section's questions by id. */
type Section = { questions: readonly { id: string }[] };

export const PALETTE_STATES: readonly PaletteState[] = [
  'not-visited',
  'not-answered',
  'answered',
  'marked',
  'answered-marked',
];

/** The states' names, translated where they are shown. */
export const PALETTE_STATE_LABELS: Record<PaletteState, MessageDescriptor> = {
  'not-visited': msg`Not visited`,
  'not-answered': msg`Not answered`,
  answered: msg`Answered`,
  marked: msg`Marked for review`,
  'answered-marked': msg`Answered and marked for review`,
};

export type StateCounts = Record<PaletteState, number>;

/** How many of a section's questions are in each palette state. */
export function stateCounts(
  section: Section,
  responses: ReadonlyMap<string, Pick<SavedResponse, 'answer' | 'markedForReview'>>,
): StateCounts {
  const counts: StateCounts = {
    'not-visited': 0,
    'not-answered': 0,
    answered: 0,
    marked: 0,
    'answered-marked': 0,
  };
  for (const question of section.questions) counts[paletteState(responses.get(question.id))] += 1;
  return counts;
}

/** "Time Left" as the national CBT shows it: hh:mm:ss, rounded up to the second. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** A question's place in the paper: its section and its index there. */
export type Position = { section: number; question: number };

/** The question after this one, across sections; the last question stays where it is. */
export function nextPosition(sections: readonly Section[], at: Position) {
  if (at.question + 1 < (sections[at.section]?.questions.length ?? 0)) {
    return { section: at.section, question: at.question + 1 };
  }
  const later = sections.findIndex((s, i) => i > at.section && s.questions.length > 0);
  return later === -1 ? at : { section: later, question: 0 };
}

/** The question before this one, across sections; the first stays where it is. */
export function previousPosition(sections: readonly Section[], at: Position) {
  if (at.question > 0) return { section: at.section, question: at.question - 1 };
  for (let i = at.section - 1; i >= 0; i -= 1) {
    const count = sections[i]!.questions.length;
    if (count > 0) return { section: i, question: count - 1 };
  }
  return at;
}

/** A question's number in the whole paper (1 first). */
export const questionNumber = (sections: readonly Section[], at: Position) =>
  sections.slice(0, at.section).reduce((sum, s) => sum + s.questions.length, 0) + at.question + 1;
