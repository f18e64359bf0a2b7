import { expect } from 'storybook/test';
import { untranslatedTexts } from '../../scripts/untranslated-text.mjs';

/**
 * For a story shown in the pseudo-language (globals: { language: 'pseudo' }): no plain English
 * left on its screen, the words of the story's own data (`dataWords`) aside. The same check as
 * the journeys' walk of every route (tests/e2e/quality-translations.spec.ts), for screens the
 * walk cannot reach (server mode's).
 */
export async function expectNothingUntranslated(
  root: HTMLElement,
  dataWords: readonly string[] = [],
) {
  await expect(document.documentElement).toHaveAttribute('lang', 'en-XA');
  await expect(untranslatedTexts({ root, knownWords: dataWords })).toEqual([]);
}
