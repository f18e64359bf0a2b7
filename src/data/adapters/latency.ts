/** Resolves after `milliseconds`; the simulated network delay of the demo. */
export function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** A promise that never settles: a "loading" story stays loading. */
export function never(): Promise<never> {
  return new Promise<never>(() => {});
}
