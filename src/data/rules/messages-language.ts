// Which language a message goes out in: the recipient's. A parent with an account reads what
// goes to their mobile in their own language; otherwise the person the message is about chose
// (a student's or school's account language, a candidate's at registration); else English.
import type { Language } from '../constants';
import type { MessageChannel } from '../schemas/messages';

export type LanguageChoices = {
  /** The language the record's own person chose: an account's, or a candidate's registration's. */
  own?: Language | null | undefined;
  /** The account language of the parent whose mobile this is, when the mobile is a parent's. */
  parent?: Language | null | undefined;
};

/** The language of one delivery of a message (its channel decides whose choice counts). */
export function messageLanguage(channel: MessageChannel, choices: LanguageChoices): Language {
  if (channel !== 'email' && choices.parent) return choices.parent;
  return choices.own ?? 'en';
}
