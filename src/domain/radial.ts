/**
 * A group as the statistics deserve (issue 37): the circular normal model's radial standard deviation
 * (sigma of each axis, both taken equal) with its interval from the shot count, CEP50 from it, and a
 * test for a shot far outside the rest (a possible flier, flagged, never dropped).
 * Pure: no React, no Firebase.
 */
import { chiSquareQuantile, fUpperTail } from './distributions';
import { groupCentre } from './groups';
import { checkConfidenceLevel, DEFAULT_CONFIDENCE_LEVEL, type Interval } from './intervals';
import type { ShotPosition } from './shots';

/** CEP50 = sigma × sqrt(2 ln 2): the radius that holds half the shots of a circular normal group. */
export const CEP50_PER_SIGMA = Math.sqrt(2 * Math.log(2));

/** The significance a flier must reach, shared over the group's shots (Bonferroni). */
export const FLIER_SIGNIFICANCE = 0.05;

/** The fewest shots the flier test asks for: the rest must still give a sigma on four degrees of freedom. */
export const MIN_FLIER_SHOTS = 4;

export type RadialSd = { sigma: number; interval: Interval; level: number; cep50: number; n: number };

/** The shots' squared distances from a centre. */
export const squaredDistances = (shots: readonly ShotPosition[], centre: ShotPosition) =>
  shots.map((shot) => (shot.x - centre.x) ** 2 + (shot.y - centre.y) ** 2);

/**
 * Sigma of the circular normal model from a sum of squared distances, each from its own group's centre,
 * on `df` degrees of freedom (2(n - 1) a group): the sum over sigma² is chi-square on df, so sigma =
 * sqrt(sum / df) with the interval sqrt(sum / chi²_upper) to sqrt(sum / chi²_lower), and CEP50 from it.
 */
export function sigmaFromSquares(
  sum: number,
  df: number,
  level = DEFAULT_CONFIDENCE_LEVEL,
): { sigma: number; interval: Interval; cep50: number } {
  checkConfidenceLevel(level);
  const sigma = Math.sqrt(sum / df);
  const tail = (1 - level) / 2;
  return {
    sigma,
    interval: {
      low: Math.sqrt(sum / chiSquareQuantile(1 - tail, df)),
      high: Math.sqrt(sum / chiSquareQuantile(tail, df)),
    },
    cep50: sigma * CEP50_PER_SIGMA,
  };
}

/**
 * Sigma from the shots' squared distances to their own centre (sigmaFromSquares on 2(n - 1) degrees of
 * freedom: two axes, one centre estimated); null under two shots.
 */
export function radialSd(shots: readonly ShotPosition[], level = DEFAULT_CONFIDENCE_LEVEL): RadialSd | null {
  checkConfidenceLevel(level);
  const centre = groupCentre(shots);
  if (centre === null || shots.length < 2) return null;
  const sum = squaredDistances(shots, centre).reduce((total, value) => total + value, 0);
  return { ...sigmaFromSquares(sum, 2 * (shots.length - 1), level), level, n: shots.length };
}

export type Flier = {
  /** The shot's index in the shots given. */
  index: number;
  /** The chance of a shot this far out of the rest under the model, times the shots tested (Bonferroni), at most 1. */
  p: number;
};

/**
 * The shot farthest from the others' centre, tested against them (leave-one-out): with m other shots,
 * its squared distance d² from their centre over 2(1 + 1/m) sigma², sigma estimated from those m alone,
 * is F(2, 2(m - 1)). It is a possible flier when that chance, times the n shots that could have been it,
 * is under FLIER_SIGNIFICANCE. Null with fewer than MIN_FLIER_SHOTS shots, or when none stands out.
 */
export function possibleFlier(shots: readonly ShotPosition[]): Flier | null {
  if (shots.length < MIN_FLIER_SHOTS) return null;
  let worst: Flier | null = null;
  for (const [index, shot] of shots.entries()) {
    const rest = shots.filter((_, other) => other !== index);
    const centre = groupCentre(rest)!;
    const m = rest.length;
    const variance = squaredDistances(rest, centre).reduce((total, value) => total + value, 0) / (2 * (m - 1));
    if (!(variance > 0)) continue;
    const d2 = (shot.x - centre.x) ** 2 + (shot.y - centre.y) ** 2;
    const f = d2 / (2 * (1 + 1 / m)) / variance;
    const p = Math.min(1, shots.length * fUpperTail(f, 2, 2 * (m - 1)));
    if (worst === null || p < worst.p) worst = { index, p };
  }
  return worst !== null && worst.p < FLIER_SIGNIFICANCE ? worst : null;
}
