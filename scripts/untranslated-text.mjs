// The visible text a translation left out: plain (unaccented) English words of three letters or
// more, in a page shown in the pseudo-language (Ĥōḿēēō), skipping what is English on purpose:
// text in an element marked with another language or lang="en", the institute's <address>, e-mail
// and web addresses, and the words of the people's own data (`knownWords`). Self-contained with one
// argument, so the journeys can hand it to page.evaluate and the stories can call it in their own
// page.

/**
 * @param {{ knownWords: readonly string[]; root?: Element }} where  the page's body by default
 * @returns {string[]}
 */
export function untranslatedTexts({ knownWords, root = document.body }) {
  const known = new Set(knownWords);
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !parent.checkVisibility()) continue;
    if (parent.closest('script, style, address, [lang]:not([lang^="en"]), [lang="en"]')) continue;
    const text = (node.textContent ?? '').replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
    const english = (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !known.has(word));
    if (english.length > 0) found.push(text.trim());
  }
  return found;
}
