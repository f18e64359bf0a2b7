// The institute's GSTIN and the place of supply: needing only the list of states, so the settings'
// schema checks a GSTIN with the same rule the receipts use.
import { GSTIN_PATTERN, INDIAN_STATES } from '../constants';

// ----- the GSTIN -----

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (GSTN's mod-36 scheme: each character's
 * value times 1 or 2 in turn, each product's base-36 digits added).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** The GST state code of a state or union territory named as in INDIAN_STATES, if any. */
export function gstStateCode(state: string): string | undefined {
  const key = stateKey(state);
  return INDIAN_STATES.find((item) => stateKey(item.name) === key)?.code;
}

/**
 * What is wrong with a GSTIN (already upper-cased) for the institute's state, or undefined when
 * it is right: its shape, its check character, and its state code against the state chosen.
 */
export function gstinProblem(gstin: string, state: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'Enter the 15-character GSTIN, e.g. 08ABCDE1234F1Z0: the 2-digit state code, the PAN (5 letters, 4 digits, a letter), a digit or letter, Z, and the check character.';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN’s last character does not match the rest: check it for a typing mistake.';
  }
  const code = gstStateCode(state);
  if (code !== undefined && code !== gstin.slice(0, 2)) {
    return `A GSTIN registered in ${state} starts with ${code}: check the GSTIN or the state.`;
  }
  return undefined;
}

// ----- the place of supply -----

/** A state's name compared without case, extra spaces or "&" for "and". */
const stateKey = (state: string): string =>
  state.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

/**
 * The place of supply of coaching to a student: their state (its name as listed, when it is one),
 * or the institute's own when their record has none (students added before the state was asked).
 */
export function placeOfSupply(studentState: string, instituteState: string): string {
  const key = stateKey(studentState);
  if (key === '') return instituteState;
  return INDIAN_STATES.find((item) => stateKey(item.name) === key)?.name ?? studentState.trim();
}

export const isIntraState = (place: string, instituteState: string): boolean =>
  stateKey(place) === stateKey(instituteState);
