/** One class attribute from several classes, leaving out the ones not given (false, '', null). */
export function cn(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
