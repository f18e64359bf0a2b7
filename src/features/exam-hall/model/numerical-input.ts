/**
 * What a numerical answer's box keeps of what was typed: digits, one '-' (only first) and one '.',
 * at most 20 characters (the schema's limit); every other character is dropped.
 */
export function numericalInput(typed: string): string {
  let kept = '';
  for (const char of typed) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '-' && kept === '') kept += char;
    else if (char === '.' && !kept.includes('.')) kept += char;
  }
  return kept.slice(0, 20);
}
