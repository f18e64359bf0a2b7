/** The visible text a translation left out (plain English words), skipping data and English on
 *  purpose; in `root`, the page's body by default. */
export function untranslatedTexts(where: {
  knownWords: readonly string[];
  root?: Element;
}): string[];
