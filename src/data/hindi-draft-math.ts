// A machine translation must not touch the mathematics: each formula is swapped for a numbered
// token before the text leaves, and put back after; a draft whose tokens came back changed (lost,
// doubled, invented) or that gained a formula of its own is refused rather than shown.
// Formulas are read as the question preview reads them ($…$ inline, $$…$$ display, \$ a dollar
// sign, an unclosed $ plain text), and \(…\) and \[…\] too, which an admin may paste. A message
// template's variables ({{studentName}}) and DLT placeholders ({#var#}) are kept the same way.

/** A text with its formulas replaced by ⟦1⟧, ⟦2⟧, …, and the formulas in that order. */
export type ProtectedText = { text: string; formulas: string[] };

const token = (index: number) => `⟦${index + 1}⟧`;
const TOKEN = /⟦(\d+)⟧/g;

/** Where `close` ends a formula opened before `from` (skipping escaped characters), or -1. */
function closingAt(source: string, from: number, close: string): number {
  for (let i = from; i < source.length; i += 1) {
    if (source.startsWith(close, i)) return i;
    if (source[i] === '\\') i += 1;
  }
  return -1;
}

/** The formula starting at `i` (its fences included), or undefined. */
function formulaAt(source: string, i: number): string | undefined {
  if (source.startsWith('\\$', i)) return '\\$';
  for (const [open, close] of [
    ['\\(', '\\)'],
    ['\\[', '\\]'],
    ['{{', '}}'],
    ['{#', '#}'],
  ] as const) {
    if (!source.startsWith(open, i)) continue;
    const end = closingAt(source, i + open.length, close);
    return end > i + open.length ? source.slice(i, end + close.length) : undefined;
  }
  if (source[i] !== '$') return undefined;
  const fence = source[i + 1] === '$' ? '$$' : '$';
  const end = closingAt(source, i + fence.length, fence);
  return end > i + fence.length ? source.slice(i, end + fence.length) : undefined;
}

export function protectMath(source: string): ProtectedText {
  const formulas: string[] = [];
  let text = '';
  let i = 0;
  while (i < source.length) {
    const formula = formulaAt(source, i);
    if (formula === undefined) {
      text += source[i];
      i += 1;
    } else {
      text += token(formulas.length);
      formulas.push(formula);
      i += formula.length;
    }
  }
  return { text, formulas };
}

/**
 * The draft with its formulas back, or undefined when the maths did not survive: every token
 * exactly once, no other token, and no formula the English did not have.
 */
export function restoreMath(draft: string, formulas: readonly string[]): string | undefined {
  const seen = [...draft.matchAll(TOKEN)].map((match) => Number(match[1]) - 1);
  const everyOnce =
    seen.length === formulas.length && formulas.every((_formula, index) => seen.includes(index));
  if (!everyOnce) return undefined;
  const restored = draft.replace(
    TOKEN,
    (match, number: string) => formulas[Number(number) - 1] ?? match,
  );
  // Hindi may order the formulas differently; it may not add or change one.
  const sorted = (list: readonly string[]) => [...list].sort().join('\n');
  return sorted(protectMath(restored).formulas) === sorted(formulas) ? restored : undefined;
}
