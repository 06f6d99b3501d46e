/**
 * Oracles for the property tests: slow, obviously correct re-implementations that share no code and
 * no formula with src/domain (no running sums, no two-pass deviations), so a fault there cannot
 * hide in a matching fault here.
 */

/** A sum of doubles with Neumaier's compensation: as good as exact for the few hundred values tests use. */
export function accurateSum(values: readonly number[]): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
  }
  return sum + compensation;
}

export const accurateMean = (values: readonly number[]) => accurateSum(values) / values.length;

/**
 * Sample variance from every pair: Σ_{i<j} (a_i − a_j)² / (n (n − 1)), which equals the usual
 * Σ (a_i − mean)² / (n − 1). For whole-fps velocities every term and the sum are exact integers
 * (below 2^53 for thousands of shots), so the only rounding is the final division.
 */
export function pairwiseVariance(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 2) return null;
  const squares: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) squares.push((values[i]! - values[j]!) ** 2);
  }
  return accurateSum(squares) / (n * (n - 1));
}

export function pairwiseSd(values: readonly number[]): number | null {
  const variance = pairwiseVariance(values);
  return variance === null ? null : Math.sqrt(variance);
}

/** The smallest and largest value, by sorting a copy (no Math.min/max as the code uses). */
export function sortedRange(values: readonly number[]): { min: number; max: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** Mean of whole numbers rounded half up, in integer arithmetic: floor((2 Σ + n) / 2n). */
export function roundedIntegerMean(values: readonly number[]): number {
  const n = BigInt(values.length);
  const sum = values.reduce((total, value) => total + BigInt(value), 0n);
  const twice = 2n * sum + n;
  const quotient = twice / (2n * n);
  // BigInt division truncates towards zero; floor it for a negative sum.
  return Number(twice % (2n * n) < 0n ? quotient - 1n : quotient);
}

type Point = { x: number; y: number };

/** Largest distance between any two points, over every ordered pair, without Math.hypot. */
export function bruteForceSpread(points: readonly Point[]): number | null {
  if (points.length === 0) return null;
  let largest = 0;
  for (const a of points) {
    for (const b of points) largest = Math.max(largest, Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2));
  }
  return largest;
}

/** The mean point. */
export function meanPoint(points: readonly Point[]): Point | null {
  if (points.length === 0) return null;
  return { x: accurateMean(points.map((point) => point.x)), y: accurateMean(points.map((point) => point.y)) };
}

/**
 * Whether `actual` is `exact` rounded to `decimals`. Where `exact` lies within `tieTolerance` (in
 * units of the last decimal) of a half, either neighbour is accepted: a figure computed in floating
 * point may land on either side of a true tie, and which one is not a property of the formula.
 */
export function isRoundingOf(actual: number, exact: number, decimals: number, tieTolerance = 1e-6): boolean {
  const factor = 10 ** decimals;
  const scaled = exact * factor;
  const below = Math.floor(scaled);
  if (isNearTie(exact, decimals, tieTolerance)) return actual === below / factor || actual === (below + 1) / factor;
  return actual === Math.round(scaled) / factor;
}

/** Whether `exact` lies within `tieTolerance` (in units of the last decimal) of a half at `decimals`. */
export function isNearTie(exact: number, decimals: number, tieTolerance = 1e-6): boolean {
  const scaled = exact * 10 ** decimals;
  return Math.abs(scaled - Math.floor(scaled) - 0.5) <= tieTolerance;
}

/** |a − b| within `abs` plus `rel` of the larger magnitude. */
export function isClose(a: number, b: number, { abs = 1e-9, rel = 1e-12 }: { abs?: number; rel?: number } = {}) {
  return Math.abs(a - b) <= abs + rel * Math.max(Math.abs(a), Math.abs(b));
}

/** Fails with both numbers shown unless `isClose`. */
export function expectClose(
  actual: number | null | undefined,
  expected: number,
  tolerance?: { abs?: number; rel?: number },
) {
  if (actual === null || actual === undefined || !isClose(actual, expected, tolerance)) {
    throw new Error(`Expected ${String(actual)} to be close to ${expected} (${JSON.stringify(tolerance ?? {})}).`);
  }
}

/** Fails unless `actual` is `exact` rounded to `decimals` (see isRoundingOf). */
export function expectRounding(actual: number | null | undefined, exact: number, decimals: number) {
  if (actual === null || actual === undefined || !isRoundingOf(actual, exact, decimals)) {
    throw new Error(`Expected ${String(actual)} to be ${exact} rounded to ${decimals} decimal(s).`);
  }
}
