import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';

// Messages made outside the screens (a schema's, a rule's, the server's) arrive as English text.
// The catalog holds the ones a person can see with that text as the id. A message built from
// parts ("Batch name is required.") is held as its shape, an id with placeholders
// ("{label} is required."); its `label` part is looked up by its own text too, and a `reason`
// part, a message of its own ("…could not take it: {reason}"), is translated like any message.

type Shape = { id: string; pattern: RegExp; names: string[] };

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const shapesByCatalog = new WeakMap<Messages, Shape[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalog's shapes, the most specific (longest fixed text) first. */
function shapesOf(messages: Messages): Shape[] {
  const known = shapesByCatalog.get(messages);
  if (known) return known;
  const shapes = Object.keys(messages)
    .filter((id) => HAS_PLACEHOLDER.test(id) && id.replace(PLACEHOLDER, '').trim() !== '')
    .map((id) => {
      const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
      const parts = id.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
      const pattern = new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 'su');
      return { id, pattern, names };
    })
    .sort((a, b) => b.id.replace(PLACEHOLDER, '').length - a.id.replace(PLACEHOLDER, '').length);
  shapesByCatalog.set(messages, shapes);
  return shapes;
}

const has = (messages: Messages, id: string) => Object.hasOwn(messages, id);

/**
 * `text` in the language shown, when the catalog knows it or its shape; otherwise `text` as it
 * came (English), never an id.
 */
export function translateMessage(i18n: I18n, text: string): string {
  const messages = i18n.messages;
  if (has(messages, text)) return i18n._(text);
  for (const shape of shapesOf(messages)) {
    const match = shape.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      shape.names.map((name, index) => {
        const part = match[index + 1] ?? '';
        if (name === 'reason') return [name, translateMessage(i18n, part)];
        return [name, name === 'label' && has(messages, part) ? i18n._(part) : part];
      }),
    );
    return i18n._(shape.id, values);
  }
  return text;
}

/** translateMessage in the language shown, re-rendering when it changes. */
export function useMessageText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => translateMessage(i18n, text);
}
