// Money is held in rupees as numbers; paise are the smallest unit. Rounding every sum to paise
// keeps 0.1 + 0.2 from being stored as 0.30000000000000004.
export function roundToPaise(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}

/** Rupees as whole paise: how a payment provider counts, and how sums are added exactly. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
