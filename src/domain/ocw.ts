/**
 * Optimal charge weight (OCW): where on a charge ladder the group centres stop moving. Each charge's
 * centre is the mean point of impact of its shots placed on the target; a window is three or more
 * consecutive charges whose centres all lie within a distance the shooter chooses of one another.
 * Pure: no React, no Firebase.
 */
import type { ShotPosition } from './shots';

/** A charge of the ladder and its group's centre. */
export type ChargeCentre = { charge: number; centre: ShotPosition; shots: number };

/** A run of consecutive charges whose centres lie within the chosen distance of one another. */
export type OcwWindow = { fromCharge: number; toCharge: number; charges: number; spread: number };

/** The fewest consecutive charges that make a window. */
export const OCW_MIN_CHARGES = 3;

const apart = (a: ShotPosition, b: ShotPosition) => Math.hypot(a.x - b.x, a.y - b.y);

/** The largest distance between two of the centres. */
function largestDistance(centres: readonly ChargeCentre[]): number {
  let largest = 0;
  for (let i = 0; i < centres.length; i++) {
    for (let j = i + 1; j < centres.length; j++)
      largest = Math.max(largest, apart(centres[i]!.centre, centres[j]!.centre));
  }
  return largest;
}

/**
 * The windows of the ladder: every longest run of OCW_MIN_CHARGES or more consecutive charges whose
 * centres are all within `within` inches of one another (none inside a longer one), lightest first.
 */
export function ocwWindows(centres: readonly ChargeCentre[], within: number): OcwWindow[] {
  const windows: OcwWindow[] = [];
  let lastEnd = -1;
  for (let start = 0; start < centres.length; start++) {
    let end = start;
    while (end + 1 < centres.length && largestDistance(centres.slice(start, end + 2)) <= within) end += 1;
    // A run ending where an earlier one ended lies inside it.
    if (end - start + 1 >= OCW_MIN_CHARGES && end > lastEnd) {
      const run = centres.slice(start, end + 1);
      windows.push({
        fromCharge: run[0]!.charge,
        toCharge: run[run.length - 1]!.charge,
        charges: run.length,
        spread: largestDistance(run),
      });
      lastEnd = end;
    }
  }
  return windows;
}
