// The pseudo-language of the translation test (locale `pseudo`) is Lingui's accented English
// (Ĥōɱē), which keeps each text's length. Translations run longer than English (Hindi often by a
// third), so the test also reads the pages with every word 40% longer: this plugin lengthens the
// compiled pseudo catalogs (Lingui 5 has no setting for it) by adding accented vowels to the end
// of each word. Placeholders ({name}), plural and select choices, `#` and tags (<0>…</0>) are
// left as they are; the padding has no plain letter, so the test's search for English is not
// disturbed. Only the pseudo catalogs change: nobody but the test loads them.

/** How much longer each word gets. */
const LENGTHENING = 0.4;
const PADDING = 'ēōāīū';
const TAG = /(<\/?\w+\s*\/?>)/;

/** A text with each word (a run of letters) made LENGTHENING longer, rounded up; tags untouched. */
export function lengthenText(text) {
  return text
    .split(TAG)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\p{L}+/gu, (word) => {
            const extra = Math.ceil([...word].length * LENGTHENING);
            return word + PADDING.repeat(Math.ceil(extra / PADDING.length)).slice(0, extra);
          }),
    )
    .join('');
}

/**
 * A message as Lingui compiles it: a text, or a list of texts and placeholders, where a
 * placeholder is [name] or [name, format, choices] and plural/select choices are messages again.
 */
export function lengthenMessage(message) {
  if (typeof message === 'string') return lengthenText(message);
  return message.map((part) => {
    if (typeof part === 'string') return lengthenText(part);
    const [name, format, choices] = part;
    if (!choices || typeof choices !== 'object') return part;
    const lengthened = Object.fromEntries(
      Object.entries(choices).map(([key, choice]) => [key, lengthenMessage(choice)]),
    );
    return [name, format, lengthened, ...part.slice(3)];
  });
}

// What @lingui/vite-plugin makes of a catalog: `export const messages=JSON.parse("…")`.
const COMPILED_CATALOG = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/s;

export function pseudoLengthenPlugin() {
  return {
    name: 'pseudo-lengthen',
    // After Lingui's plugin has compiled (and accented) the catalog.
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]locales[\\/]pseudo[\\/][^\\/]+\.po(\?.*)?$/.test(id)) return null;
      const found = COMPILED_CATALOG.exec(code);
      if (!found) throw new Error(`${id}: not a compiled Lingui catalog, cannot lengthen it.`);
      const messages = JSON.parse(JSON.parse(found[1]));
      const lengthened = Object.fromEntries(
        Object.entries(messages).map(([messageId, message]) => [
          messageId,
          lengthenMessage(message),
        ]),
      );
      return {
        code: `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(lengthened))});`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}
