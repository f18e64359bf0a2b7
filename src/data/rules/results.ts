// STSE results the way national entrance exams publish them: a competition rank and a percentile
// within the candidate's class, over the candidates who appeared (docs/decisions.md).

/** What ranking needs of a candidate: marks when entered, and whether they were marked Absent. */
export type Rankable = { marks?: number | undefined; absent?: boolean | undefined };

/** A candidate's place in their class. */
export type ClassStanding = {
  /** 1 + the number who scored more: equal marks share a rank and the next rank skips (1, 1, 3). */
  rank: number;
  /** Candidates of the class who appeared: those with marks, never the Absent ones. */
  classSize: number;
  /** 100 × (appeared with marks ≤ these) ÷ classSize, rounded to two decimals. */
  percentile: number;
};

/** Whether the candidate sat the exam and has marks (an Absent candidate has none). */
export function hasAppeared<T extends Rankable>(candidate: T): candidate is T & { marks: number } {
  return candidate.absent !== true && candidate.marks !== undefined;
}

/** The first index in `descending` whose value is ≤ `marks` (how many scored more). */
function countAbove(descending: readonly number[], marks: number): number {
  let low = 0;
  let high = descending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (descending[middle]! > marks) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * 100 × atOrBelow ÷ classSize to two decimals. Computed as a whole number of hundredths first
 * (10000 × atOrBelow ÷ classSize, rounded half up), so 2 of 3 is 66.67 and never 66.66999….
 */
export function percentileOf(atOrBelow: number, classSize: number): number {
  if (classSize <= 0) throw new RangeError('A percentile needs at least one candidate.');
  return Math.round((10000 * atOrBelow) / classSize) / 100;
}

/**
 * The standing of every candidate of ONE class who appeared; Absent candidates and those without
 * marks get none. Pass the whole class: a filter (say, by exam centre) must not change ranks.
 */
export function rankAndPercentile<T extends Rankable>(
  classCandidates: readonly T[],
): Map<T, ClassStanding> {
  const appeared = classCandidates.filter(hasAppeared);
  const descending = appeared.map((candidate) => candidate.marks).sort((a, b) => b - a);
  const classSize = descending.length;
  const standings = new Map<T, ClassStanding>();
  for (const candidate of appeared) {
    const above = countAbove(descending, candidate.marks);
    const atOrBelow = classSize - above;
    standings.set(candidate, {
      rank: above + 1,
      classSize,
      percentile: percentileOf(atOrBelow, classSize),
    });
  }
  return standings;
}

/** rankAndPercentile for every class at once, each candidate ranked within their own class. */
export function standingsByClass<T extends Rankable & { currentClass: number }>(
  candidates: readonly T[],
): Map<T, ClassStanding> {
  const classes = new Map<number, T[]>();
  for (const candidate of candidates) {
    const members = classes.get(candidate.currentClass);
    if (members) members.push(candidate);
    else classes.set(candidate.currentClass, [candidate]);
  }
  const standings = new Map<T, ClassStanding>();
  for (const members of classes.values()) {
    for (const [candidate, standing] of rankAndPercentile(members)) {
      standings.set(candidate, standing);
    }
  }
  return standings;
}

/** "2 decimals, always": 100.00, 66.67, 50.00. */
export function formatPercentile(percentile: number): string {
  return percentile.toFixed(2);
}
