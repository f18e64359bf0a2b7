// How many SMS parts a text takes. A text written only in the GSM 03.38 alphabet goes as 7-bit
// characters: 160 in one part, 153 a part when split (the rest carries the joining header). Any
// other character (Hindi, ₹, an emoji) makes the whole text UCS-2: 70 in one part, 67 a part.

/** GSM 03.38's basic alphabet: one 7-bit character each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each takes two (an escape, then the character). */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'gsm-7' | 'ucs-2';

export const SMS_PART_LIMITS: Record<SmsEncoding, { single: number; perPart: number }> = {
  'gsm-7': { single: 160, perPart: 153 },
  'ucs-2': { single: 70, perPart: 67 },
};

export type SmsLength = {
  encoding: SmsEncoding;
  /** What the parts are counted in: 7-bit characters, or UTF-16 units (an emoji is two). */
  characters: number;
  parts: number;
  /** Characters one part holds at this length: 160 or 70 for one part, 153 or 67 when split. */
  perPart: number;
};

const isGsm = (text: string) =>
  [...text].every((char) => GSM_BASIC.has(char) || GSM_EXTENSION.has(char));

/** The encoding, length and parts of an SMS's text (an empty text takes no part). */
export function smsLength(text: string): SmsLength {
  const encoding: SmsEncoding = isGsm(text) ? 'gsm-7' : 'ucs-2';
  const characters =
    encoding === 'gsm-7'
      ? [...text].reduce((sum, char) => sum + (GSM_EXTENSION.has(char) ? 2 : 1), 0)
      : text.length;
  const { single, perPart } = SMS_PART_LIMITS[encoding];
  if (characters <= single)
    return { encoding, characters, parts: characters === 0 ? 0 : 1, perPart: single };
  return { encoding, characters, parts: Math.ceil(characters / perPart), perPart };
}
